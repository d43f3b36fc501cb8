import ArgumentParser
import JSONTree
import LogFormat
import LogReading
import Replay

/// `tt-debug diff FILE A [B]`: what changed between two states.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show what changed between states A and B (default: A-1 → A, the change A made).",
    // The states are parsed as an array (see below); the generated usage would be wrong.
    usage: "tt-debug diff <file> <a> [<b>] [--json] [--color <color>]",
    discussion: """
      Text output is StateDiff's custom-dump style: `-` old lines and `+` new ones, coloured on a \
      terminal. --json prints the RFC 6902 operations that turn A into B.

      Example:
        tt-debug diff session.ttlog 12
        tt-debug diff session.ttlog 3 12 --json
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  // `.allUnrecognized` so that `-1` (one before the cursor) reaches us as a target.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "State A, then optionally B: each a seq, first, last, +N, -N, @marker-text or a time (2m5s).",
      valueName: "a"))
  var states: [String] = []
  @Flag(help: "Print the patch as JSON instead of text.") var json = false
  @OptionGroup var output: OutputOptions

  func validate() throws {
    let words = try TrailingArguments.words(states, atMost: 2)
    guard !words.isEmpty else { throw ValidationError("Missing expected argument '<a>'") }
    for word in words { _ = try TrailingArguments.target(word) }
  }

  func run() throws {
    let navigator = try Navigator(path: file)
    var seqs: [UInt64] = []
    for word in try TrailingArguments.words(states, atMost: 2) {
      seqs.append(try navigator.resolve(try TrailingArguments.target(word)).seq)
    }
    Terminal.write(
      try Self.render(
        navigator, a: seqs.first ?? navigator.cursor, b: seqs.dropFirst().first, json: json,
        style: output.style))
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
      guard a > navigator.timeline.firstSeq else {
        let first = navigator.timeline.firstSeq
        let last = navigator.timeline.lastSeq
        throw .notInLog(
          "#\(first) is the log's first state: no state before it to diff against",
          fix: "see it whole with `tt-debug show FILE \(first)`"
            + (last > first
              ? ", or compare it with a later one: `tt-debug diff FILE \(first) \(last)`" : ""))
      }
      (old, new) = (a - 1, a)
    }
    try navigator.check(old)
    try navigator.check(new)
    for gap in Self.gaps(spannedBy: old, new, in: navigator.timeline) {
      // As `log` notes a gap its listing leaves out: the diff must not read as whole steps.
      Terminal.writeFittedError(
        "tt-debug: the diff spans lost records: ✕ \(gap); it compares the two states, not the "
          + "steps between")
    }
    // One step's change: what its action read is part of what it did.
    let action = new == old + 1 ? try navigator.caption(at: new).caption.action : nil
    if json {
      let operations = try CLIError.catching { try navigator.timeline.changes(from: old, to: new) }
      var object: JSONObject = [
        "from": .unsigned(old), "to": .unsigned(new),
        "patch": .array(operations.map(\.jsonValue)),
      ]
      if let action { ReadsText.json(of: action, into: &object) }
      return JSONValue.object(object).prettyText
    }
    let text = try navigator.diffText(from: old, to: new)
    let reads = action.flatMap { ReadsText.line($0.reads) }
    return style.seq("#\(old) → #\(new)") + "\n"
      + (reads.map { "\(style.dim("reads"))  \($0)\n" } ?? "")
      + (text.isEmpty ? style.dim("(no change)") : style.diff(text))
  }

  /// The gaps (lost records) between states `a` and `b`, in either order.
  static func gaps(spannedBy a: UInt64, _ b: UInt64, in timeline: Timeline) -> [LogGap] {
    let (low, high) = (min(a, b), max(a, b))
    guard low < high else { return [] }
    return timeline.gaps.filter { $0.first > low && $0.first <= high }
  }
}
