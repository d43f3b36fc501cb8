import LogFormat

extension Recorder {
  /// A new effect id, for a store that does not number its effects (TCA): the number an
  /// ``EffectLifecycleEvent`` and ``effectWillSend(_:parent:effect:)`` use.
  ///
  /// - Returns: The next id, from 1.
  public func nextEffectID() -> UInt64 {
    queue.withLock { $0.sends.nextEffectID() }
  }

  /// Tells the recorder that effect `effect`, returned while reducing store action `parent`, is
  /// handing `action` to the store, which reduces it next or after the actions already waiting.
  /// Call it on the store's queue; the action then reads `← effect of #N` when it is recorded
  /// with ``record(unnumberedAction:state:)``.
  ///
  /// ```swift
  /// effect.map { action in
  ///   recorder.effectWillSend(action, parent: parentID, effect: effectID)
  ///   return action
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the effect sends.
  ///   - parent: The store id ``record(unnumberedAction:state:)`` returned for the action whose
  ///     reduction returned the effect.
  ///   - effect: The effect's id from ``nextEffectID()``.
  public func effectWillSend<Action>(_ action: Action, parent: UInt64, effect: UInt64) {
    let fingerprint = ActionFingerprint(action)
    queue.withLock { $0.sends.noteSend(parent: parent, effect: effect, fingerprint: fingerprint) }
  }

  /// Records an action and the state after it for a store that gives actions no ids or origins
  /// (TCA): the recorder numbers the action, and takes its cause from the pending send of the
  /// same action (``effectWillSend(_:parent:effect:)``), or records it as `external` when none
  /// matches — never with another action's cause.
  ///
  /// ```swift
  /// recorder.record(stateBefore: state, actionType: Action.self)
  /// let effect = base.reduce(into: &state, action: action)
  /// let id = recorder.record(unnumberedAction: action, state: state)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the reducer handled.
  ///   - state: The state after it.
  ///   - reads: What the reducer read from nondeterministic dependencies, in order.
  /// - Returns: The store id the recorder gave the action, for the effects it returned.
  @discardableResult
  public func record<State, Action>(
    unnumberedAction action: Action, state: State, reads: [DependencyRead] = []
  ) -> UInt64 {
    let fingerprint =
      queue.withLock { $0.sends.hasPendingSends } ? ActionFingerprint(action) : nil
    let (id, source) = queue.withLock { $0.sends.nextAction(fingerprint: fingerprint) }
    record(action: action, state: state, storeActionID: id, source: source, reads: reads)
    return id
  }
}
