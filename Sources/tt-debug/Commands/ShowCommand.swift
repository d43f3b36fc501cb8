import ArgumentParser
import JSONTree
import LogFormat

/// `tt-debug show FILE [SEQ]`: the whole state at a seq, or the part at a JSON Pointer.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print the full state at a seq (default: the cursor), or the part at a JSON Pointer.",
    // The target is parsed as an array (see below); the generated `[<target> ...]` would be wrong.
    usage: "tt-debug show <file> [<target>] [--pointer <pointer>] [--json] [--color <color>]",
    discussion: """
      The first lines say which action made the state, its cause and the route; then the state, \
      pretty-printed JSON. --pointer takes an RFC 6901 pointer such as /path/0/element.

      Example:
        tt-debug show session.ttlog 42 --pointer /destination
      """)

  @Argument(help: "The .ttlog file.") var file: String
  // `.allUnrecognized` so that `-1` (one before the cursor) reaches us as a target.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The state: a seq, first, last, +N, -N, @marker-text or 2m5s (default: the cursor).",
      valueName: "target"))
  var target: [String] = []
  @Option(help: "Show only the value at this JSON Pointer, e.g. /path/0.") var pointer: String?
  @Flag(help: "Print one JSON object instead of text.") var json = false
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let text = try TrailingArguments.words(target, atMost: 1).first {
      _ = try TrailingArguments.target(text)
    }
    if let pointer, (try? JSONPointer(parsing: pointer)) == nil {
      throw ValidationError(
        "'\(pointer)' is not a JSON Pointer; write it like /path/0/element (empty is the whole state)"
      )
    }
  }

  func run() throws {
    let navigator = try Navigator(path: file)
    var seq: UInt64?
    if let text = try TrailingArguments.words(target, atMost: 1).first {
      seq = try navigator.resolve(try TrailingArguments.target(text)).seq
    }
    Terminal.write(
      try Self.render(navigator, seq: seq, pointer: pointer, json: json, style: output.style))
  }

  /// The text `show` prints; shared with `open`.
  static func render(
    _ navigator: Navigator, seq: UInt64?, pointer text: String?, json: Bool, style: Style
  ) throws(CLIError) -> String {
    let seq = seq ?? navigator.cursor
    try navigator.check(seq)
    let pointer = try CLIError.catching { try JSONPointer(parsing: text ?? "") }
    let timeline = navigator.timeline
    let state = try CLIError.catching { try timeline.state(at: seq) }
    guard let value = state.value(at: pointer) else {
      throw .notInLog(
        "the state at #\(seq) has nothing at \(pointer)",
        fix: "check the pointer against `tt-debug show FILE \(seq)`")
    }
    let (caption, time) = try navigator.caption(at: seq)
    if json {
      let object: JSONObject = [
        "seq": .unsigned(seq), "time": .double(time), "summary": .string(caption.summary),
        "cause": caption.origin?.json ?? .null,
        "route": .array(caption.screens.map(JSONValue.string)),
        "pointer": .string(pointer.description), "state": value,
      ]
      return JSONValue.object(object).prettyText
    }
    var lines = [
      "\(style.seq("#\(seq)/\(timeline.lastSeq)"))  \(style.dim(TimeText.offset(time)))  "
        + caption.summary
    ]
    if !caption.cause.isEmpty {
      lines.append("\(style.dim("cause"))  \(style.cause(caption.cause))")
    }
    if !caption.route.isEmpty {
      lines.append("\(style.dim("route"))  \(style.route(caption.route))")
    }
    lines += navigator.markers(from: seq, to: seq).map { $0.line(shown: seq, style: style) }
    if !pointer.tokens.isEmpty { lines.append("\(style.dim("at"))     \(pointer)") }
    lines.append(value.prettyText)
    return lines.joined(separator: "\n")
  }
}
