import LogFormat

/// Maps the store's action and effect ids to log seqs and effect names, so causes and effect records
/// name what a reader can find in the log. Lives inside the recorder's lock.
struct CauseTracker {
  /// Store action id → log seq, for recent actions.
  private var actionSeqs: [UInt64: UInt64] = [:]
  /// The newest store action id seen.
  private var newestActionID: UInt64 = 0
  /// Running effects: effect id → the seq of the action that started it and the effect's name.
  private var effects: [UInt64: (seq: UInt64, name: String)] = [:]
  /// How many recent actions keep their mapping; older ones are forgotten to bound memory.
  let window: UInt64

  init(window: UInt64 = 4096) {
    self.window = window
  }

  /// Remembers that store action `id` made state `seq`.
  mutating func noteAction(id: UInt64, seq: UInt64) {
    actionSeqs[id] = seq
    newestActionID = max(newestActionID, id)
    if UInt64(actionSeqs.count) > 2 * window {
      let oldest = newestActionID > window ? newestActionID - window : 0
      actionSeqs = actionSeqs.filter { $0.key > oldest }
    }
  }

  /// The seq of store action `id`, when still remembered.
  func seq(ofAction id: UInt64) -> UInt64? { actionSeqs[id] }

  /// The cause of an action from `source`. A parent the tracker does not know (reduced before
  /// recording began, or forgotten past the window) gives no cause rather than a wrong seq.
  func cause(of source: ActionSource) -> ActionCause {
    switch source {
    case .external:
      return .external
    case .send(let parent):
      guard let seq = seq(ofAction: parent) else { return .external }
      return .immediateSend(by: seq)
    case .effect(let parent, let effect):
      if let running = effects[effect] {
        return .effect(seq: running.seq, effect: effect, name: running.name)
      }
      guard let seq = seq(ofAction: parent) else { return .external }
      return .effect(seq: seq, effect: effect, name: "effect")
    }
  }

  /// Updates the running effects for `event` and returns the parent's seq and the effect's name,
  /// or `nil` when the parent is unknown (then no effect record is written: it would name a wrong
  /// action).
  mutating func note(_ event: EffectLifecycleEvent) -> (seq: UInt64, name: String)? {
    let id = event.effect
    guard let known = effects[id] ?? seq(ofAction: event.parent).map({ ($0, event.name) }) else {
      return nil
    }
    switch event.kind {
    case .started: effects[id] = known
    case .finished, .ended, .cancelled, .failed: effects[id] = nil
    }
    return known
  }
}
