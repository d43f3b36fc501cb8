import ArgumentParser

/// `tt-debug step FILE [COUNT]`: move the cursor forward.
struct StepCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "step",
    abstract: "Move the log's cursor forward COUNT states (default 1) and show the state there.",
    // The count is parsed as an array (see below); the generated `[<count> ...]` would be wrong.
    usage: "tt-debug step <file> [<count>] [--color <color>]",
    discussion: """
      Stops at the last state and says so. Prints the position #seq/last, the time, the action, \
      its cause, the route and the diff the action made. See `tt-debug help jump` for where the \
      cursor is kept.

      Example:
        tt-debug step session.ttlog
        tt-debug step session.ttlog 5
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  // `.allUnrecognized` so that a negative count (`-2`, the other way) reaches us.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "How many states to move (default 1); a negative count moves the other way.",
      valueName: "count"))
  var count: [String] = []
  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try TrailingArguments.count(try TrailingArguments.words(count, atMost: 1).first)
  }

  func run() throws {
    let navigator = try Navigator(path: file)
    let count = try TrailingArguments.count(try TrailingArguments.words(count, atMost: 1).first)
    let (seq, note) = navigator.offset(by: count)
    try navigator.move(to: seq, note: note, stepping: true).write(style: output.style)
  }
}
