import ArgumentParser
import LogFormat
import LogReading
import Replay

/// `tt-debug info FILE`: what a log is of and how it is stored.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show a log's header, session, counts, time span, blocks, sizes and health.",
    discussion: """
      Reads every block once (a CRC pass; only the last block's records are replayed, where \
      `verify` replays every block's), so its counts are the ones `verify` reports. The status \
      line says whether the log was closed cleanly, crashed (and what was recovered), or is \
      damaged (and where); a `gap` line names each run of seqs whose records are missing.

      Example:
        tt-debug info session.ttlog
        tt-debug info session.ttlog --json
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @Flag(help: "Print one JSON object instead of text.") var json = false
  @OptionGroup var output: OutputOptions

  func run() throws {
    let log = try CLIError.catching { try LogFile(path: file) }
    let timeline = try CLIError.catching { try Timeline(path: file) }
    let facts = InfoFacts(log: log, timeline: timeline)
    if json {
      Terminal.write(facts.json.prettyText)
    } else {
      let style = output.style
      let rows = facts.rows.map { [Cell(text: $0.0, paint: style.dim), Cell(text: $0.1)] }
      let lines = Columns.render(rows)
      guard Terminal.stdoutIsTerminal else { return lines.writeLines() }
      // A long value (the note, a status) goes on under itself.
      let labels = (facts.rows.map(\.0.count).max() ?? 0) + 2
      lines.flatMap { ScreenFit.wrap($0, width: TerminalSize.columns, indent: labels) }
        .writeLines()
    }
  }
}
