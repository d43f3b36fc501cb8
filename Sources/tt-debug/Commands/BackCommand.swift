import ArgumentParser

/// `tt-debug back FILE [COUNT]`: move the cursor backward.
struct BackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "back",
    abstract: "Move the log's cursor back COUNT states (default 1) and show the state there.",
    // The count is parsed as an array (see CursorMoveArguments); the generated `[<count> ...]`
    // would be wrong.
    usage: "tt-debug back <file> [<count>] [--color <color>]",
    discussion: """
      Stops at the first state and says so. Prints the same report as `step`.

      Example:
        tt-debug back session.ttlog 3
      """)

  @OptionGroup var move: CursorMoveArguments

  /// The log the cursor moves in.
  var file: String { move.file }

  func run() throws {
    try move.move(forward: false)
  }
}
