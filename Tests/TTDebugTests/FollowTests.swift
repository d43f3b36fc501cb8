import Foundation
import Testing
import ToolSupport

/// `log --follow` while another process records: what it printed is what `log` prints of the
/// finished file, through a close, the flight-recorder cap, a `kill -9` and a replaced file.
@Suite struct FollowTests {
  private func directory() throws -> String {
    try ScratchFolder.folder("follow")
  }

  private func log(_ path: String, _ extra: [String] = [], in directory: String) throws -> String {
    try CLIRunner.run(["log", path, "--no-pager"] + extra, stateHome: directory + "/state").stdout
  }

  @Test func aFollowerStartedBeforeTheAppPrintsWhatLogPrintsOfTheClosedFile() throws {
    let folder = try directory()
    let path = folder + "/session.ttlog"
    let follower = try BackgroundProcess.ttDebug(["log", "--follow", path], in: folder)
    follower.wait { _, stderr in stderr.contains("does not exist yet") }
    let recorder = try BackgroundProcess.recorder(path, in: folder, actions: 300)
    #expect(recorder.exitStatus() == 0)
    #expect(follower.exitStatus() == 0)
    #expect(collapsingSpaces(follower.stdout) == collapsingSpaces(try log(path, in: folder)))
    #expect(follower.stdout.split(separator: "\n").count == 300)
    let messages = follower.stderr.split(separator: "\n")
    #expect(
      messages.first == "tt-debug: \(path) does not exist yet; waiting for the app to create it")
    #expect(messages.last == "tt-debug: the app closed the log at #300")
    #expect(messages.filter { $0.contains("does not exist yet") }.count == 1)
  }

  @Test func theCapDroppingBlocksLosesAndDoublesNothing() throws {
    let folder = try directory()
    let path = folder + "/session.ttlog"
    let follower = try BackgroundProcess.ttDebug(["log", "-f", path], in: folder)
    follower.wait { _, stderr in stderr.contains("does not exist yet") }
    let recorder = try BackgroundProcess.recorder(
      path, in: folder, actions: 3000, maxFileBytes: 20_000)
    #expect(recorder.exitStatus() == 0)
    #expect(follower.exitStatus() == 0)
    let printed = withoutTimes(follower.stdout)
    #expect(printed.map { $0.split(separator: " ").first ?? "" } == (1...3000).map { "#\($0)" })
    // The trimmed file holds the newest blocks only: they are the end of what the follower printed.
    let kept = withoutTimes(try log(path, in: folder))
    #expect(kept.count > 0 && kept.count < 3000)
    #expect(Array(printed.suffix(kept.count)) == kept)
  }

  @Test func killingTheAppIsSaidOnceAndEverythingItFlushedIsPrinted() throws {
    let folder = try directory()
    let path = folder + "/session.ttlog"
    let follower = try BackgroundProcess.ttDebug(["log", "-f", path], in: folder)
    let recorder = try BackgroundProcess.recorder(path, in: folder, actions: nil)
    #expect(follower.wait { stdout, _ in stdout.split(separator: "\n").count >= 200 })
    recorder.kill(SIGKILL)
    #expect(follower.exitStatus() == 3)
    #expect(collapsingSpaces(follower.stdout) == collapsingSpaces(try log(path, in: folder)))
    let said = follower.stderr.split(separator: "\n").filter { $0.contains("without closing") }
    #expect(said.count == 1)
    #expect(said.first?.hasSuffix(": it crashed or was killed") == true)
  }

  /// A folder the app has not written to yet is waited for, and with --wait each launch's new
  /// log is followed in turn, each named as it starts.
  @Test func withWaitAFolderIsFollowedFromItsFirstLogThroughEachLaunch() throws {
    let folder = try directory()
    let logs = folder + "/logs"
    try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
    let follower = try BackgroundProcess.ttDebug(["log", "-f", "--wait", logs], in: folder)
    defer { follower.kill(SIGKILL) }
    #expect(follower.wait { _, stderr in stderr.contains("holds no log yet") })
    var expected = ""
    for (seed, actions) in [(1, 30), (2, 20)] {
      let app = try BackgroundProcess.launch(
        recordingInto: logs, in: folder, keptLogs: 3, actions: actions, seed: seed)
      #expect(app.exitStatus() == 0)
      let session = logs + "/session-00000\(seed).ttlog"
      expected += try log(session, in: folder)
      #expect(
        follower.wait { _, stderr in
          stderr.components(separatedBy: "the app closed the log").count - 1 == seed
        }, "\(follower.stderr)")
      #expect(follower.stderr.contains("tt-debug: following \(session), the newest log in \(logs)"))
    }
    #expect(collapsingSpaces(follower.stdout) == collapsingSpaces(expected))
  }

  @Test func withWaitANewSessionStartsOverWhetherRewrittenOrRenamedOver() throws {
    let folder = try directory()
    let path = folder + "/session.ttlog"
    let follower = try BackgroundProcess.ttDebug(["log", "-f", "--wait", path], in: folder)
    // SIGKILL: a child of the test process inherits its blocked SIGTERM.
    defer { follower.kill(SIGKILL) }
    func closes(_ count: Int) -> Bool {
      follower.wait { _, stderr in
        stderr.components(separatedBy: "the app closed the log").count - 1 == count
      }
    }
    var expected = ""
    // The app runs again: the same file is emptied (a recorder never replaces a log) and
    // written again.
    for (seed, actions) in [(1, 40), (2, 60)] {
      if seed > 1 { #expect(truncate(path, 0) == 0) }
      #expect(
        try BackgroundProcess.recorder(path, in: folder, actions: actions, seed: seed).exitStatus()
          == 0)
      expected += try log(path, in: folder)
      #expect(closes(seed))
    }
    // Another file is renamed over it.
    let other = folder + "/next.ttlog"
    #expect(
      try BackgroundProcess.recorder(other, in: folder, actions: 25, seed: 3).exitStatus() == 0)
    expected += try log(other, in: folder)
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.moveItem(atPath: other, toPath: path)
    #expect(closes(3))
    #expect(collapsingSpaces(follower.stdout) == collapsingSpaces(expected))
    let replaced = follower.stderr.split(separator: "\n").filter { $0.contains("replaced") }
    #expect(
      replaced
        == Array(
          repeating: "tt-debug: \(path) was replaced by a new session; starting over", count: 2))
  }

  @Test(arguments: [
    [String](), ["--route", "list"], ["--grep", "toggle"], ["--effects"], ["-n", "5"],
  ])
  func aClosedLogFollowedListsWhatLogLists(options: [String]) throws {
    let folder = try directory()
    let path = folder + "/session.ttlog"
    #expect(try BackgroundProcess.recorder(path, in: folder, actions: 120).exitStatus() == 0)
    let followed = try CLIRunner.run(["log", "-f", path] + options, stateHome: folder)
    #expect(followed.exitCode == 0)
    #expect(
      collapsingSpaces(followed.stdout) == collapsingSpaces(try log(path, options, in: folder)))
    #expect(followed.stderr == "tt-debug: the app closed the log at #120\n")
  }

  @Test func diffPrintsEachActionsChangeUnderItsLine() throws {
    let workspace = try Workspace()
    let followed = try workspace.run(["log", "-f", "--diff", workspace.log])
    #expect(followed.exitCode == 0)
    let plain = try workspace.run(["log", "-f", workspace.log])
    let lines = followed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // Without the diff lines (indented, or starting with - or +), the listing is the plain one.
    let rows = lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("-") && !$0.hasPrefix("+") }
    #expect(rows.joined(separator: "\n") == plain.stdout)
    // Under #1: `tt-debug diff FILE 1` without its `#0 → #1` line.
    let diff = try workspace.run(["diff", workspace.log, "1"]).stdout.split(separator: "\n")
    let first = try #require(lines.firstIndex { $0.hasPrefix("#1 ") })
    let second = try #require(lines.firstIndex { $0.hasPrefix("#2 ") })
    #expect(Array(lines[(first + 1)..<second]) == Array(diff.dropFirst()))
  }

  @Test func aDamagedHeaderBlockIsSaidOnce() throws {
    let workspace = try Workspace()
    let expected = try workspace.run(["log", workspace.log, "--no-pager"])
    let handle = try #require(FileHandle(forUpdatingAtPath: workspace.log))
    // Two bytes: more than the index's check table puts right.
    try handle.seek(toOffset: 60)
    let bytes = try #require(try handle.read(upToCount: 2))
    try handle.seek(toOffset: 60)
    try handle.write(contentsOf: Data(bytes.map { $0 ^ 0x22 }))
    try handle.close()
    let followed = try workspace.run(["log", "-f", workspace.log])
    #expect(followed.exitCode == 0)
    #expect(collapsingSpaces(followed.stdout) == collapsingSpaces(expected.stdout))
    let warnings = followed.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1, "\(followed.stderr)")
    #expect(
      warnings.first?.hasPrefix("tt-debug: warning: $DIR/session.ttlog: block 0 at byte 0") == true)
  }

  @Test func aDamagedBlockOfAFinishedLogIsItsGapLineAsLogPrintsIt() throws {
    let workspace = try GapTests.damagedWorkspace()
    let expected = try workspace.run(["log", workspace.log, "--no-pager"])
    let followed = try workspace.run(["log", "-f", workspace.log])
    #expect(followed.exitCode == 0, "\(followed.stderr)")
    #expect(collapsingSpaces(followed.stdout) == collapsingSpaces(expected.stdout))
    #expect(followed.stdout.contains("✕ " + GapTests.gapLine))
    #expect(followed.stderr == "tt-debug: the app closed the log at #49\n")
    // The last lines are those of the finished file, the gap among them.
    let last = try workspace.run(["log", "-f", "-n", "3", workspace.log])
    let lines = last.stdout.split(separator: "\n")
    #expect(lines.count == 3 && lines[0].hasPrefix("#24 ") && lines[2].hasPrefix("#49 "))
  }

  /// A record that does not parse under a good CRC is the same gap line `log` prints, where
  /// `log` prints it, and following goes on to the end (with `--diff` too).
  @Test func aRecordThatDoesNotParseIsItsGapLineAsLogPrintsIt() throws {
    let (workspace, gap) = try BadRecordCLITests.brokenWorkspace()
    let expected = try workspace.run(["log", workspace.log, "--no-pager"])
    for options in [[], ["--diff"]] {
      let followed = try workspace.run(["log", "-f", workspace.log] + options)
      #expect(followed.exitCode == 0, "\(options): \(followed.stderr)")
      #expect(followed.stdout.contains(gap), "\(options)")
      if options.isEmpty {
        #expect(collapsingSpaces(followed.stdout) == collapsingSpaces(expected.stdout))
      }
    }
  }

  @Test(arguments: [
    (["--to", "3"], "--to does not go with --follow"),
    (["--json"], "--json does not go with --follow"),
    (["--diff"], "--diff needs --follow"), (["--wait"], "--wait needs --follow"),
  ])
  func optionsThatCannotFollowAreRefused(options: [String], message: String) throws {
    let workspace = try Workspace()
    let follows = !options.contains("--diff") && !options.contains("--wait")
    let result = try workspace.run(["log", workspace.log] + (follows ? ["-f"] : []) + options)
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
