import JSONTree
import ValueCoding

/// What a store's glue tells a ``TimeTravelRoot``: how to make a store at a state, read its state,
/// and reduce an action again with served dependency values. The glues for TCA and for the
/// stand-in store build one; an app never does.
///
/// ```swift
/// let glue = TravelGlue<Counter.State, Counter.Action, Store<Counter.State, Counter.Action>>(
///   makeStore: { state, ticket in Store(initialState: state) { Counter().travelling(ticket) } },
///   state: { $0.state },
///   reduce: { state, action, channel in _ = Counter().reduce(into: &state, action: action) },
///   decode: { try TreeDecoder().decode(Counter.State.self, from: $0) })
/// ```
public struct TravelGlue<State, Action, StoreObject: AnyObject> {
  /// Makes a root store at `state` whose reducer asks `ticket` before each action
  /// (``TravelTicket/admits``) and tells it after (``TravelTicket/recorded(_:)``).
  public var makeStore: @MainActor (_ state: State, _ ticket: TravelTicket<Action>) -> StoreObject
  /// The store's current state.
  public var state: @MainActor (StoreObject) -> State
  /// Reduces `action` into `state` with the app's reducer, its dependency reads routed through
  /// `channel`, its effects dropped: the in-memory replay. It runs on the store's thread.
  public var reduce: (_ state: inout State, Action, DependencyReadChannel) -> Void
  /// Rebuilds a state from the log's JSON; `nil` when the state type is not `Decodable`.
  public var decode: ((JSONValue) throws -> State)?
  /// Told the seq of the action ``reduce`` replays next, for a glue that serves the replay more
  /// than the log's reads (TCA's glue: the stack element ids the store drew); `nil` by default.
  public var willReplay: ((_ seq: UInt64) -> Void)?

  /// Creates a glue.
  ///
  /// - Parameters:
  ///   - makeStore: Makes a root store at a state, gated by the ticket.
  ///   - state: Reads a store's state.
  ///   - reduce: Reduces an action with a dependency channel and no effects.
  ///   - decode: Rebuilds a state from JSON, for `Decodable` states.
  public init(
    makeStore: @escaping @MainActor (State, TravelTicket<Action>) -> StoreObject,
    state: @escaping @MainActor (StoreObject) -> State,
    reduce: @escaping (inout State, Action, DependencyReadChannel) -> Void,
    decode: ((JSONValue) throws -> State)?
  ) {
    self.makeStore = makeStore
    self.state = state
    self.reduce = reduce
    self.decode = decode
  }
}
