import ArgumentParser
import LogFormat
import Replay

/// `tt-debug diff FILE A [B]`: what changed between two states.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show what changed between states A and B (default: A-1 → A, the change A made).",
    discussion: """
      Text output is StateDiff's custom-dump style: `-` old lines and `+` new ones, coloured on a \
      terminal. --json prints the RFC 6902 operations that turn A into B.

      Example:
        tt-debug diff session.ttlog 12
        tt-debug diff session.ttlog 3 12 --json
      """)

  @Argument(help: "The .ttlog file.") var file: String
  @Argument(help: "The later state's seq, or the earlier one when B is given.") var a: UInt64
  @Argument(help: "The later state's seq.") var b: UInt64?
  @Flag(help: "Print the patch as JSON instead of text.") var json = false
  @OptionGroup var output: OutputOptions

  func run() throws {
    let navigator = try Navigator(path: file)
    Terminal.write(try Self.render(navigator, a: a, b: b, json: json, style: output.style))
  }

  /// The text `diff` prints; shared with `open`.
  static func render(_ navigator: Navigator, a: UInt64, b: UInt64?, json: Bool, style: Style)
    throws(CLIError) -> String
  {
    let (old, new): (UInt64, UInt64)
    if let b {
      (old, new) = (a, b)
    } else {
      try navigator.check(a)
      (old, new) = (a > navigator.timeline.firstSeq ? a - 1 : a, a)
    }
    try navigator.check(old)
    try navigator.check(new)
    if json {
      let operations = try CLIError.catching { try navigator.timeline.changes(from: old, to: new) }
      let object: JSONObject = [
        "from": .unsigned(old), "to": .unsigned(new),
        "patch": .array(operations.map(\.jsonValue)),
      ]
      return JSONValue.object(object).prettyText
    }
    let text = try navigator.diffText(from: old, to: new)
    return style.seq("#\(old) → #\(new)") + "\n"
      + (text.isEmpty ? style.dim("(no change)") : style.diff(text))
  }
}
