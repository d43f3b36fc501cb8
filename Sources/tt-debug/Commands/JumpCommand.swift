import ArgumentParser

/// `tt-debug jump FILE TARGET`: move the cursor to a seq, an end, a marker or a time.
struct JumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "jump",
    abstract: "Move the log's cursor to a target and show the state there.",
    // The target is parsed as an array (see below); the generated `[<target> ...]` would be wrong.
    usage: "tt-debug jump <file> <target> [--color <color>]",
    discussion: """
      TARGET is a seq (42), first, last, +N or -N (relative to the cursor), @text (the first \
      marker containing text) or a time into the session (12.5s, 2m5s, 1.5m); `-3` and `-- -3` \
      both work. The cursor is kept per log under $XDG_STATE_HOME/tt-debug/ (default \
      ~/.local/state/tt-debug/), never in the log itself; the app appending to the log keeps it, \
      a new session written at the same path starts again at its first state. Prints the position #seq/last, the time, the action, \
      its cause, the route and the diff the action made.

      Example:
        tt-debug jump session.ttlog @checkout
        tt-debug jump session.ttlog 2m5s
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  // `.allUnrecognized` so that `-3` reaches us as a target instead of being read as an option.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "A seq, first, last, +N, -N, @marker-text or a time like 12.5s or 2m5s.",
      valueName: "target"))
  var target: [String] = []
  @OptionGroup var output: OutputOptions

  func validate() throws {
    let words = try TrailingArguments.words(target, atMost: 1)
    guard let text = words.first else {
      throw ValidationError("Missing expected argument '<target>'")
    }
    _ = try TrailingArguments.target(text)
  }

  func run() throws {
    let text = (try TrailingArguments.words(target, atMost: 1)).first ?? ""
    let parsed = try TrailingArguments.target(text)
    let navigator = try Navigator(path: file)
    let (seq, note) = try navigator.resolve(parsed)
    try navigator.move(to: seq, note: note).write(style: output.style)
  }
}
