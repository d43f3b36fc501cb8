import Testing

/// The commands' output on the fixture session, compared with golden files in Snapshots/.
@Suite struct OutputSnapshotTests {
  static let cases: [(name: String, arguments: [String])] = [
    ("info", ["info", "$LOG"]),
    ("info-json", ["info", "$LOG", "--json"]),
    ("log", ["log", "$LOG"]),
    ("log-effects", ["log", "$LOG", "--effects"]),
    ("log-grep-limit", ["log", "$LOG", "--grep", "detail", "--limit", "2"]),
    ("log-range-json", ["log", "$LOG", "--from", "3", "--to", "4", "--json"]),
    ("show-4", ["show", "$LOG", "4"]),
    ("show-pointer", ["show", "$LOG", "2", "--pointer", "/path/0/element"]),
    ("show-pointer-json", ["show", "$LOG", "3", "--pointer", "/tab", "--json"]),
    ("show-4-json", ["show", "$LOG", "4", "--json"]),
    ("diff-4", ["diff", "$LOG", "4"]),
    ("diff-1-3", ["diff", "$LOG", "1", "3"]),
    ("diff-json", ["diff", "$LOG", "0", "1", "--json"]),
    ("export-ndjson", ["export", "$LOG", "--from", "5"]),
    ("export-json", ["export", "$LOG", "--to", "1", "--format", "json"]),
    ("verify-clean", ["verify", "$LOG"]),
    ("help-root", ["--help"]),
    ("help-jump", ["help", "jump"]),
  ]

  @Test(arguments: cases.map(\.name))
  func outputMatchesGoldenFile(name: String) throws {
    let workspace = try Workspace()
    let arguments = Self.cases.first { $0.name == name }?.arguments ?? []
    let result = try workspace.run(arguments.map { $0 == "$LOG" ? workspace.log : $0 })
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    try Snapshot.expect(result.stdout, named: name)
  }

  @Test func versionIsZeroPointOne() throws {
    let result = try Workspace().run(["--version"])
    #expect(result == CLIResult(stdout: "0.1.0\n", stderr: "", exitCode: 0))
  }

  @Test func colorAlwaysPaintsAndNeverDoesNot() throws {
    let workspace = try Workspace()
    let painted = try workspace.run(["log", workspace.log, "--color", "always"])
    let plain = try workspace.run(["log", workspace.log, "--color", "never"])
    #expect(painted.stdout.contains("\u{1B}[1m#1\u{1B}[0m"))
    #expect(!plain.stdout.contains("\u{1B}"))
  }

  @Test func autoColorStaysPlainWhenPipedOrNoColorIsSet() throws {
    let workspace = try Workspace()
    let piped = try workspace.run(["diff", workspace.log, "2"])
    let noColor = try workspace.run(["diff", workspace.log, "2"], environment: ["NO_COLOR": "1"])
    #expect(!piped.stdout.contains("\u{1B}"))
    #expect(!noColor.stdout.contains("\u{1B}"))
  }
}
