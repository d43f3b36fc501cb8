import ActionLog
import Foundation
import JSONTree
import LogFormat
import Testing

/// A log whose end is lost — the recorder dropped its last records, a copy was cut, the app was
/// killed — is never shown as whole: `last` goes to the newest state that exists, and `jump`,
/// `step`, `test` and `open --follow` name what was lost after it.
@Suite struct LostEndTests {
  /// A counter's log whose recorder dropped its last two records: #1 and #2 are states, #3 and
  /// #4 were never written (the log says so, and closes at #4).
  static func droppedEnd(in workspace: Workspace) throws {
    let start = HostileFixture.startWall
    let states = DroppedFixture.states
    let writer = try DroppedFixture.counterLog(at: workspace.log, first: states[0])
    for seq in 1...2 {
      try writer.append(
        LogRecord.action(
          ActionRecord(
            seq: UInt64(seq), wall: start + Int64(seq) * 100, mono: 0,
            action: .object(["increment": .object([:])]), summary: "increment", cause: .external,
            route: ["counter"],
            change: .delta(JSONPatch.diff(from: states[seq - 1], to: states[seq])))
        ).line)
    }
    try writer.append(
      LogRecord.dropped(
        DroppedRecord(seq: 4, count: 2, wall: start + 450, mono: 0, reason: "queue full")
      ).line)
    try writer.append(
      LogRecord.close(CloseRecord(seq: 4, wall: start + 500, mono: 0, actions: 4, dropped: 2)).line)
    try writer.close()
  }

  static let droppedGap = "#3…#4 lost: the recorder dropped 2 record(s) (queue full)"

