/// Where an action came from, as a store integration tells the recorder: from outside the store,
/// from a reducer's immediate `.send`, or from an effect operation of an earlier action.
///
/// Actions are named by the store's own ids (any increasing number the store gives each action it
/// reduces); the recorder turns them into log seqs, so a record reads `← effect of #24`.
///
/// ```swift
/// recording.record(action: action, state: state, origin: .numbered(25, source: .effect(parent: 24, effect: 3)))
/// recording.record(action: action, state: state, origin: .numbered(26, source: .send(parent: 25)))
/// ```
public enum ActionSource: Hashable, Sendable {
  /// Sent from outside the store: a tap in a view, a view's `.task`, a test.
  case external
  /// Sent at once by the reducer of store action `parent` (an immediate `.send` effect), before
  /// any operation ran. Logged as effect 0 named `send` on every store.
  case send(parent: UInt64)
  /// Sent by effect operation `effect` (numbered by the store from 1, the number
  /// ``EffectLifecycleEvent`` uses) that was returned while reducing store action `parent`.
  case effect(parent: UInt64, effect: UInt64)
}
