import ArgumentParser

/// `tt-debug back FILE [COUNT]`: move the cursor backward.
struct BackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "back",
    abstract: "Move the log's cursor back COUNT states (default 1) and show the state there.",
    discussion: """
      Stops at the first state and says so. Prints the same report as `step`.

      Example:
        tt-debug back session.ttlog 3
      """)

  @Argument(help: "The .ttlog file.") var file: String
  @Argument(help: "How many states to move.") var count: UInt32 = 1
  @OptionGroup var output: OutputOptions

  func run() throws {
    let navigator = try Navigator(path: file)
    let (seq, note) = navigator.offset(by: -Int64(count))
    try navigator.move(to: seq, note: note).lines(style: output.style).writeLines()
  }
}
