import Foundation
import Replay
import Testing

/// `nav-samples record --pace`: the scripted session played in real time, for following its log.
@Suite struct RecordCommandTests {
  @Test func aPacedRecordingHoldsTheSameSessionStampedWithTheWallClock() throws {
    let output = CommittedLogs.temporaryPath("paced")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let run = try CommittedLogs.runNavSamples([
      "record", "sign-up", "--output", output, "--pace", "1ms",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let paced = try Timeline(path: output)
    let committed = try Timeline(path: CommittedLogs.path("sign-up"))
    #expect(paced.actionCount == committed.actionCount)
    #expect(try paced.state(at: paced.lastSeq) == committed.state(at: committed.lastSeq))
    #expect(paced.startWall != committed.startWall)
  }

  @Test(arguments: ["fast", "250", "2h", "5000s"])
  func aPaceThatIsNotADurationIsOneLineAndAUsageError(pace: String) throws {
    let run = try CommittedLogs.runNavSamples([
      "record", "sign-up", "--output", CommittedLogs.temporaryPath("refused"), "--pace", pace,
    ])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("nav-samples: --pace takes a duration"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }
}
