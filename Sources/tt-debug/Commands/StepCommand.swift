import ArgumentParser

/// `tt-debug step FILE [COUNT]`: move the cursor forward.
struct StepCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "step",
    abstract: "Move the log's cursor forward COUNT states (default 1) and show the state there.",
    discussion: """
      Stops at the last state and says so. Prints the position #seq/last, the time, the action, \
      its cause, the route and the diff the action made. See `tt-debug help jump` for where the \
      cursor is kept.

      Example:
        tt-debug step session.ttlog
        tt-debug step session.ttlog 5
      """)

  @Argument(help: "The .ttlog file.") var file: String
  @Argument(help: "How many states to move.") var count: UInt32 = 1
  @OptionGroup var output: OutputOptions

  func run() throws {
    let navigator = try Navigator(path: file)
    let (seq, note) = navigator.offset(by: Int64(count))
    try navigator.move(to: seq, note: note).lines(style: output.style).writeLines()
  }
}
