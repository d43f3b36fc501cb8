import Foundation
import Testing

/// `open`, `jump` and `info` in an 80×24 tmux pane: every line breaks between words within the
/// width (the pane's capture joins lines the terminal wrapped, so a longer line is one we did not
/// break), and a long report keeps its head on screen.
@Suite(.enabled(if: TmuxPane.executable != nil, "tmux is not installed (.ci/run installs it)"))
struct TerminalFitTests {
  static let appRoot = FittedLogTests.sample("app-root")

  static func fits(_ screen: [String]) -> Bool {
    screen.allSatisfy { $0.count <= 80 }
  }

  /// `open` on the app-root sample, at its first prompt.
  static func openAppRoot() throws -> TmuxPane {
    let pane = try TerminalSessionTests.start(
      "open '\(appRoot)' --color never", in: try Workspace())
    try pane.screen { $0.last == ">" }
    return pane
  }

  @Test func helpReportsAndErrorsBreakBetweenWords() throws {
    let pane = try Self.openAppRoot()
    try pane.send("help", "Enter")
    var screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("quit|q") } }
    #expect(Self.fits(screen), "\(screen)")
    #expect(screen.contains("                    (2m5s)"), "\(screen)")
    #expect(
      screen.contains { $0.hasPrefix("markers ") } && screen.contains { $0.hasPrefix("clear ") })

    try pane.send("clear", "Enter")
    screen = try pane.screen { $0 == [">"] }
    #expect(screen == [">"])

    try pane.send("jump 28", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#28/52") } }
    #expect(Self.fits(screen), "\(screen)")
    #expect(screen.contains("  .detail(.deleteButtonTapped)))))"), "\(screen)")

    try pane.send("show 4 /mainTab/history/path/0/element/detail/destination", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.contains("`show 4`") } }
    #expect(Self.fits(screen), "\(screen)")
    #expect(screen.contains { $0.hasPrefix("tt-debug: the state at #4 has nothing at") })
  }

  @Test func aMarkerJumpShowsItsHeadAndFoldsTheChange() throws {
    let pane = try Self.openAppRoot()
    try pane.send("jump @de", "Tab")
    var screen = try pane.screen { $0.last == "> jump @delete" }
    #expect(screen.last == "> jump @delete")
    try pane.send("Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#32/52") } }
    // Everything the jump printed is on the 24-row screen, from the command typed to the prompt.
    let start = try #require(screen.firstIndex(of: "> jump @delete"))
    let shown = Array(screen[start...])
    #expect(shown.count <= 24)
    #expect(shown[1].hasPrefix("#32/52  +8.000s  "))
    #expect(
      shown.contains("route  mainTab › history › HistoryDetail(id: 4) › alert: Delete Coffee?"))
    #expect(shown.contains("★ delete alert shown for transaction 4"))
    #expect(shown.dropLast().last?.hasSuffix("of the change: type diff to see it whole") == true)
    #expect(Self.fits(shown), "\(shown)")

    try pane.send("markers", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.contains("★ logging out") } }
    #expect(
      screen.contains {
        $0.hasPrefix("#32 ") && $0.hasSuffix("★ delete alert shown for transaction 4")
      })

    try pane.send("jump @nomarker", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.contains("'nomarker'") } }
    #expect(
      screen.contains("tt-debug: no marker contains 'nomarker'; list the markers with `markers`"))
  }

  @Test func aJumpTallerThanTheScreenGoesThroughThePagerHeadFirst() throws {
    let workspace = try Workspace()
    let pane = try TerminalSessionTests.start(
      "jump '\(Self.appRoot)' @delete --color never", in: workspace)
    let screen = try pane.screen { $0.first?.hasPrefix("#32/52") == true && $0.count >= 23 }
    #expect(screen.first?.hasPrefix("#32/52  +8.000s  ") == true, "\(screen)")
    #expect(screen.contains("★ delete alert shown for transaction 4"))
    #expect(Self.fits(screen), "\(screen)")
    try pane.send("q")
    #expect(try pane.screen { $0.last == "exited 0" }.last == "exited 0")
  }

  /// `verify`, `recover` and `show` on a damaged log break their reports and errors between words.
  @Test(arguments: [
    ("verify", "exited 3"), ("recover", "exited 0"), ("show", "exited 3"),
  ])
  func damageReportsBreakBetweenWords(command: String, end: String) throws {
    let workspace = try GapTests.damagedWorkspace()
    let arguments =
      switch command {
      case "recover": "recover '\(workspace.log)' --output '\(workspace.directory)/copy.ttlog'"
      case "show": "show '\(workspace.log)' 30"
      default: "\(command) '\(workspace.log)'"
      }
    let pane = try TerminalSessionTests.start(arguments + " --color never", in: workspace)
    let screen = try pane.screen { $0.last?.hasPrefix("exited") == true }
    #expect(screen.last == end, "\(screen)")
    #expect(Self.fits(screen), "\(screen)")
    #expect(screen.contains { $0.contains("2386") }, "\(screen)")
  }

  @Test func infoWrapsItsNoteUnderItself() throws {
    let workspace = try Workspace()
    let pane = try TerminalSessionTests.start(
      "info '\(Self.appRoot)' --color never", in: workspace)
    let screen = try pane.screen { $0.last == "exited 0" }
    #expect(Self.fits(screen), "\(screen)")
    let note = try #require(screen.firstIndex { $0.hasPrefix("note     enum root intro") })
    #expect(screen[note + 1].hasPrefix("         "))
  }
}
