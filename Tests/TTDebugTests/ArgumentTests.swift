import Foundation
import Testing

/// How commands read their arguments, options and positions, end to end on the built binary.
@Suite struct ArgumentTests {
  /// A workspace with its cursor at #3.
  static func workspaceAtThree() throws -> Workspace {
    let workspace = try Workspace()
    _ = try workspace.run(["jump", workspace.log, "3"])
    return workspace
  }

  @Test(arguments: [
    (["jump", "$LOG", "--", "-2"], "#1/6"),
    (["jump", "$LOG", "-2"], "#1/6"),
    (["jump", "$LOG", "--", "first"], "#0/6"),
    (["show", "$LOG", "-1"], "#2/6"),
    (["show", "$LOG", "--", "-1"], "#2/6"),
    (["show", "$LOG", "+1", "--pointer", "/tab"], "#4/6"),
    (["show", "$LOG", "+1", "/tab"], "#4/6"),
    (["show", "$LOG", "/tab", "+1"], "#4/6"),
    (["step", "$LOG", "--", "-2"], "#1/6"),
    (["step", "$LOG", "-2"], "#1/6"),
    (["back", "$LOG", "-2"], "#5/6"),
    (["diff", "$LOG", "-1", "--json"], "{"),
  ])
  func negativeTargetsAndCountsWork(arguments: [String], firstLine: String) throws {
    let workspace = try Self.workspaceAtThree()
    let result = try workspace.run(arguments.map { $0 == "$LOG" ? workspace.log : $0 })
    #expect(result.stderr == "")
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix(firstLine))
  }

  @Test(arguments: [
    (["step", "$LOG", "1", "2"], "tt-debug: unexpected extra argument '2'"),
    (["jump", "$LOG", "3", "4"], "tt-debug: unexpected extra argument '4'"),
    (["show", "$LOG", "1", "2"], "tt-debug: unexpected extra argument '2'; give one target and"),
    (
      ["show", "$LOG", "/tab", "--pointer", "/tab"], "tt-debug: two pointers, '/tab' and --pointer"
    ),
    (["diff", "$LOG", "1", "2", "3"], "tt-debug: unexpected extra argument '3'"),
    (["jump", "$LOG", "--bogus"], "tt-debug: unknown option '--bogus'; see `tt-debug help jump`"),
    (["step", "$LOG", "-x"], "tt-debug: unknown option '-x'; see `tt-debug help step`"),
    (
      ["log", "$LOG", "--frm", "2"],
      "tt-debug: unknown option '--frm' (did you mean '--from'?); see `tt-debug help log`\n"
    ),
    (["step", "$LOG", "two"], "tt-debug: 'two' is not a count"),
    (["log", "$LOG", "--limit", "-1"], "tt-debug: --limit must be 0 or more"),
    (["log", "$LOG", "--from", "-1"], "tt-debug: the value '-1' is invalid for --from <from>"),
  ])
  func extraWordsAndBadValuesAreUsageErrors(arguments: [String], message: String) throws {
    let workspace = try Self.workspaceAtThree()
    let result = try workspace.run(arguments.map { $0 == "$LOG" ? workspace.log : $0 })
    #expect(result.exitCode == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// A pointer after the target is `--pointer`, as `open`'s `show 12 /items` takes it.
  @Test func aPointerAfterTheTargetIsThePointerOption() throws {
    let workspace = try Self.workspaceAtThree()
    let option = try workspace.run(["show", workspace.log, "4", "--pointer", "/destination"])
    let word = try workspace.run(["show", workspace.log, "4", "/destination"])
    #expect(option.exitCode == 0 && word.exitCode == 0)
    #expect(word.stdout == option.stdout)
    #expect(word.stdout.contains("\"draft\""))
  }

  /// A filter that matches nothing says so once on stderr (exit 0), and `open`'s `find` says so
  /// in its session: an empty listing is never silent.
  @Test func aFilterThatMatchesNothingSaysSo() throws {
    let workspace = try Self.workspaceAtThree()
    let listed = try workspace.run(["log", workspace.log, "--grep", "nomatch", "--markers"])
    #expect(listed.exitCode == 0)
    #expect(listed.stdout == "")
    #expect(listed.stderr == "tt-debug: no line matches --grep 'nomatch' --markers\n")
    let found = try workspace.run(["open", workspace.log], stdin: "find nomatch\n")
    #expect(found.stdout.contains("no line contains 'nomatch'"), "\(found.stdout)")
    // A filter that matches says nothing more.
    #expect(try workspace.run(["log", workspace.log, "--grep", "tab"]).stderr == "")
  }

  /// A hint's command names the log as typed, quoted for the shell, ready to paste.
  @Test func aHintNamesTheLogAsTyped() throws {
    let workspace = try Workspace()
    let odd = workspace.directory + "/my log's.ttlog"
    try FileManager.default.copyItem(atPath: workspace.log, toPath: odd)
    let result = try workspace.run(["jump", odd, "@refund"])
    #expect(result.exitCode == 4)
    #expect(
      result.stderr
        == "tt-debug: no marker contains 'refund'; list the markers with "
        + "`tt-debug log '$DIR/my log'\\''s.ttlog' --markers`\n")
  }

  @Test func anUnknownCommandListsTheCommandsAndTheNearest() throws {
    let workspace = try Workspace()
    let bogus = try workspace.run(["bogus", workspace.log])
    #expect(bogus.exitCode == 64)
    #expect(
      bogus.stderr
        .hasPrefix("tt-debug: unknown command 'bogus'; the commands are info, log, show, diff,"))
    let typo = try workspace.run(["lgo", workspace.log])
    #expect(typo.stderr.hasPrefix("tt-debug: unknown command 'lgo'; did you mean 'log'?"))
  }

  @Test(arguments: ["info", "log", "show", "diff", "jump", "step", "back", "verify", "export"])
  func everyCommandTakesColor(command: String) throws {
    let workspace = try Workspace()
    var arguments = [command, workspace.log, "--color", "never"]
    if command == "diff" || command == "jump" { arguments.insert("1", at: 2) }
    let result = try workspace.run(arguments)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func openAndRecoverTakeColorToo() throws {
    let workspace = try Workspace()
    let open = try workspace.run(["open", workspace.log, "--color", "never"], stdin: "where\n")
    #expect(open.exitCode == 0)
    let out = workspace.directory + "/out.ttlog"
    let recover = try workspace.run(
      ["recover", workspace.log, "--output", out, "--color", "never"])
    #expect(recover.exitCode == 0)
  }

  @Test func theCauseHasOneJSONShape() throws {
    let workspace = try Workspace()
    let log = try workspace.run(["log", workspace.log, "--json"])
    let show = try workspace.run(["show", workspace.log, "3", "--json"])
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [[String: Any]])
    let causes = records.compactMap { $0["cause"] as? [String: Any] }
    #expect(causes.contains { $0["by"] as? String == "external" && $0.count == 1 })
    let effect = try #require(causes.first { $0["by"] as? String == "effect" })
    #expect(effect["seq"] as? Int == 2)
    #expect(effect["name"] as? String == "run @ HistoryDetail.swift:40")
    let state = try #require(
      try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
    let cause = try #require(state["cause"] as? [String: Any])
    #expect(NSDictionary(dictionary: cause).isEqual(to: effect))
  }

  @Test func dumbTerminalsGetNoColour() throws {
    // `auto` paints only a terminal; `script` gives the command one.
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    let workspace = try Workspace()
    let command = "'\(CLIRunner.binary.path)' log '\(workspace.log)' --no-pager"
    let painted = try workspace.run(
      ["-c", "script -qec \"\(command)\" /dev/null"], environment: ["TERM": "xterm"],
      executable: "/bin/sh")
    let dumb = try workspace.run(
      ["-c", "script -qec \"\(command)\" /dev/null"], environment: ["TERM": "dumb"],
      executable: "/bin/sh")
    #expect(painted.stdout.contains("\u{1B}["))
    #expect(!dumb.stdout.contains("\u{1B}["))
    #expect(dumb.stdout.contains("#1"))
  }

  @Test(arguments: [
    (
      ["export", "$LOG", "--format", "xml"],
      "tt-debug: the value 'xml' is invalid for --format <format>: it takes 'ndjson' or 'json'; "
        + "see `tt-debug help export`\n"
    ),
    (
      ["log", "$LOG", "--from", "-5"],
      "tt-debug: the value '-5' is invalid for --from <from>: a seq is a whole number, 0 or "
        + "more; see `tt-debug help log`\n"
    ),
    (["diff", "$LOG"], "tt-debug: missing the argument <a>; see `tt-debug help diff`\n"),
    (
      ["info", "$LOG", "extra"],
      "tt-debug: unexpected extra argument 'extra'; see `tt-debug help info`\n"
    ),
    (
      ["--color", "rainbow", "info", "$LOG"],
      "tt-debug: the value 'rainbow' is invalid for --color <color>: it takes 'auto', 'always' or "
        + "'never'; see `tt-debug help info`\n"
    ),
    (["--frob"], "tt-debug: unknown option '--frob'; see `tt-debug help`\n"),
    (
      ["export", "$LOG", "--to=-1"],
      "tt-debug: the value '-1' is invalid for --to <to>: a seq is a whole number, 0 or more; "
        + "see `tt-debug help export`\n"
    ),
  ])
  func parserMessagesAreOneTidyLine(arguments: [String], message: String) throws {
    let workspace = try Workspace()
    let result = try workspace.run(arguments.map { $0 == "$LOG" ? workspace.log : $0 })
    #expect(result.exitCode == 64)
    #expect(result.stderr.replacingOccurrences(of: workspace.log, with: "$LOG") == message)
  }
}
