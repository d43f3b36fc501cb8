import ArgumentParser
import Foundation
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

      With --serve the page is served live instead, at http://127.0.0.1:PORT/ with a token in \
      the address printed: records appear as the app writes them, with no reload, until Ctrl-C. \
      Clicks move only the page; `tt-debug attach --web` serves a page whose clicks move the app.

      Example:
        tt-debug html session.ttlog --output session.html
        tt-debug html session.ttlog --from 100 --to 250
        tt-debug html --serve session.ttlog --port 7400
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @Option(name: [.short, .long], help: "Where to write the page (default: NAME.html here).")
  var output: String?
  @Flag(help: "Replace the output file if it exists.") var force = false
  @Option(help: "First seq the page shows (default: the first state).") var from: UInt64?
  @Option(help: "Last seq the page shows (default: the last state).") var to: UInt64?
  @Flag(help: "Serve the page live (the log may still be written) instead of writing a file.")
  var serve = false
  @Option(help: "With --serve: the port (0: any free port, printed).") var port: UInt16 = 7322
  @Option(
    name: .customLong("listen-on"),
    help: ArgumentHelp(
      "With --serve: the address to listen on; anything but 127.0.0.1 accepts other machines.",
      valueName: "address"))
  var address = "127.0.0.1"

  func validate() throws {
    if let from, let to, from > to { throw ValidationError("--from \(from) is after --to \(to)") }
    if serve, output != nil || from != nil || to != nil {
      throw ValidationError(
        "--serve shows the whole log as it grows; drop --output, --from and --to")
    }
  }

  func run() throws {
    if serve { return try serveLive() }
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

  /// `--serve`: the live page until the process is interrupted.
  private func serveLive() throws {
    // A log that cannot be read at all is refused here, as `html` refuses it.
    _ = try CLIError.catching { try Timeline(path: file) }
    let page = try LivePage(
      path: file, host: address, port: Int(port), allowsOtherInterfaces: address != "127.0.0.1",
      hasApp: false, portOption: "--port", addressOption: "--listen-on")
    page.start()
    Terminal.writeError("html: serving \(Self.fileName(file)) live at \(page.url)")
    Terminal.writeError("html: open that address in a browser; Ctrl-C stops")
    while true { sleep(3600) }
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
