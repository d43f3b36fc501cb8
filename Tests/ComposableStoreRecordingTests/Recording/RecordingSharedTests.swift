import ComposableStore
import ComposableStoreRecording
import Foundation
import JSONTree
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingSharedTests {
  @Test func aSharedMutationBetweenActionsIsLoggedAsAnOutOfBandChange() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let settings = Shared(Settings())
    var initial = SessionFeature.State()
    initial.settings = settings
    let store = Store(initialState: initial) { SessionFeature().recording(to: recorder) }
    store.send(.increment)
    recorder.flush()
    settings.withLock { $0.theme = "dark" }
    store.send(.increment)
    recorder.close()

    let log = try RecordedLog(path: path)
    #expect(log.records.filter(\.makesState).map(\.kind) == ["action", "oob", "action"])
    guard case .outOfBand(let change) = log.records.first(where: { $0.kind == "oob" }) else {
      Issue.record("no oob record")
      return
    }
    #expect(change.seq == 2)
    #expect(change.shared == [1])  // the first (and only) shared reference the log met
    #expect(
      change.change
        == .delta([
          .replace(
            path: JSONPointer(tokens: ["settings", "value", "theme"]), value: .string("dark"))
        ]))
    let states = try log.rebuiltStates()
    #expect(states[1]?["settings"]?["value"]?["theme"] == .string("light"))
    #expect(states[3] == ValueEncoder().encode(store.state))
  }

  @Test func sharedChangesOutsideTheRecordedStateMakeNoRecord() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: SessionFeature.State()) {
      SessionFeature().recording(to: recorder)
    }
    store.send(.increment)
    recorder.flush()
    let unrelated = Shared(0)
    unrelated.withLock { $0 += 1 }
    store.send(.increment)
    recorder.close()

    let log = try RecordedLog(path: path)
    #expect(log.records("oob").isEmpty)
    #expect(log.actions.count == 2)
  }
}
