import ArgumentParser
import JSONTree
import LogFormat
import Replay

/// `tt-debug show FILE [SEQ]`: the whole state at a seq, or the part at a JSON Pointer.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print the full state at a seq (default: the cursor), or the part at a JSON Pointer.",
    // The target is parsed as an array (see below); the generated `[<target> ...]` would be wrong.
    usage:
      "tt-debug show <file> [<target>] [<pointer> | --pointer <pointer>] [--json] [--color <color>]",
    discussion: """
      The first lines say which action made the state, its cause and the route; then the state, \
      pretty-printed JSON. A pointer (RFC 6901, such as /path/0/element) shows only that part: \
      after the target, or with --pointer.

      Example:
        tt-debug show session.ttlog 42 /destination
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  // `.allUnrecognized` so that `-1` (one before the cursor) reaches us as a target.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The state: a seq, first, last, +N, -N, @marker-text or 2m5s (default: the cursor); then, optionally, a JSON Pointer such as /path/0.",
      valueName: "target"))
  var target: [String] = []
  @Option(help: "Show only the value at this JSON Pointer, e.g. /path/0.") var pointer: String?
  @Flag(help: "Print one JSON object instead of text.") var json = false
  @OptionGroup var output: OutputOptions

  /// The trailing words: a target, and a JSON Pointer (a word starting with `/`) in either order,
  /// as `open`'s `show 12 /items` takes them; the pointer may come from `--pointer` instead.
  private func words() throws -> (target: String?, pointer: String?) {
    let words = try TrailingArguments.words(target, atMost: 2)
    let pointers = words.filter { $0.hasPrefix("/") }
    let targets = words.filter { !$0.hasPrefix("/") }
    guard targets.count <= 1, pointers.count <= 1 else {
      throw ValidationError(
        "unexpected extra argument '\(words[1])'; give one target and at most one pointer, e.g. "
          + "42 /path/0")
    }
    if let positional = pointers.first, let pointer {
      throw ValidationError(
        "two pointers, '\(positional)' and --pointer '\(pointer)'; give one")
    }
    return (targets.first, pointers.first ?? pointer)
  }

  func validate() throws {
    let (text, pointer) = try words()
    if let text {
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
    let (text, pointer) = try words()
    var seq: UInt64?
    if let text {
      seq = try navigator.resolve(try TrailingArguments.target(text)).seq
    }
    let shown = try Self.render(
      navigator, seq: seq, pointer: pointer, json: json, style: output.style)
    guard Terminal.stdoutIsTerminal, !json else { return Terminal.write(shown) }
    ScreenFit.wrap(
      shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      width: TerminalSize.columns
    )
    .writeLines()
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
      var object: JSONObject = [
        // A summary is an action's: `null` for a state no action made, as `export` has it.
        "seq": .unsigned(seq), "time": .double(time),
        "summary": caption.action.map { .string($0.summary) } ?? .null,
        "cause": caption.origin?.json ?? .null,
        "route": .array(caption.screens.map(JSONValue.string)),
        "markers": .array(navigator.markers(from: seq, to: seq).map { .string($0.text) }),
        "pointer": .string(pointer.description), "state": value,
      ]
      if let action = caption.action { ReadsText.json(of: action, into: &object) }
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
    if let reads = caption.reads { lines.append("\(style.dim("reads"))  \(reads)") }
    lines += navigator.markers(from: seq, to: seq).map { $0.line(shown: seq, style: style) }
    if !pointer.tokens.isEmpty { lines.append("\(style.dim("at"))     \(pointer)") }
    lines.append(CaseNames.prettyText(value))
    return lines.joined(separator: "\n")
  }
}
