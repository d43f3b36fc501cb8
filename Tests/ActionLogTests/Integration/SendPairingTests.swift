import ActionLog
import Foundation
import LogFormat
import Testing
import ToolSupport

/// A store that names neither actions nor effects (as TCA) records the same causes and effect
/// records as a store that numbers both, through the recorder's pairing of sends.
@Suite struct SendPairingTests {

  private func freshState() -> MiniApp.State {
    MiniApp.State(profile: MiniShared(box: MiniBox(MiniApp.Profile(name: "Ada"))))
  }

  private func recordNumbered(
    _ name: String, _ actions: [MiniApp.Action], sendsAtOnce: Bool = false
  ) throws -> RecordedLog {
    let path = TestPaths.log(name + "-numbered")
    let recorder = try Recorder(path: path, options: .testing())
    let store = MiniStore(state: freshState(), recorder: recorder, reduce: MiniApp.reduce)
    store.sendsAtOnce = sendsAtOnce
    actions.forEach(store.send)
    recorder.close()
    return try RecordedLog(path: path)
  }

  private func recordUnnumbered(
    _ name: String, _ actions: [MiniApp.Action],
    announcing: ((MiniApp.Action) -> MiniApp.Action)? = nil, sendsAtOnce: Bool = false
  ) throws -> RecordedLog {
    let path = TestPaths.log(name + "-unnumbered")
    let recorder = try Recorder(path: path, options: .testing())
    let store = UnnumberedMiniStore(state: freshState(), recorder: recorder, reduce: MiniApp.reduce)
    store.announcedInstead = announcing
    store.sendsAtOnce = sendsAtOnce
    actions.forEach(store.send)
    recorder.close()
    return try RecordedLog(path: path)
  }

  @Test func bothStoreShapesRecordTheSameCausesAndEffectRecords() throws {
    let script: [MiniApp.Action] = [.greet, .rename("Grace"), .open(2), .rename("Ada"), .back]
    let numbered = try recordNumbered(#function, script)
    let unnumbered = try recordUnnumbered(#function, script)
    #expect(unnumbered.actions.map(\.cause) == numbered.actions.map(\.cause))
    #expect(unnumbered.effects.map(\.event) == numbered.effects.map(\.event))
    #expect(unnumbered.effects.map(\.action) == numbered.effects.map(\.action))
    #expect(unnumbered.effects.map(\.effect) == numbered.effects.map(\.effect))
    #expect(
      numbered.actions.map(\.cause).contains(.effect(seq: 2, effect: 1, name: "followUps")))
  }

  @Test func anImmediateSendIsEffectZeroNamedSendOnBothStoreShapes() throws {
    let numbered = try recordNumbered(#function, [.rename("Grace")], sendsAtOnce: true)
    let unnumbered = try recordUnnumbered(#function, [.rename("Grace")], sendsAtOnce: true)
    let causes: [ActionCause] = [.external, .effect(seq: 1, effect: 0, name: "send")]
    #expect(numbered.actions.map(\.cause) == causes)
    #expect(unnumbered.actions.map(\.cause) == causes)
    #expect(numbered.effects.isEmpty && unnumbered.effects.isEmpty)
  }

  @Test func anActionThatIsNotTheOneAnnouncedGetsNoCauseRatherThanAWrongOne() throws {
    let unnumbered = try recordUnnumbered(#function, [.rename("Grace")]) { _ in .greet }
    #expect(unnumbered.actions.map(\.cause) == [.external, .external])
  }
}
