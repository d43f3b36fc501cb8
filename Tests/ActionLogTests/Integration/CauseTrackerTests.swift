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

  @Test func anUnknownParentGivesNoCauseAndNoEffectRecordRatherThanSeqZero() {
    var tracker = tracker()
    #expect(tracker.cause(of: .send(parent: 99)) == .external)
    #expect(tracker.cause(of: .effect(parent: 99, effect: 5)) == .external)
    #expect(
      tracker.note(EffectLifecycleEvent(effect: 5, parent: 99, name: "x", kind: .started)) == nil)
  }

  @Test(arguments: [EffectLifecycleEvent.Kind.finished, .ended, .cancelled, .failed("boom")])
  func anEndedEffectIsForgottenButItsParentStillNamesIt(_ end: EffectLifecycleEvent.Kind) {
    var tracker = tracker()
    _ = tracker.note(EffectLifecycleEvent(effect: 1, parent: 7, name: "load", kind: .started))
    let ended = tracker.note(EffectLifecycleEvent(effect: 1, parent: 7, name: "load", kind: end))
    #expect(ended?.seq == 3 && ended?.name == "load")
    #expect(
      tracker.cause(of: .effect(parent: 7, effect: 1)) == .effect(seq: 3, effect: 1, name: "effect")
    )
  }
}

/// Fingerprints tell actions of different cases apart and ignore payload values.
@Suite struct ActionFingerprintTests {
  enum Child: Equatable { case tapped, saved(Int) }
  enum Root { case child(Child), element(id: Int, action: Child), other }

  @Test func casesFromTheRootDownIdentifyAnAction() {
    #expect(ActionFingerprint(Root.child(.tapped)).cases == ["child", "tapped"])
    #expect(
      ActionFingerprint(Root.element(id: 3, action: .saved(1))).cases == ["element", "saved"])
    #expect(ActionFingerprint(Root.other).cases == ["other"])
    #expect(ActionFingerprint(Root.child(.saved(1))) == ActionFingerprint(Root.child(.saved(2))))
    #expect(ActionFingerprint(Root.child(.saved(1))) != ActionFingerprint(Root.child(.tapped)))
  }

  @Test func aStructActionIsKnownByItsType() {
    struct Tap {}
    #expect(ActionFingerprint(Tap()).cases.count == 1)
  }

  @Test func pairingTakesTheOldestMatchingSendAndLeavesOthersWaiting() {
    var pairing = SendPairing()
    let first = pairing.nextAction(fingerprint: nil)
    pairing.noteSend(
      .effect(parent: first.id, effect: 1), fingerprint: ActionFingerprint(Root.other))
    pairing.noteSend(
      .effect(parent: first.id, effect: 2), fingerprint: ActionFingerprint(Root.child(.tapped)))
    let tapped = pairing.nextAction(fingerprint: ActionFingerprint(Root.child(.tapped)))
    #expect(tapped.source == .effect(parent: 1, effect: 2))
    let unknown = pairing.nextAction(fingerprint: ActionFingerprint(Root.child(.saved(0))))
    #expect(unknown.source == .external)
    let other = pairing.nextAction(fingerprint: ActionFingerprint(Root.other))
    #expect(other.source == .effect(parent: 1, effect: 1))
    #expect(!pairing.hasPendingSends)
  }
}
