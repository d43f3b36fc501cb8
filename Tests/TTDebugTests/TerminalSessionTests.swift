import Foundation
import Testing

/// `open` and `log` in a real terminal (a tmux pane), checked by what a person sees.
@Suite(.enabled(if: TmuxPane.executable != nil, "tmux is not installed (.ci/run installs it)"))
struct TerminalSessionTests {
  static func start(_ arguments: String, in workspace: Workspace, width: Int = 80) throws
    -> TmuxPane
  {
    try TmuxPane(
      "'\(CLIRunner.binary.path)' \(arguments)", width: width,
      environment: ["XDG_STATE_HOME": workspace.stateHome, "TERM": "screen", "PAGER": "less -RS"])
  }

  @Test func openEditsRecallsCancelsAndQuits() throws {
    let workspace = try Workspace()
    let pane = try Self.start("open '\(workspace.log)' --color never", in: workspace)
    var screen = try pane.screen { $0.last == ">" }
    // The banner is broken between words to fit the 80 columns.
    #expect(screen.dropLast().allSatisfy { $0.count <= 80 || !$0.contains(" ") })
    #expect(
      screen.dropLast().joined(separator: " ").hasSuffix(
        "Type help for the commands, Tab completes them."))

    try pane.send("step", "Enter")
    screen = try pane.screen { $0.contains { $0.hasPrefix("#1/6") } && $0.last == ">" }
    #expect(screen.contains("#1/6  +0.500s  tabSelected(.history)"))

    // Up brings back `step`, as text to edit, not as an escape sequence.
    try pane.send("Up")
    screen = try pane.screen { $0.last == "> step" }
    #expect(screen.last == "> step")
    try pane.send("Enter")
    screen = try pane.screen { $0.contains { $0.hasPrefix("#2/6") } && $0.last == ">" }
    #expect(screen.contains { $0.hasPrefix("#2/6  +1.200s  history(.rowTapped(id: 2))") })

    try pane.send("stpe", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.contains("'stpe'") } }
    // Broken between words to fit the 80 columns.
    #expect(
      screen.suffix(3) == [
        "tt-debug: unknown command 'stpe'; did you mean 'step'? type help for the", "  commands",
        ">",
      ])

    // Ctrl-C throws the line away and leaves the session (and the cursor) where they were.
    try pane.send("jump 5")
    try pane.screen { $0.last == "> jump 5" }
    try pane.send("C-c")
    screen = try pane.screen { $0.last == ">" && $0.contains("> jump 5^C") }
    #expect(screen.suffix(2) == ["> jump 5^C", ">"])

    // Tab completes a verb.
    try pane.send("wh", "Tab")
    screen = try pane.screen { $0.last == "> where" }
    #expect(screen.last == "> where")
    try pane.send("Enter")
    screen = try pane.screen { $0.last == ">" && $0.dropLast().last?.hasPrefix("route") == true }
    #expect(screen.contains { $0.hasPrefix("#2/6") })

    try pane.send("quit", "Enter")
    screen = try pane.screen { $0.last == "exited 0" }
    #expect(screen.suffix(2) == ["> quit", "exited 0"])

    // The history is kept for this log under the state folder.
    let folder = workspace.stateHome + "/tt-debug"
    let history = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".history") }
    #expect(history.count == 1)
  }

  @Test func ctrlDQuitsCleanlyAndHistorySurvives() throws {
    let workspace = try Workspace()
    let first = try Self.start("open '\(workspace.log)'", in: workspace)
    try first.screen { $0.last == ">" }
    try first.send("jump last", "Enter")
    try first.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#6/6") } }
    try first.send("C-d")
    let screen = try first.screen { $0.last == "exited 0" }
    #expect(screen.suffix(2).first?.hasPrefix(">") == true)
    #expect(screen.last == "exited 0")

    let second = try Self.start("open '\(workspace.log)'", in: workspace)
    try second.screen { $0.last == ">" }
    try second.send("Up")
    #expect(try second.screen { $0.last == "> jump last" }.last == "> jump last")
  }

  /// The prompt takes text beyond ASCII (the markers' `★`, accented names) even when the user's
  /// locale is the plain C one.
  @Test func openTakesNonASCIITextInAnyLocale() throws {
    let workspace = try Workspace()
    let pane = try TmuxPane(
      "'\(CLIRunner.binary.path)' open '\(workspace.log)' --color never", width: 80,
      environment: [
        "XDG_STATE_HOME": workspace.stateHome, "TERM": "screen", "LANG": "", "LC_ALL": "",
      ])
    try pane.screen { $0.last == ">" }
    try pane.send("find ★", "Enter")
    let screen = try pane.screen {
      $0.last == ">" && $0.contains { $0.contains("checkout failed") }
    }
    #expect(screen.contains("> find ★"))
    #expect(screen.contains { $0.hasPrefix("#4") && $0.hasSuffix("★ checkout failed") })
  }

  @Test func logFitsAnEightyColumnPaneThroughThePager() throws {
    let workspace = try Workspace()
    let sample = CLIRunner.packageRoot.appendingPathComponent("samples/logs/app-root.ttlog").path
    let pane = try Self.start("log '\(sample)' --color never", in: workspace)
    // 54 lines do not fit 24 rows, so less shows the first screen; no record wraps.
    let screen = try pane.screen { $0.first?.hasPrefix("#1 ") == true && $0.count >= 23 }
    #expect(screen.prefix(23).allSatisfy { $0.hasPrefix("#") && $0.count <= 80 })
    // What the terminal shows is the 80-column golden file, through less.
    let golden = try String(
      contentsOf: Snapshot.directory.appendingPathComponent("log-app-root-80.txt"), encoding: .utf8)
    #expect(
      Array(screen.prefix(23)) == Array(golden.split(separator: "\n").prefix(23).map(String.init)))
    try pane.send("q")
    #expect(try pane.screen { $0.last == "exited 0" }.last == "exited 0")
  }
}
