/// What a store runs in place of one effect a reducer returned: sends the actions the log says
/// that effect sent, each once the steps before it have happened.
public struct ServedRun<Action: Sendable>: Sendable {
  /// The name of the effect the reducer returned.
  public let name: String
  let served: Int?
  let effects: ServedEffects<Action>

  /// Sends the effect's recorded actions through `send`, each at its place, then checks that the
  /// effect is cancelled where the log has it cancelled. Returns early when the task is cancelled
  /// or the session finished.
  ///
  /// - Parameter send: Delivers one action to the store; returns `false` when it was dropped (the
  ///   effect was cancelled).
  public func run(sending send: @Sendable (Action) async -> Bool) async {
    guard let served else { return }
    let effect = effects.effects[served]
    for (position, (seq, action)) in effect.sends.enumerated() {
      guard await effects.frontier.wait(until: seq - 1), !Task.isCancelled else {
        effects.frontier.settle(effect.sends[position...].map(\.seq))
        return
      }
      effects.willSend(seq)
      guard await send(action) else {
        effects.didNotSend(seq)
        effects.frontier.settle(effect.sends[position...].map(\.seq))
        return
      }
    }
    guard case .cancelled(let seq) = effect.end, seq <= effects.to else { return }
    // The store cancels while it reduces step `seq` or starts its effects; by the next step, or
    // the end of the session, it has.
    _ = await effects.frontier.wait(until: seq)
    _ = await effects.frontier.wait(until: seq + 1)
    guard !Task.isCancelled else { return }
    effects.report(
      EffectMismatch(
        .notCancelled, seq: seq,
        "#\(seq): the log has \(effect.name), started by #\(effect.startedBy), cancelled here; "
          + "this build had not cancelled it (\(ServedEffects.history(effect)))"))
  }
}
