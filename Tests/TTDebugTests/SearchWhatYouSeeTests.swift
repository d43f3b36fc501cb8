import Foundation
import Testing

/// What `log` shows is what `--grep`, `find` and a `grep` of piped output search: the action as a
/// key path, in the terminal's columns.
@Suite struct SearchWhatYouSeeTests {
  static let appRoot = FittedLogTests.sample("app-root")

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  @Test func grepMatchesTheKeyPathTheTerminalShows() throws {
    let workspace = try Workspace()
    let shown = try workspace.run(["log", Self.appRoot, "--width", "80"])
    #expect(shown.stdout.contains("mainTab.history.rowTapped(id: 2)"))
    let found = try workspace.run(["log", Self.appRoot, "--grep", "history.rowTapped", "--json"])
    let seqs = try #require(
      try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [[String: Any]]
    ).compactMap { $0["seq"] as? Int }
    #expect(seqs == [20, 31, 35])
    // The summary the log holds still matches.
    let nested = try workspace.run(["log", Self.appRoot, "--grep", "(.rowTapped(id: 2)", "--json"])
    #expect(nested.stdout.contains("\"seq\" : 20") || nested.stdout.contains("\"seq\": 20"))
  }

  @Test func pipedLogIsTheTerminalsLayoutWithEveryActionWhole() throws {
    let workspace = try Workspace()
    // Without $COLUMNS (the test runner pins 80 for help texts), 120 columns.
    let piped = try workspace.run(["log", Self.appRoot], environment: ["COLUMNS": ""])
    let terminal = try workspace.run(["log", Self.appRoot, "--width", "120"])
    let pipedLines = Self.lines(piped.stdout)
    #expect(pipedLines.count == Self.lines(terminal.stdout).count)
    for (pipedLine, terminalLine) in zip(pipedLines, Self.lines(terminal.stdout)) {
      // A line that fits 120 columns is the terminal's; a longer one only goes on further.
      #expect(pipedLine == terminalLine || pipedLine.count > 120, "\(pipedLine)")
      // Not the action first and the route after a screen's width of spaces.
      #expect(!pipedLine.contains(String(repeating: " ", count: 50)), "\(pipedLine)")
    }
    let row = try #require(pipedLines.first { $0.hasPrefix("#20 ") })
    #expect(row.hasSuffix("mainTab.history.rowTapped(id: 2)"))
    let long = try #require(pipedLines.first { $0.hasPrefix("#25 ") })
    #expect(
      long.hasSuffix(
        "transactionUpdated(Transaction(id: 2, title: \"Rent (June)\", amount: 97500, …))  ← #24"))
    // $COLUMNS sets the layout's width when there is no terminal.
    let narrow = try workspace.run(["log", Self.appRoot], environment: ["COLUMNS": "80"])
    let row80 = try #require(Self.lines(narrow.stdout).first { $0.hasPrefix("#20 ") })
    let terminal80 = try workspace.run(["log", Self.appRoot, "--width", "80"])
    #expect(Self.lines(terminal80.stdout).contains(row80))
  }

  @Test func findInOpenMatchesTheKeyPath() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      ["open", Self.appRoot], stdin: "find history.rowTapped\nmarkers\n")
    #expect(result.exitCode == 0, "\(result.stderr)")
    let lines = Self.lines(result.stdout)
    #expect(lines.filter { $0.contains("mainTab.history.rowTapped(id: ") }.count == 3)
    #expect(
      lines.contains {
        $0.hasPrefix("#32 ") && $0.hasSuffix("★ delete alert shown for transaction 4")
      })
    #expect(lines.contains { $0.hasPrefix("#41 ") && $0.hasSuffix("★ logging out") })
  }

  /// Text copied off the screen with its `…` (a cut action, route or payload) and the cause
  /// column as shown find the lines it was copied from, in `--grep`, `--route` and `find`.
  @Test(arguments: [
    ("…path[0].detail(.deleteButtonTapped)", [28, 32]),
    ("…myPage.alert(.confirmWithdraw)", [51]),
    ("… › sheet: EditTransaction", [21, 22, 23, 26]),
    ("Rent (J…", [22, 25, 28]),
    ("← #24", [25]),
  ])
  func grepMatchesTextCopiedWithItsEllipsis(text: String, seqs: [Int]) throws {
    let workspace = try Workspace()
    let found = try workspace.run(["log", Self.appRoot, "--grep", text, "--json"])
    #expect(found.exitCode == 0, "\(found.stderr)")
    let listed = try #require(
      try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [[String: Any]]
    ).compactMap { $0["seq"] as? Int }
    #expect(listed == seqs)
    let opened = try workspace.run(["open", Self.appRoot], stdin: "find \(text)\n")
    #expect(opened.exitCode == 0, "\(opened.stderr)")
    #expect(
      Self.lines(opened.stdout).compactMap { Int($0.prefix { $0 != " " }.dropFirst()) } == seqs)
  }

  @Test func routeMatchesTheRouteAsShown() throws {
    let workspace = try Workspace()
    let found = try workspace.run(
      ["log", Self.appRoot, "--route", "… › sheet: EditTransaction", "--width", "80"])
    #expect(found.exitCode == 0, "\(found.stderr)")
    #expect(Self.lines(found.stdout).map { $0.prefix(4) } == ["#21 ", "#22 ", "#23 ", "#26 "])
  }

  @Test func theInnermostCaseIsKeptWholeAtEightyColumns() throws {
    let workspace = try Workspace()
    let fitted = try workspace.run(["log", Self.appRoot, "--width", "80"])
    let line = try #require(Self.lines(fitted.stdout).first { $0.hasPrefix("#13 ") })
    #expect(line.hasSuffix("Transaction(.saveButtonTapped)"), "\(line)")
    #expect(line.count <= 80)
  }

  @Test func colorMayComeBeforeTheCommand() throws {
    let workspace = try Workspace()
    for words in [["--color", "always"], ["--color=always"]] {
      let result = try workspace.run(words + ["info", workspace.log])
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains("\u{1B}["))
    }
    let plain = try workspace.run(["--color", "never", "log", workspace.log])
    #expect(plain.exitCode == 0)
    #expect(!plain.stdout.contains("\u{1B}["))
  }
}
