import AppRootSample
import Foundation
import LogFormat
import LogReading
import SampleSupport
import Testing

/// `nav-samples replay`: a committed log re-run through its sample's reducer, from the command line.
@Suite struct ReplayCommandTests {
  @Test(arguments: CommittedLogs.all)
  func everyCommittedLogReplaysFaithfully(name: String) throws {
    let run = try CommittedLogs.runNavSamples(["replay", name, CommittedLogs.path(name)])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("every state matches the log"), "\(run.stdout)")
    #expect(run.stderr.isEmpty)
  }

  @Test func ignoringAnActionDivergesWithTheDiffAndExitsOne() throws {
    let run = try CommittedLogs.runNavSamples([
      "replay", "tab-stack", CommittedLogs.path("tab-stack"), "--ignore", "incrementButtonTapped",
    ])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "diverged at seq 3: path(.element(id: 0, action: .firstDetail(.incrementButtonTapped)))",
      "\(run.stdout)")
    #expect(lines.contains { $0.hasPrefix("-") } && lines.contains { $0.hasPrefix("+") })
    #expect(lines.contains { $0.hasSuffix("; the last one diverged") }, "\(run.stdout)")
  }

  @Test func aRangeChecksOnlyItsActions() throws {
    let run = try CommittedLogs.runNavSamples([
      "replay", "app-root", CommittedLogs.path("app-root"), "--from", "10", "--to", "20",
    ])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasPrefix("10 actions checked from seq 10; every state matches the log"),
      "\(run.stdout)")
  }

  @Test func aCrashedLogReplaysWhatWasRecoveredAndSaysSo() throws {
    let path = CommittedLogs.temporaryPath("crashed")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let committed = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("app-root")))
    // Cut where a crash leaves the file: after a flush, with no record begun.
    var cut = committed.count / 2
    while cut > committed.count / 4 {
      try committed.prefix(cut).write(to: URL(fileURLWithPath: path))
      if case .crashed(let tail) = try LogFile(path: path).status, tail.discardedBytes == 0 {
        break
      }
      cut -= 1
    }
    let run = try CommittedLogs.runNavSamples(["replay", "app-root", path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("every state matches the log"), "\(run.stdout)")
    #expect(run.stdout.contains("note: the log was not closed"), "\(run.stdout)")
  }

  /// A copy cut inside a record lost the actions after it: replay says so and exits 3, as its help
  /// promises, unless the range stops before the cut.
  @Test func aCutLogsLostEndIsNamedAsUncheckedAndExitsThree() throws {
    let path = CommittedLogs.temporaryPath("cut")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let committed = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("app-root")))
    try committed.prefix(committed.count * 3 / 10).write(to: URL(fileURLWithPath: path))
    guard case .crashed(let tail) = try LogFile(path: path).status, tail.discardedBytes > 0 else {
      Issue.record("the cut should end inside a record")
      return
    }
    let run = try CommittedLogs.runNavSamples(["replay", "app-root", path])
    #expect(run.status == 3, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("but the log lost some: it is not proven faithful") == true)
    #expect(
      lines.contains {
        $0.contains("… lost: the log ends inside a record: ")
          && $0.hasSuffix("; its actions were not checked")
      }, "\(run.stdout)")
    let early = try CommittedLogs.runNavSamples(["replay", "app-root", path, "--to", "3"])
    #expect(early.status == 0, "\(early.stdout)\(early.stderr)")
  }

  @Test func aDamagedBlockIsNamedAsUncheckedAndExitsThree() async throws {
    // App-root recorded in short blocks, so damage to one leaves blocks either side.
    let path = CommittedLogs.temporaryPath("damaged")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = AppRootSession.recordingOptions
    options.keyframeRatio = 1
    options.minBlockBytes = 0
    options.minRecordsPerBlock = 8
    _ = try await AppRootSession.record(to: path, options: options)
    let data = try LogFile(path: path).blocks.filter { $0.kind == .data }
    try #require(data.count >= 4)
    let damaged = data[2]
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    // Two bytes: more than the index's check table puts right.
    bytes[damaged.offset + damaged.compressedSize / 2] ^= 0x5A
    bytes[damaged.offset + damaged.compressedSize / 2 + 1] ^= 0x5A
    try bytes.write(to: URL(fileURLWithPath: path))

    let run = try CommittedLogs.runNavSamples(["replay", "app-root", path])
    #expect(run.status == 3, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("but the log lost some: it is not proven faithful") == true)
    #expect(!run.stdout.contains("every state matches"), "\(run.stdout)")
    let unchecked = lines.filter { $0.contains(" not checked: ") }
    #expect(unchecked.count == 1, "\(run.stdout)")
    #expect(
      unchecked.first?.hasSuffix(
        "block \(damaged.index) at byte \(damaged.offset) is damaged") == true, "\(run.stdout)")
    #expect(run.stderr.isEmpty)

    // A build that ignores the delete button still diverges after the damaged block: exit 1.
    let buggy = try CommittedLogs.runNavSamples([
      "replay", "app-root", path, "--ignore", "deleteButtonTapped",
    ])
    #expect(buggy.status == 1, "\(buggy.stdout)\(buggy.stderr)")
  }

  @Test func anotherSamplesLogIsRefusedWithExitTwo() throws {
    let run = try CommittedLogs.runNavSamples([
      "replay", "sign-up", CommittedLogs.path("split-view"),
    ])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix("nav-samples: cannot replay ")
        && run.stderr.contains("SplitViewSample.SplitViewFeature.State"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test func aMissingLogIsOneLineAndExitTwo() throws {
    let run = try CommittedLogs.runNavSamples(["replay", "sign-up", "/nonexistent/x.ttlog"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("nav-samples: cannot replay /nonexistent/x.ttlog: "))
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test func anUnknownSampleIsAUsageError() throws {
    let run = try CommittedLogs.runNavSamples(["replay", "nope", CommittedLogs.path("sign-up")])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("nav-samples: unknown sample 'nope'"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  @Test func aBackwardsRangeIsOneLineAndAUsageError() throws {
    let run = try CommittedLogs.runNavSamples([
      "replay", "app-root", CommittedLogs.path("app-root"), "--from", "40", "--to", "30",
    ])
    #expect(run.status == 64)
    #expect(
      run.stderr
        == "nav-samples: --from 40 is after --to 30; give the earlier seq first; see "
        + "`nav-samples help` for usage\n")
  }
}
