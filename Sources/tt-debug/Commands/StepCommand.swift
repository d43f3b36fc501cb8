import ArgumentParser

/// `tt-debug step FILE [COUNT]`: move the cursor forward.
struct StepCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "step",
    abstract: "Move the log's cursor forward COUNT states (default 1) and show the state there.",
    // The count is parsed as an array (see CursorMoveArguments); the generated `[<count> ...]`
    // would be wrong.
    usage: "tt-debug step <file> [<count>] [--color <color>]",
    discussion: """
      Stops at the last state and says so. Prints the position #seq/last, the time, the action, \
      its cause, the route and the diff the action made. See `tt-debug help jump` for where the \
      cursor is kept.

      Example:
        tt-debug step session.ttlog
        tt-debug step session.ttlog 5
      """)

  @OptionGroup var move: CursorMoveArguments

  /// The log the cursor moves in.
  var file: String { move.file }

  func run() throws {
    try move.move(forward: true)
  }
}
