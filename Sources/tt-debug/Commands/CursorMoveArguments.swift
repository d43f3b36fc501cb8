import ArgumentParser

/// What `step` and `back` take: the log, and how many states to move.
struct CursorMoveArguments: ParsableArguments {
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
    _ = try states()
  }

  /// Moves the log's cursor COUNT states forward (`back` moves backward) and prints the report.
  func move(forward: Bool) throws {
    let navigator = try Navigator(path: file)
    let count = try states()
    let (seq, note) = navigator.offset(by: forward ? count : -count)
    try navigator.move(to: seq, note: note, stepping: forward).write(style: output.style)
  }

  /// The count given, 1 when none is.
  private func states() throws -> Int64 {
    try TrailingArguments.count(try TrailingArguments.words(count, atMost: 1).first)
  }
}
