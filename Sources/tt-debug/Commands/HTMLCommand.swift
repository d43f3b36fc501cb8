import ArgumentParser
import Replay
import TimelinePage

/// `tt-debug html FILE`: one self-contained page of the session, for people without tt-debug.
struct HTMLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "html",
    abstract: "Write the session as one self-contained HTML page: timeline, actions, states.",
    discussion: """
      The page opens offline in any current browser: its script and styles are inline and it \
      loads nothing. It carries the log's records and rebuilds states in the browser; it shows \
      only what the log holds (redacted values stay redacted) and every string from the log is \
      shown as text, never as markup. Without --output the page is written to the log's name \
      with .html, in the current directory.

      Example:
        tt-debug html session.ttlog --output session.html
        tt-debug html session.ttlog --from 100 --to 250
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @Option(name: [.short, .long], help: "Where to write the page (default: NAME.html here).")
  var output: String?
  @Flag(help: "Replace the output file if it exists.") var force = false
  @Option(help: "First seq the page shows (default: the first state).") var from: UInt64?
  @Option(help: "Last seq the page shows (default: the last state).") var to: UInt64?

  func validate() throws {
    if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
  }

  func run() throws {
    let destination = output ?? Self.defaultOutput(for: file)
    if let log = LogIdentity(path: file), LogIdentity(path: destination) == log {
      throw CLIError.usage("--output is the log itself", fix: "write the page to another path")
    }
    try FileOutput.check(destination, force: force, suggesting: Self.defaultOutput(for: file))
    let timeline = try CLIError.catching { try Timeline(path: file) }
    let page = try CLIError.catching {
      try TimelinePage(
        timeline: timeline, sourceName: Self.fileName(file), from: from, to: to,
        tool: "tt-debug \(TTDebug.configuration.version)")
    }
    try FileOutput.replace(
      destination, with: page.bytes, suggesting: Self.defaultOutput(for: file))
    Terminal.write("wrote \(destination) (\(page.bytes.count) bytes); open it in a browser")
  }

  /// `session.ttlog` → `session.html`, in the current directory.
  static func defaultOutput(for path: String) -> String {
    var name = fileName(path)
    if name.hasSuffix(".ttlog") { name.removeLast(".ttlog".count) }
    return name + ".html"
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