  /// The session fixture left open (the app crashed) with its last 7 bytes cut off: #6's record
  /// is lost with them.
  static func cutEnd(in workspace: Workspace) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: workspace.log))
    try data.dropLast(7).write(to: URL(fileURLWithPath: workspace.log))
  }

  @Test func lastGoesToTheNewestStateAndNamesTheDroppedRecordsAfterIt() throws {
    let workspace = try Workspace()
    try Self.droppedEnd(in: workspace)
    let jump = try workspace.run(["jump", workspace.log, "last"])
    #expect(jump.exitCode == 0, "\(jump.stderr)")
    // The note comes first, as a step past a gap says what it skipped.
    let lines = jump.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "after it: " + Self.droppedGap, "\(jump.stdout)")
    #expect(lines.dropFirst().first?.hasPrefix("#2/4 ") == true, "\(jump.stdout)")
    let step = try workspace.run(["step", workspace.log])
    #expect(step.exitCode == 0)
    #expect(
      step.stdout.contains("already at the last state (#2); after it: " + Self.droppedGap),
      "\(step.stdout)")
    let show = try workspace.run(["show", workspace.log, "last"])
    #expect(show.exitCode == 0, "\(show.stderr)")
    #expect(show.stdout.contains("\"count\" : 2") || show.stdout.contains("count"))
    let diff = try workspace.run(["diff", workspace.log, "0", "last"])
    #expect(diff.exitCode == 0, "\(diff.stderr)")
    #expect(diff.stdout.hasPrefix("#0 → #2"), "\(diff.stdout)")
  }

  @Test func openFollowMovesASavedCursorToTheNewestStateThatExists() throws {
    let workspace = try Workspace()
    try Self.droppedEnd(in: workspace)
    #expect(try workspace.run(["jump", workspace.log, "1"]).exitCode == 0)
    let open = try workspace.run(["open", "--follow", workspace.log], stdin: "where\n")
    #expect(open.exitCode == 0, "\(open.stderr)")
    #expect(open.stdout.hasPrefix("#2/4 "), "\(open.stdout)")
  }

  @Test func aCutLogsLastStepSaysTheRecordsAfterItAreLost() throws {
    let workspace = try Workspace(close: false)
    try Self.cutEnd(in: workspace)
    let jump = try workspace.run(["jump", workspace.log, "last"])
    #expect(jump.exitCode == 0, "\(jump.stderr)")
    let lines = jump.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("after it: #6… lost: the log ends inside a record") == true,
      "\(jump.stdout)")
    #expect(lines.dropFirst().first?.hasPrefix("#5/5 ") == true, "\(jump.stdout)")
    let step = try workspace.run(["step", workspace.log])
    #expect(
      step.stdout.contains(
        "already at the last state (#5); after it: #6… lost: the log ends inside a record"),
      "\(step.stdout)")
  }

  @Test func aCrashedLogsLastStepSaysItWasNotClosed() throws {
    let workspace = try Workspace(close: false)
    #expect(try workspace.run(["jump", workspace.log, "last"]).exitCode == 0)
    let step = try workspace.run(["step", workspace.log])
    #expect(
      step.stdout.contains(
        "already at the last state (#6); after it: the log was not closed (the app crashed or "
          + "was killed), so later records may be lost"), "\(step.stdout)")
    // A log closed cleanly has nothing after its last state.
    let closed = try Workspace()
    #expect(try closed.run(["jump", closed.log, "last"]).stdout.contains("after it") == false)
    #expect(
      try closed.run(["step", closed.log]).stdout.contains(
        "already at the last state (#6); there is nothing after it"))
  }

  /// A log an app is writing now (it holds the writer lock) is not closed yet: that is no loss.
  @Test func aLogBeingWrittenIsNotCalledCrashed() throws {
    let workspace = try Workspace()
    let path = workspace.directory + "/live.ttlog"
    let session = try LiveSession(path: path)
    try session.act(3)
    #expect(try workspace.run(["jump", path, "last"]).stdout.hasPrefix("#3/3 "))
    let step = try workspace.run(["step", path])
    #expect(
      step.stdout.hasPrefix("already at the last state (#3); there is nothing after it"),
      "\(step.stdout)")
    let test = try workspace.run(["test", path])
    #expect(test.exitCode == 0, "\(test.stderr)")
    #expect(test.stderr.isEmpty, "\(test.stderr)")
    withExtendedLifetime(session) {}
  }

  @Test func aTestOfACutLogSaysWhereItStopsAndWhy() throws {
    let workspace = try Workspace(close: false)
    try Self.cutEnd(in: workspace)
    let output = workspace.directory + "/CutTests.swift"
    let test = try workspace.run(["test", workspace.log, "-o", output])
    #expect(test.exitCode == 0, "\(test.stderr)")
    let lines = test.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(test.stderr)")
    #expect(
      lines.first?.hasPrefix(
        "tt-debug: the test stops at #5, where the log does: #6… lost: the log ends inside a "
          + "record") == true, "\(test.stderr)")
    let file = try String(contentsOfFile: output, encoding: .utf8)
    let comment = file.split(separator: "\n").prefix { $0.hasPrefix("//") }
    #expect(
      comment.contains {
        $0.hasPrefix("// The log's end is lost, so the test stops at #5: #6… lost: the log ends")
      }, "\(file)")
    // A range that stops before the end says nothing.
    let early = try workspace.run(["test", workspace.log, "--to", "4"])
    #expect(early.exitCode == 0)
    #expect(early.stderr.isEmpty, "\(early.stderr)")
    #expect(!early.stdout.contains("end is lost"))
  }

  @Test func aTestOfALogWithNoActionIsRefusedUnlessItsRangeIsAsked() throws {
    let workspace = try Workspace()
    let writer = try DroppedFixture.counterLog(
      at: workspace.log, first: DroppedFixture.states[0])
    try writer.close()
    let test = try workspace.run(["test", workspace.log])
    #expect(test.exitCode == 4, "\(test.stdout)")
    #expect(test.stdout.isEmpty)
    #expect(
      test.stderr.hasPrefix("tt-debug: this log holds no action to replay: its states are #0…#0"),
      "\(test.stderr)")
    #expect(test.stderr.contains("pass --to 0 to write the test of that state anyway"))
    #expect(test.stderr.split(separator: "\n").count == 1)
    let asked = try workspace.run(["test", workspace.log, "--to", "0"])
    #expect(asked.exitCode == 0, "\(asked.stderr)")
    #expect(asked.stdout.contains("states #0…#0, 0 actions sent, 0 received."))
  }

  @Test func aDiffAcrossLostRecordsSaysSo() throws {
    let workspace = try GapTests.damagedWorkspace()
    let diff = try workspace.run(["diff", workspace.log, "24", "49"])
    #expect(diff.exitCode == 0, "\(diff.stderr)")
    #expect(
      diff.stderr
        == "tt-debug: the diff spans lost records: ✕ " + GapTests.gapLine
        + "; it compares the two states, not the steps between\n")
    // Either order; a diff beside the gap says nothing.
    #expect(try workspace.run(["diff", workspace.log, "49", "24"]).stderr == diff.stderr)
    #expect(try workspace.run(["diff", workspace.log, "48", "49"]).stderr.isEmpty)
    #expect(try workspace.run(["diff", workspace.log, "20", "24"]).stderr.isEmpty)
  }
}

/// `open`'s banner on a terminal says when the log is not whole.
@Suite(.enabled(if: TmuxPane.executable != nil, "tmux is not installed (.ci/run installs it)"))
struct LostEndBannerTests {
  private func banner(_ workspace: Workspace) throws -> String {
    let pane = try TerminalSessionTests.start(
      "open '\(workspace.log)' --color never", in: workspace, width: 200)
    let screen = try pane.screen { $0.last == ">" }
    return screen.dropLast().joined(separator: " ")
  }

  @Test func theBannerSaysTheLogIsDamagedOrCrashedAndHowManyGaps() throws {
    let damaged = try GapTests.damagedWorkspace()
    #expect(
      try banner(damaged).contains(
        "states #0…#49 (damaged, 1 gap: `tt-debug info` lists it), cursor at #0."))
    let cut = try Workspace(close: false)
    try LostEndTests.cutEnd(in: cut)
    #expect(
      try banner(cut).contains(
        "states #0…#5 (crashed: not closed, 1 gap: `tt-debug info` lists it), cursor at #0."))
    let dropped = try Workspace()
    try LostEndTests.droppedEnd(in: dropped)
    #expect(
      try banner(dropped).contains(
        "states #0…#4 (1 gap: `tt-debug info` lists it), cursor at #0."))
    let whole = try Workspace()
    #expect(try banner(whole).contains("states #0…#6, cursor at #0."))
  }
}
