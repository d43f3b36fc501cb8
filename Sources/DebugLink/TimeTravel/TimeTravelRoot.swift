import ActionLog
import DebugLinkWire
import JSONTree
import LogFormat

/// Holds an app's root store so `tt-debug attach` can set it to any state of the session: a jump
/// makes a new store at the target state and hands it to the app's root view; the old store and
/// its effects end. Neither the app's `State` nor its `Action` changes.
///
/// A store glue makes it (for TCA, `TimeTravelRoot(initialState:recorder:reducer:)` in
/// ComposableArchitectureLink); the app reads ``store`` where it read its root store and redraws
/// when it changes (SwiftUI observes the root; elsewhere ``onStoreChange(_:)``):
///
/// ```swift
/// let root = TimeTravelRoot(initialState: AppFeature.State(), recorder: recorder) { AppFeature() }
/// let link = root.startLink(settings)
/// AppView(store: root.store)
/// ```
///
/// While the app stands at a travelled state, its store reduces nothing: actions its views send
/// are dropped, not recorded, and no effect starts. ``resume()`` goes on from there;
/// ``returnToLive()`` goes back to the state the app had before the first jump.
@MainActor
public final class TimeTravelRoot<State, Action, StoreObject: AnyObject> {
  /// Where the store stands.
  public enum Position: Equatable, Sendable {
    /// At the newest state of this run; actions run as usual.
    case live
    /// At seq `seq` of this run, reducing nothing.
    case travelled(seq: UInt64)
    /// At seq `seq` of the bug report `name` loaded into the app, reducing nothing (`nil`: no
    /// state of it yet).
    case report(name: String, seq: UInt64?)
  }

  /// The root store: read it where the app read its root store, and again after a change.
  public private(set) var store: StoreObject
  /// Where the store stands.
  public private(set) var position: Position = .live
  /// The recorder the store records to.
  public let recorder: Recorder
  let glue: TravelGlue<State, Action, StoreObject>
  private let gate = TravelGate()
  private let history: TravelHistory<State, Action>
  /// The state, its shared values and seq when the app left `live`, for ``returnToLive()``.
  private var liveState: (state: State, shared: SharedValues, seq: UInt64)?
  private var observers: [@MainActor (StoreObject) -> Void] = []
  #if canImport(Combine)
  /// SwiftUI's change signal: sent before ``store`` changes.
  public let objectWillChange = ObservableObjectPublisher()
  #endif

  /// Creates the root and its first store at `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The app's initial state.
  ///   - recorder: The recorder the glue's store records to.
  ///   - historyLimit: How many of this run's actions the in-memory replay keeps (older ones are
  ///     folded into a kept state).
  ///   - glue: The store glue's operations.
  public init(
    initialState: State, recorder: Recorder, historyLimit: Int = 100_000,
    glue: TravelGlue<State, Action, StoreObject>
  ) {
    self.recorder = recorder
    self.glue = glue
    history = TravelHistory(
      initialState: initialState, shared: recorder.sharedValues(of: initialState),
      limit: historyLimit)
    store = glue.makeStore(
      initialState,
      Self.ticket(
        gate.next(frozen: false), gate: gate, history: history, recorder: recorder, glue: glue))
  }

  /// Calls `body` with the new store after every change of ``store``.
  ///
  /// - Parameter body: Hands the store to the app's root view or window.
  public func onStoreChange(_ body: @escaping @MainActor (StoreObject) -> Void) {
    observers.append(body)
  }

  /// The state of the current store.
  public var state: State { glue.state(store) }

  /// Sets the store to the state of `seq`: of this run, or of the report loaded with
  /// ``load(report:)``. It comes from `json` (the log's state) when the state is `Decodable`,
  /// else, for this run, from the in-memory replay. The store then reduces nothing until
  /// ``resume()`` or ``returnToLive()``.
  ///
  /// - Parameters:
  ///   - seq: The seq to stand at.
  ///   - json: The log's state at `seq`, when `attach` sends it.
  /// - Throws: ``LinkError`` `.cannotTravel` naming what is missing.
  public func travel(to seq: UInt64, json: JSONValue?) throws(LinkError) {
    let state: State
    let next: Position
    if case .report(let name, _) = position {
      state = try decodeReport(json, seq: seq, name: name)
      next = .report(name: name, seq: seq)
    } else {
      if let json, let decode = glue.decode, let decoded = try? decode(json) {
        state = decoded
      } else {
        do {
          state = try replayedState(at: seq)
        } catch {
          // Still live: the boxes a failed replay touched get their live values back.
          if case .live = position, let live = liveState {
            live.shared.restore()
            liveState = nil
          }
          throw error
        }
      }
      next = .travelled(seq: seq)
    }
    leaveLive()
    position = next
    replaceStore(state, frozen: true)
  }

