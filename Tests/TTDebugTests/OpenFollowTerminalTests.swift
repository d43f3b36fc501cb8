import Foundation
import Testing

/// `open --follow` in a real terminal (a tmux pane on a private socket) while the test writes
/// the log: records print above the prompt, `back` pins the cursor, `follow` catches up.
@Suite(.enabled(if: TmuxPane.executable != nil, "tmux is not installed (.ci/run installs it)"))
struct OpenFollowTerminalTests {
  @Test func theCursorFollowsTheAppUntilPinnedAndFollowCatchesUp() throws {
    let workspace = try Workspace()
    let path = workspace.directory + "/live.ttlog"
    let pane = try TmuxPane(
      "'\(CLIRunner.binary.path)' open --follow '\(path)' --color never", width: 100,
      environment: ["XDG_STATE_HOME": workspace.stateHome, "TERM": "screen"])
    var screen = try pane.screen { $0.contains { $0.contains("does not exist yet") } }
    #expect(screen.first == "tt-debug: \(path) does not exist yet; waiting for the app")

    let session = try LiveSession(path: path)
    screen = try pane.screen { $0.last == ">" }
    // The banner is broken between words to fit the pane (tmux joins lines it wrapped).
    let banner = screen.drop { !$0.hasPrefix("\(path):") }.dropLast()
    #expect(banner.count >= 2)
    #expect(banner.allSatisfy { $0.count <= 100 || !$0.contains(" ") })
    #expect(
      banner.joined(separator: " ").contains(
        "\(path): states #0…#0, cursor at #0. Type help for the commands, Tab completes them."))
    #expect(
      banner.joined(separator: " ").contains(
        "Following the app: the cursor stays on the newest state; back or jump pins it, follow "
          + "resumes."))
    try session.act(3)
    screen = try pane.screen { $0.contains { $0.hasPrefix("#3 ") } && $0.last == ">" }
    #expect(
      screen.suffix(4) == [
        "#1  +0.100s  Counter  tapped(1)", "#2  +0.200s  Counter  tapped(2)",
        "#3  +0.300s  Counter  tapped(3)", ">",
      ])

    try pane.send("where", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#3/3") } }
    #expect(screen.contains { $0.hasPrefix("#3/3  +0.300s  tapped(3)") })

    // Stepping back pins the cursor: new states are counted, not followed.
    try pane.send("back 2", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("(pinned at #1:") } }
    #expect(screen.contains { $0.hasPrefix("#1/3  +0.100s  tapped(1)") })
    try session.act(2)
    try pane.send("where", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("(pinned at #1;") } }
    #expect(
      screen.contains("(pinned at #1; 4 newer states up to #5: type follow to catch up)"))
    #expect(!screen.contains { $0.hasPrefix("#5 ") })

    try pane.send("follow", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#5/5") } }
    #expect(screen.contains { $0.hasPrefix("#5/5  +0.500s  tapped(5)") })

    // Following again: the next action prints above the prompt, and the cursor is on it.
    try session.act(1)
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#6 ") } }
    try pane.send("where", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#6/6") } }
    #expect(screen.contains { $0.hasPrefix("#6/6  +0.600s  tapped(6)") })

    try session.close()
    screen = try pane.screen { $0.contains("tt-debug: the app closed the log at #6") }
    #expect(screen.contains("tt-debug: the app closed the log at #6"))
    try pane.send("quit", "Enter")
    screen = try pane.screen { $0.last == "exited 0" }
    #expect(screen.last == "exited 0")
  }

  /// While pinned, new states print nothing at the prompt (a busy app would push the pinned
  /// state off the screen); the next command says once how many wait.
  @Test func aPinnedCursorDoesNotFloodTheScreen() throws {
    let workspace = try Workspace()
    let path = workspace.directory + "/live.ttlog"
    let session = try LiveSession(path: path)
    try session.act(3)
    let pane = try TmuxPane(
      "'\(CLIRunner.binary.path)' open --follow '\(path)' --color never", width: 100, height: 40,
      environment: ["XDG_STATE_HOME": workspace.stateHome, "TERM": "screen"])
    var screen = try pane.screen { $0.last == ">" }
    try pane.send("back 2", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("(pinned at #1:") } }
    try session.act(2)
    try session.act(2)
    try session.close()
    // The close is news the session reads after the records before it.
    screen = try pane.screen { $0.contains("tt-debug: the app closed the log at #7") }
    #expect(!screen.contains { $0.hasPrefix("(pinned at #1;") })
    #expect(screen.contains { $0.hasPrefix("#1/3  +0.100s  tapped(1)") })
    try pane.send("where", "Enter")
    screen = try pane.screen { $0.last == ">" && $0.contains { $0.hasPrefix("#1/7") } }
    #expect(
      screen.filter { $0.hasPrefix("(pinned at #1;") } == [
        "(pinned at #1; 6 newer states up to #7: type follow to catch up)"
      ])
    try pane.send("quit", "Enter")
    screen = try pane.screen { $0.last == "exited 0" }
    #expect(screen.last == "exited 0")
  }
}
