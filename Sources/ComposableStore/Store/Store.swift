/// Runs a reducer: holds the state, reduces the actions sent to it, and executes their effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// await store.send(.increment).finish()
/// print(store.state.count)
/// ```
///
/// ```text
/// 1
/// ```
///
/// ## Thread model
/// The store lives on the main actor: `send`, state reads and every `reduce` call happen there, one
/// action at a time. Actions sent while an action is being reduced (by `.send` effects, or through
/// scoped stores) are queued and reduced in order after it. `.run` operations execute on Swift
/// concurrency's global executor; their `send` hops back to the main actor, so every action an effect
/// sends goes through the store in the order it was sent.
@MainActor
public final class Store<State, Action: Sendable> {
  private let readState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> StoreTask

  /// Creates a root store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Builds the reducer, e.g. `{ Feature() }`.
  public init<R: Reducer>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) where R.State == State, R.Action == Action {
    let core = StoreCore(initialState: initialState, reducer: reducer())
    self.readState = { core.state }
    self.sendAction = { StoreTask(tasks: core.receive($0, origin: .external)) }
  }

  /// A store whose effects' actions go through `hold` (a test store's).
  package init<R: Reducer>(initialState: State, hold: EffectHold<Action>, reducer: () -> R)
  where R.State == State, R.Action == Action {
    let core = StoreCore(initialState: initialState, reducer: reducer(), hold: hold)
    self.readState = { core.state }
    self.sendAction = { StoreTask(tasks: core.receive($0, origin: .external)) }
  }

  private init(
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> StoreTask
  ) {
    self.readState = readState
    self.sendAction = sendAction
  }

  /// The current state.
  public var state: State {
    readState()
  }

  /// Sends an action: reduces it (and any actions queued meanwhile) now, and starts its effects.
  ///
  /// - Parameter action: The action.
  /// - Returns: A task for the effects it started.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// A store for part of this store's state; its actions are sent through this store.
  ///
  /// - Parameters:
  ///   - toChildState: The child state within this store's state.
  ///   - toChildAction: The case of this store's actions that carries child actions.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      readState: { [self] in self.state[keyPath: toChildState] },
      sendAction: { [self] in self.send(toChildAction.embed($0)) }
    )
  }
}