  /// The state at `seq` of this run, rebuilt by reducing this run's actions again with their
  /// recorded dependency values and no effects.
  ///
  /// - Parameter seq: A seq of this run.
  /// - Returns: The state.
  /// - Throws: ``LinkError`` `.cannotTravel` for a seq the history does not hold.
  public func replayedState(at seq: UInt64) throws(LinkError) -> State {
    // The replay sets the live shared boxes to their values at `seq`: keep the live ones first.
    leaveLive()
    return try history.state(at: seq, reduce: replay)
  }

  /// Goes on from the travelled state: the log records a marker and the state as an `oob`
  /// record, and new actions run with their effects. Effects that were in flight at that point
  /// of the session are not restarted.
  ///
  /// - Returns: The seq of the `oob` record.
  /// - Throws: ``LinkError`` `.cannotTravel` when the app is live or stands at no state yet.
  @discardableResult
  public func resume() throws(LinkError) -> UInt64 {
    let note: String
    switch position {
    case .live:
      throw LinkError(.cannotTravel, "the app is live already; jump somewhere first")
    case .report(let name, nil):
      throw LinkError(.cannotTravel, "no state of \(name) yet; step or jump into it first")
    case .report(let name, let seq?): note = "time travel to #\(seq) of \(name), resumed"
    case .travelled(let seq): note = "time travel to #\(seq), resumed"
    }
    let current = state
    guard let seq = recorder.captureTravel(to: current, note: note) else {
      throw LinkError(
        .cannotTravel, "the recorder is not recording, so a resumed session could not be logged")
    }
    history.startSegment(at: seq, state: current, shared: recorder.sharedValues(of: current))
    position = .live
    liveState = nil
    gate.setFrozen(false)
    return seq
  }

  /// Back to the state the app had before the first jump; actions run as usual again.
  ///
  /// - Returns: The seq of that state.
  @discardableResult
  public func returnToLive() -> UInt64 {
    guard position != .live, let live = liveState else { return recorder.currentSeq }
    liveState = nil
    position = .live
    live.shared.restore()
    replaceStore(live.state, frozen: false)
    recorder.mark("time travel: back to the newest state #\(live.seq)")
    return live.seq
  }

  /// The states that follow come from a bug report's log, named `name` (its file name): the app
  /// records a marker, and travels decode the report's states.
  ///
  /// - Parameter name: The report's name, for the marker and messages.
  public func load(report name: String) {
    recorder.mark("time travel: loaded \(name)")
    leaveLive()
    position = .report(name: name, seq: nil)
    gate.setFrozen(true)
  }

  /// The seq of the newest state this run recorded.
  public var newestSeq: UInt64 { recorder.currentSeq }

  private func decodeReport(_ json: JSONValue?, seq: UInt64, name: String) throws(LinkError)
    -> State
  {
    guard let decode = glue.decode else {
      throw LinkError(
        .cannotTravel,
        "\(State.self) is not Decodable, so the app cannot take a state from \(name); make the "
          + "root state Codable to step through a bug report in the app")
    }
    guard let json else {
      throw LinkError(.cannotTravel, "\(name) has no state at #\(seq) (a gap or a damaged block)")
    }
    do {
      return try decode(json)
    } catch {
      throw LinkError(
        .cannotTravel,
        "the state at #\(seq) of \(name) does not decode as \(State.self): \(error); was the "
          + "report recorded by this build?")
    }
  }

  /// Keeps the live state for ``returnToLive()``, when the app is leaving it.
  private func leaveLive() {
    guard case .live = position, liveState == nil else { return }
    let current = state
    liveState = (current, recorder.sharedValues(of: current), recorder.currentSeq)
  }

  private func replaceStore(_ state: State, frozen: Bool) {
    #if canImport(Combine)
    objectWillChange.send()
    #endif
    let ticket = Self.ticket(
      gate.next(frozen: frozen), gate: gate, history: history, recorder: recorder, glue: glue)
    store = glue.makeStore(state, ticket)
    for observer in observers { observer(store) }
  }

  /// A ticket for a store of `generation`: its recorded actions go to the history.
  private static func ticket(
    _ generation: Int, gate: TravelGate, history: TravelHistory<State, Action>,
    recorder: Recorder, glue: TravelGlue<State, Action, StoreObject>
  ) -> TravelTicket<Action> {
    TravelTicket(gate: gate, generation: generation) { [weak history] action in
      let (seq, reads, shared, outOfBand) = recorder.lastAction
      if let outOfBand {
        history?.note(
          seq: outOfBand.seq, action: nil, reads: [], shared: outOfBand.shared, reduce: replay(glue)
        )
      }
      history?.note(seq: seq, action: action, reads: reads, shared: shared, reduce: replay(glue))
    }
  }

  private static func replay(_ glue: TravelGlue<State, Action, StoreObject>)
    -> TravelHistory<State, Action>.Reduce
  {
    { state, seq, action, reads in
      glue.willReplay?(seq)
      glue.reduce(&state, action, ServedReads(reads).channel)
    }
  }

  private var replay: TravelHistory<State, Action>.Reduce { Self.replay(glue) }
}

#if canImport(Combine)
import Combine

extension TimeTravelRoot: ObservableObject {}
#endif
