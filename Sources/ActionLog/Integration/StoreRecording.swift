import LogFormat
import ValueCoding

/// What a store's glue tells a ``Recorder``: the state before each action, the action with what
/// the store knows of its origin, the dependency values its reducer read, and its effects.
///
/// An app never calls it: it hands a ``Recorder`` to its store's glue (`.recording(to:)`), and
/// the glue records through a `StoreRecording` of it. A glue records each action in two calls
/// around the app's reducer, on the store's thread:
///
/// ```swift
/// let recording = StoreRecording(recorder)
/// recording.record(stateBefore: state, actionType: AppFeature.Action.self)
/// let (effect, reads) = recording.collectingReads { channel in
///   base.reduce(into: &state, action: action)  // with the store's dependencies routed through `channel`
/// }
/// let id = recording.record(action: action, state: state, origin: .unnumbered, reads: reads)
/// ```
public struct StoreRecording: Sendable {
  /// What a store knows of where an action came from.
  public enum Origin: Hashable, Sendable {
    /// The store numbers its actions (increasing, unique within the store) and knows where each
    /// came from.
    case numbered(UInt64, source: ActionSource)
    /// The store gives actions no ids and does not say where they came from (TCA). The recorder
    /// numbers the action and takes its source from the oldest pending send of the same action
    /// (``willSend(_:from:)``), or records it as `external` when none matches — never with
    /// another action's source.
    case unnumbered
  }

  /// The recorder the glue records to.
  let recorder: Recorder

  /// A glue's view of `recorder`.
  ///
  /// - Parameter recorder: The recorder the app handed to `.recording(to:)`.
  public init(_ recorder: Recorder) {
    self.recorder = recorder
  }

  /// Records the state an action is about to change: call it just before the app's reducer runs,
  /// then ``record(action:state:origin:reads:)`` just after.
  ///
  /// The first call records the initial state (seq 0) and writes the header. Later calls log an
  /// out-of-band (`oob`) record when a shared reference the state holds changed since the previous
  /// capture, outside any action.
  ///
  /// - Parameters:
  ///   - state: The state before the action.
  ///   - actionType: The root action type, named in the header.
  public func record<State, Action>(stateBefore state: State, actionType: Action.Type) {
    recorder.captureStateBefore(state, actionType: actionType)
  }

  /// Records an action and the state after it; call it right after the reducer ran.
  ///
  /// The recorder maps the store's action ids to log seqs, so an action sent by an effect reads
  /// `← effect of #N` in the log, and effect records name the action that started them. Without
  /// an earlier ``record(stateBefore:actionType:)``, the first call's state also stands for the
  /// initial state (seq 0).
  ///
  /// - Parameters:
  ///   - action: The action the reducer handled.
  ///   - state: The state after it.
  ///   - origin: What the store knows of where the action came from; `unnumbered` by default.
  ///   - reads: What the reducer read from nondeterministic dependencies, in order
  ///     (``collectingReads(_:)``); logged with the action so replay can serve them back.
  /// - Returns: The action's id: the store's, or the one the recorder gave an unnumbered action,
  ///   for the effects it returned (``willSend(_:from:)``, ``record(effect:)``).
  @discardableResult
  public func record<State, Action>(
    action: Action, state: State, origin: Origin = .unnumbered, reads: [DependencyRead] = []
  ) -> UInt64 {
    recorder.captureInitialStateIfNeeded(state, actionType: Action.self)
    switch origin {
    case .numbered(let id, let source):
      recorder.captureAction(
        action, state: state, cause: { $0.cause(of: source) }, storeActionID: id, reads: reads)
      return id
    case .unnumbered:
      let (id, source) = recorder.pairedSource(of: action)
      recorder.captureAction(
        action, state: state, cause: { $0.cause(of: source) }, storeActionID: id, reads: reads)
      return id
    }
  }

  /// Records what happened to an effect operation: started, finished, ended (finished or cancelled
  /// by an unreported id), cancelled or failed.
  ///
  /// - Parameter event: The event, in the store's ids.
  public func record(effect event: EffectLifecycleEvent) {
    recorder.captureEffect(event)
  }

  /// A new effect id, for a store that does not number its effects (TCA): the number an
  /// ``EffectLifecycleEvent`` and ``willSend(_:from:)`` use.
  ///
  /// - Returns: The next id, from 1.
  public func nextEffectID() -> UInt64 {
    recorder.queue.withLock { $0.sends.nextEffectID() }
  }

  /// Tells the recorder that an action of an unnumbered store (``Origin/unnumbered``) is about to
  /// reach the store from `source`: an immediate send of the action being reduced, or an effect of
  /// it. Call it on the store's queue; the action then reads `← send of #N` or `← effect of #N`
  /// when it is recorded.
  ///
  /// ```swift
  /// effect.map { action in
  ///   recording.willSend(action, from: .effect(parent: parentID, effect: effectID))
  ///   return action
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action being sent.
  ///   - source: Where it comes from, in the ids ``record(action:state:origin:reads:)`` returned
  ///     and ``nextEffectID()`` gave; `external` is ignored.
  public func willSend<Action>(_ action: Action, from source: ActionSource) {
    guard source != .external else { return }
    let fingerprint = ActionFingerprint(action)
    recorder.queue.withLock { $0.sends.noteSend(source, fingerprint: fingerprint) }
  }

  /// Runs the app's reducer with a fresh ``DependencyReadChannel`` that logs every value it reads,
  /// and returns what the reducer returned with the reads, sealed: what the effects read when they
  /// run later reaches the reducer as actions, which the log already holds.
  ///
  /// - Parameter body: Reduces one action, with the store's dependencies routed through the
  ///   channel it is given.
  /// - Returns: What `body` returned and the reads, in order.
  public func collectingReads<Result>(_ body: (DependencyReadChannel) -> Result) -> (
    Result, [DependencyRead]
  ) {
    let log = DependencyReadLog()
    let result = body(.recording(into: log))
    return (result, log.seal())
  }

  /// Records the session constants the reducers read — `calendar`, `timeZone`, `locale`, as
  /// identifiers — so replay can run with the same ones. The recorder writes them with the next
  /// action, and again at the start of every block; call it once, or whenever one changes.
  ///
  /// ```swift
  /// recording.record(environment: ["calendar": "gregorian", "timeZone": "Europe/Paris", "locale": "fr_FR"])
  /// ```
  ///
  /// - Parameter environment: Name → identifier.
  public func record(environment: [String: String]) {
    recorder.queue.withLock { storage in
      storage.environment.merge(environment) { _, new in new }
    }
  }

  /// Whether no session constants were recorded yet: a glue calls ``record(environment:)`` once,
  /// on its first action, when this is `true`.
  public var needsEnvironment: Bool {
    recorder.queue.withLock { $0.environment.isEmpty }
  }
}
