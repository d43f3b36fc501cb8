/// What a store runs in place of one effect a reducer returned: sends the actions the log says
/// that effect sent, each once the steps before it have happened.
public struct ServedRun<Action: Sendable>: Sendable {
  /// The name of the effect the reducer returned.
  public let name: String
  let served: Int?
  let effects: ServedEffects<Action>

  /// Sends the effect's recorded actions through `send`, each at its place. An effect the log has
  /// cancelled then runs until the store cancels it or the session finishes; one the store has not
  /// cancelled by the step after the log's cancellation is reported at that step. Returns early
  /// when the task is cancelled or the session finished.
  ///
  /// Run it on the store's actor where the store starts effects there (as the stand-in store
  /// does): an effect whose run has begun is then checked when the next step begins, not later.
  ///
  /// - Parameters:
  ///   - isolation: The actor to begin on; the caller's by default.
  ///   - send: Delivers one action to the store; returns `false` when it was dropped (the effect
  ///     was cancelled).
  public func run(
    isolation: isolated (any Actor)? = #isolation,
    sending send: @Sendable (Action) async -> Bool
  ) async {
    guard let served else { return }
    let effects = self.effects
    await withTaskCancellationHandler {
      // Capturing `isolation` keeps this closure on the caller's actor, with no hop before the
      // check below.
      if effects.cancellations.begin(served, cancelled: Task.isCancelled) {
        effects.reportNotCancelled(served)
      }
      await sendRecorded(served, isolation: isolation, through: send)
    } onCancel: {
      effects.cancellations.stop(served)
    }
  }

  private func sendRecorded(
    _ served: Int, isolation: isolated (any Actor)? = #isolation,
    through send: @Sendable (Action) async -> Bool
  ) async {
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
    // The frontier never reaches `.max`: this waits for the store to cancel the effect
    // (`ServedEffects` checks, at the step after `seq`, that it has) or the session to finish.
    _ = await effects.frontier.wait(until: .max)
  }
}
