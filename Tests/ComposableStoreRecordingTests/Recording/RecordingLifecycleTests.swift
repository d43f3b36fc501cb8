import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import LogFormat
import LogReading
import Testing
import ToolSupport

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingLifecycleTests {
  @Test func recordingToDevFullReportsOneErrorAndTheStoreKeepsWorking() throws {
    let errors = Collected<LogError>()
    let recorder = try Recorder(path: "/dev/full", options: .testing(errors: errors))
    let store = Store(initialState: SessionFeature.State()) {
      SessionFeature().recording(to: recorder)
    }
    for _ in 0..<20 { store.send(.increment) }
    recorder.flush()
    recorder.mark("after the failure")
    for _ in 0..<5 { store.send(.increment) }
    recorder.close()
    #expect(errors.elements.count == 1)
    #expect(errors.elements.first?.code == .writeFailed)
    #expect(recorder.lastError == errors.elements.first)
    #expect(!recorder.isRecording)
    #expect(store.state.count == 25)
  }

  @Test func anUnwritablePathFailsAtOnceWithOneError() {
    let path = "/nonexistent-\(UUID().uuidString)/session.ttlog"
    let error = #expect(throws: LogError.self) { _ = try Recorder(path: path, options: .testing()) }
    #expect(error?.code == .writeFailed)
    let store = Store(initialState: SessionFeature.State()) { SessionFeature() }
    store.send(.increment)
    #expect(store.state.count == 1)
  }

  @Test func markersCarryTheLatestSeqAndTheirText() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: SessionFeature.State()) {
      SessionFeature().recording(to: recorder)
    }
    store.send(.increment)
    store.send(.increment)
    recorder.mark("checkout failed")
    recorder.close()

    let markers = try RecordedLog(path: path).records("marker")
    #expect(
      markers == [
        .marker(
          MarkerRecord(seq: 2, wall: 1_700_000_000_015, mono: 15_000_000, text: "checkout failed"))
      ])
  }

  @Test func closeIsIdempotentAndLaterCallsAreNoOps() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: SessionFeature.State()) {
      SessionFeature().recording(to: recorder)
    }
    store.send(.increment)
    recorder.close()
    recorder.close()
    store.send(.increment)
    recorder.mark("late")
    recorder.flush()
    recorder.close()

    #expect(!recorder.isRecording)
    #expect(recorder.lastError == nil)
    let file = try LogFile(path: path)
    #expect(file.status == .closed)
    let log = try RecordedLog(path: path)
    #expect(log.records.map(\.kind) == ["key", "action", "close"])
  }

  @Test func aRecorderClosedBeforeAnyStateLeavesAnEmptyFile() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    recorder.close()
    #expect(throws: LogError.self) { try LogFile(path: path) }
  }
}
