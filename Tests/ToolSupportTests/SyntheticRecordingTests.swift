import Foundation
import Replay
import Testing
import ToolSupport

@MainActor
@Suite struct SyntheticRecordingTests {
  private func temporaryPath(_ name: String) -> String {
    ScratchFolder.path("\(name).ttlog")
  }

  private func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func navigationSessionRepeatsByteForByteForASeed() throws {
    let paths = ["a", "b", "c"].map(temporaryPath)
    defer { paths.forEach { try? FileManager.default.removeItem(atPath: $0) } }
    for (path, seed) in zip(paths, [UInt64(1), 1, 2]) {
      let outcome = try SyntheticRecording.record(
        actions: 300, size: .medium, seed: seed, to: path, pace: 64)
      #expect(outcome.actions == 300)
      #expect(outcome.dropped == 0)
      #expect(outcome.fileBytes == (try bytes(path)).count)
    }
    #expect(try bytes(paths[0]) == bytes(paths[1]))
    #expect(try bytes(paths[0]) != bytes(paths[2]))
    #expect(try Timeline(path: paths[0]).lastSeq == 300)
  }

  @Test func userScriptIsWhatTheRecordedSessionSent() throws {
    let script = SyntheticUser.script(count: 50, size: .small, seed: 4)
    var user = SyntheticUser(seed: 4)
    var state = StateSize.small.initialState
    for action in script {
      #expect(user.nextAction(after: state) == action)
      _ = SyntheticFeature().reduce(into: &state, action: action)
    }
  }

  @Test func drillSessionRepeatsAndItsNthActionMakesSeqN() throws {
    let paths = ["a", "b"].map(temporaryPath)
    defer { paths.forEach { try? FileManager.default.removeItem(atPath: $0) } }
    for path in paths { try DrillSession.record(to: path, actions: 120, seed: 3) }
    #expect(try bytes(paths[0]) == bytes(paths[1]))
    #expect(try Timeline(path: paths[0]).lastSeq == 120)
  }

  /// `tt-drills make-log` makes the log asked for: the recorder's bounded queue drops nothing
  /// however fast the script sends, here 30 queues' worth.
  @Test func aLongDrillSessionDropsNoAction() throws {
    let path = temporaryPath("long")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = DrillSession.options
    options.queueCapacity = 64
    let outcome = try DrillSession.record(to: path, actions: 2_000, seed: 3, options: options)
    #expect(outcome.dropped == 0)
    #expect(try Timeline(path: path).lastSeq == 2_000)
  }

  @Test func recordingToAnImpossiblePathThrows() {
    #expect(throws: (any Error).self) {
      try DrillSession.record(to: "/nonexistent-dir/x.ttlog", actions: 1, seed: 1)
    }
  }
}
