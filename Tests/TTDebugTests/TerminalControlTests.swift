import Foundation
import Testing

/// A log must not drive the terminal: every command that prints a log's text prints its control
/// characters written out, whatever they are.
@Suite struct TerminalControlTests {
  /// A byte or scalar a terminal would obey: C0 but the line break, DEL, C1, bidi marks and
  /// line separators.
  static func obeyed(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
        0x2028, 0x2029:
        true
      default: false
      }
    }.map { String(format: "U+%04X", $0.value) }
  }

  static let commands: [[String]] = [
    ["log", "$LOG", "--no-pager"],
    ["log", "$LOG", "--no-pager", "--effects", "--markers"],
    ["log", "$LOG", "--no-pager", "--json", "--effects"],
    ["log", "$LOG", "--no-pager", "--grep", "tapped"],
    ["log", "$LOG", "--no-pager", "--width", "60"],
    ["info", "$LOG"],
    ["show", "$LOG", "2"],
    ["show", "$LOG", "2", "--json"],
    ["jump", "$LOG", "2"],
    ["jump", "$LOG", "@marker"],
    ["step", "$LOG"],
    ["back", "$LOG"],
    ["diff", "$LOG", "0", "2"],
    ["verify", "$LOG"],
    ["export", "$LOG"],
    ["recover", "$LOG", "--output", "$DIR/recovered.ttlog"],
    ["orders", "$LOG"],
    ["test", "$LOG", "--output", "$DIR/Generated.swift"],
    ["show", "$LOG", "99"],
    ["jump", "$LOG", "@nothing"],
  ]

  @Test(arguments: commands)
  func noCommandPrintsAControlCharacterFromTheLog(arguments: [String]) throws {
    let workspace = try Workspace()
    try ControlFixture.write(to: workspace.log)
    let filled = arguments.map {
      $0.replacingOccurrences(of: "$LOG", with: workspace.log)
        .replacingOccurrences(of: "$DIR", with: workspace.directory)
    }
    for color in ["never", "always"] {
      let result = try workspace.run(filled + ["--color", color])
      let printed = result.stdout + result.stderr
      #expect(!printed.isEmpty)
      if color == "never" {
        #expect(Self.obeyed(in: printed) == [], "\(arguments): \(printed)")
      } else {
        // Only the tool's own colour codes: ESC [ n m.
        let withoutColours = printed.replacingOccurrences(
          of: "\u{1B}\\[(0|1|2|31|32|33|35|36)m", with: "", options: .regularExpression)
        #expect(Self.obeyed(in: withoutColours) == [], "\(arguments): \(printed)")
      }
    }
  }

  @Test func openPrintsMarkersFindAndWhereWrittenOut() throws {
    let workspace = try Workspace()
    try ControlFixture.write(to: workspace.log)
    let result = try workspace.run(
      ["open", workspace.log],
      stdin: "markers\nfind tapped\nwhere\nshow\njump 1\ndiff 0 2\nfind \u{1B}[2J\nquit\n")
    let printed = result.stdout + result.stderr
    #expect(printed.contains("PWNED-TITLE"))
    #expect(Self.obeyed(in: printed) == [], "\(printed)")
    #expect(printed.contains(#"\u{1B}]0;PWNED-TITLE\u{7}"#))
  }

  @Test func aCommandLineWithoutEndIsRefusedInOneLine() throws {
    let workspace = try Workspace()
    let endless = String(repeating: "\0", count: 40_000)  // fits the pipe: the child stops reading
    let result = try workspace.run(["open", workspace.log], stdin: endless)
    #expect(result.exitCode == 64)
    #expect(
      result.stderr
        == "tt-debug: line 1: longer than 16 KiB, so the input is not a command script; give open "
        + "one short command per line, e.g. `printf 'jump 12\\nquit\\n' | tt-debug open LOG`\n")
  }
}
