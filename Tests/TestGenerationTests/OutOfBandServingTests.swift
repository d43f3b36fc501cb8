import ActionLog
import Replay
import TestGeneration
import Testing
import ToolSupport
import ValueCoding

/// A shared value changed outside any action (`oob`): a test that serves effects checks the value
/// it held before, then applies the change at its place, through the reference, where the state
/// first holds it (so a wrong write that the change overwrites still fails there).
@Suite struct OutOfBandServingTests {
  final class Box: @unchecked Sendable {
    var name: String
    init(_ name: String) { self.name = name }
  }

  struct Profile: RecordableSharedReference {
    let box: Box
    var recordedReference: AnyObject { box }
    var recordedValue: Any { box.name }
  }

  struct Settings {
    var profile: Profile
  }

  struct State {
    var count = 0
    var settings: Settings
  }

  enum Action {
    case add
  }

  /// Records `add`, a change of the shared name outside any action, then `add`.
  private func record(_ name: String) throws -> Timeline {
    let path = TestPaths.log(name)
    let recorder = try Recorder(path: path, options: .testing())
    let recording = StoreRecording(recorder)
    var state = State(settings: Settings(profile: Profile(box: Box("Ada"))))
    for id in UInt64(1)...2 {
      recording.record(stateBefore: state, actionType: Action.self)
      state.count += 1
      recording.record(action: Action.add, state: state, origin: .numbered(id, source: .external))
      state.settings.profile.box.name = "Grace"
    }
    recorder.close()
    return try Timeline(path: path)
  }

  @Test func aChangeOutsideAnyActionIsAppliedThroughItsReference() throws {
    let timeline = try record(#function)
    let served = try TestGenerator(
      timeline: timeline, options: TestOptions(conventions: .composableStore)
    ).file()
    #expect(
      served.contains(
        "s: a shared value changed outside any action, applied as the log has it\n"
          + "  effects.outOfBand(at: 2) {\n"
          + "    #expect(store.state.settings.profile == \"Ada\", \"#2\")\n"
          + "    store.state.settings.$profile.withLock { $0 = \"Grace\" }\n  }\n"),
      "\(served)")
    #expect(served.contains("return ServedEffects(from: 0, to: 3, outOfBand: [2], effects)"))

    let live = try TestGenerator(
      timeline: timeline, options: TestOptions(conventions: .composableStore, servesEffects: false)
    ).file()
    #expect(!live.contains("outOfBand"))
    #expect(live.contains("a test store cannot cause that"))
  }
}
