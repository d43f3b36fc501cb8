/// Where an action came from, as a store integration tells the recorder: the app, or an effect of
/// an earlier action.
///
/// Actions are named by the store's own ids (any increasing number the store gives each action it
/// reduces); the recorder turns them into log seqs, so a record reads `← effect of #24`.
///
/// ```swift
/// recorder.record(action: action, state: state, storeActionID: 25, source: .effect(parent: 24, effect: 3))
/// ```
public enum ActionSource: Hashable, Sendable {
  /// Sent from outside the store: a tap, a view's `.task`, a test.
  case external
  /// Sent by an effect returned while reducing store action `parent`. `effect` numbers the
  /// effect's operation within the store (the number ``EffectLifecycleEvent`` uses), or is 0 for
  /// an action the reducer sent at once (an immediate `.send`).
  case effect(parent: UInt64, effect: UInt64)
}
