import LogFormat
import Testing

@testable import ActionLog

/// The one place a store's action and effect ids become log causes.
@Suite struct CauseTrackerTests {
  private func tracker() -> CauseTracker {
    var tracker = CauseTracker()
    tracker.noteAction(id: 7, seq: 3)
    return tracker
  }

  @Test func anExternalActionHasNoParent() {
    #expect(tracker().cause(of: .external) == .external)
  }

  @Test func anImmediateSendIsLoggedAsEffectZeroOfItsParent() {
    #expect(tracker().cause(of: .send(parent: 7)) == .effect(seq: 3, effect: 0, name: "send"))
  }

  @Test func anEffectSendNamesTheRunningEffectAndTheSeqThatStartedIt() {
    var tracker = tracker()
    _ = tracker.note(EffectLifecycleEvent(effect: 1, parent: 7, name: "load", kind: .started))
    tracker.noteAction(id: 8, seq: 4)
    #expect(
      tracker.cause(of: .effect(parent: 7, effect: 1)) == .effect(seq: 3, effect: 1, name: "load"))
  }

  @Test(arguments: [EffectLifecycleEvent.Kind.finished, .cancelled, .failed("boom")])
  func anEndedEffectIsForgottenButItsParentStillNamesIt(_ end: EffectLifecycleEvent.Kind) {
    var tracker = tracker()
    _ = tracker.note(EffectLifecycleEvent(effect: 1, parent: 7, name: "load", kind: .started))
    let ended = tracker.note(EffectLifecycleEvent(effect: 1, parent: 7, name: "load", kind: end))
    #expect(ended.seq == 3 && ended.name == "load")
    #expect(
      tracker.cause(of: .effect(parent: 7, effect: 1)) == .effect(seq: 3, effect: 1, name: "effect")
    )
  }
}
