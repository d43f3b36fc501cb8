import ActionLog

/// A store shaped like TCA for the recorder: it gives actions no ids and says nothing of where an
/// action came from. Like the TCA glue, it lets the recorder number actions and effects and
/// announces each action an effect hands it; the recorder pairs them.
final class UnnumberedMiniStore<State, Action> {
  private(set) var state: State
  private let reduce: (inout State, Action) -> [Action]
  private let recording: StoreRecording
  /// Actions effects sent, waiting for the action being reduced to finish (TCA's buffer).
  private var buffer: [Action] = []
  private var isSending = false
  /// When set, the effect announces this action but hands the store its own: a store whose
  /// sends and reductions disagree, which must cost the cause, never give a wrong one.
  var announcedInstead: ((Action) -> Action)?
  /// When set, the reducer's follow-ups are immediate sends (`.send`) rather than an effect's.
  var sendsAtOnce = false

  init(
    state: State, recorder: Recorder, reduce: @escaping (inout State, Action) -> [Action]
  ) {
    self.state = state
    recording = StoreRecording(recorder)
    self.reduce = reduce
  }

  /// Sends an action from outside; effects' actions follow once it is reduced.
  func send(_ action: Action) {
    buffer.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !buffer.isEmpty { process(buffer.removeFirst()) }
  }

  private func process(_ action: Action) {
    recording.record(stateBefore: state, actionType: Action.self)
    let followUps = reduce(&state, action)
    let id = recording.record(action: action, state: state, origin: .unnumbered)
    guard !followUps.isEmpty else { return }
    if sendsAtOnce {
      for followUp in followUps {
        recording.willSend(followUp, from: .send(parent: id))
        process(followUp)
      }
      return
    }
    let effect = recording.nextEffectID()
    recording.record(
      effect: EffectLifecycleEvent(effect: effect, parent: id, name: "followUps", kind: .started))
    for followUp in followUps {
      recording.willSend(
        announcedInstead?(followUp) ?? followUp, from: .effect(parent: id, effect: effect))
      process(followUp)
    }
    recording.record(
      effect: EffectLifecycleEvent(effect: effect, parent: id, name: "followUps", kind: .finished))
  }
}
