import ArgumentParser
import DebugLinkWire
import Foundation
import LinkMirror
import LogFormat

/// `tt-debug attach`: waits for the app, shows its log live, and moves the app itself.
struct AttachCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "attach",
    abstract: "Drive a running app: its log live, and step, back and jump move the app itself.",
    discussion: """
      attach listens for the app's debug link, prints the two launch settings the app needs, and \
      waits. Set them in the app's scheme (Edit Scheme › Run › Arguments › Environment) or pass \
      them as launch arguments (-TTDebugAttach ADDRESS -TTDebugToken TOKEN):
        TT_DEBUG_ATTACH=127.0.0.1:7321   where attach listens
        TT_DEBUG_TOKEN=…                 the random token attach prints; a wrong one is refused

      In the app, the root store is held by a TimeTravelRoot and the link started from it (see \
      docs/TimeTravel.md). Once the app connects, its log prints as it lands, as in \
      `open --follow`, and the prompt takes open's commands: step, back, jump, where, show and \
      diff also move the app's store to that state, and say whether the state it then holds is \
      the log's. More commands:
        resume       the app goes on from where it stands; its log records the branch
        live         the app back to its newest state, running
        load FILE    step through a bug report's log in the app; live returns

      A Codable state travels from the log; any other state is rebuilt by the app, which replays \
      this run's actions with their recorded dependency values. While the app stands at a \
      travelled state it reduces nothing and starts no effect.

      The Simulator reaches attach on loopback. A device needs the Mac's address: pass \
      --listen-on with it (the link then accepts other interfaces; the token still guards it).

      With --web, attach also serves the live page at the address it prints (with its token): \
      the session's timeline and actions as they land; a click on a row or the timeline moves \
      the app, as jump does, and the terminal prints it; Resume and Live buttons.

      Examples:
        tt-debug attach
        tt-debug attach --port 7400 --output session.ttlog
        tt-debug attach --listen-on 192.168.1.20
        tt-debug attach --web --web-port 7400
      """)

  @Option(help: "The port to listen on (0: any free port, printed).")
  var port: UInt16 = 7321

  @Option(
    name: .customLong("listen-on"),
    help: ArgumentHelp(
      "The interface address to listen on; anything but 127.0.0.1 accepts other machines.",
      valueName: "address"))
  var address = "127.0.0.1"

  @Option(
    name: .shortAndLong,
    help: "Keep the app's log, as attach received it, in this file (default: a temporary file).")
  var output: String?

  @Flag(help: "Replace the --output file if it exists (only a regular file).")
  var force = false

  @Flag(help: "Also serve the live page, whose clicks move the app (its address is printed).")
  var web = false

  @Option(name: .customLong("web-port"), help: "With --web: the page's port (0: any free port).")
  var webPort: UInt16 = 7322

  @Option(
    name: .customLong("web-listen-on"),
    help: ArgumentHelp(
      "With --web: the page's address; anything but 127.0.0.1 accepts other machines.",
      valueName: "address"))
  var webAddress = "127.0.0.1"

  @OptionGroup var outputOptions: OutputOptions

  func run() throws {
    let listenAddress: LinkAddress
    do {
      listenAddress = try LinkAddress(host: address, port: port)
    } catch {
      throw CLIError.usage(error.message, fix: "give an IPv4 address such as 127.0.0.1")
    }
    let mirrorPath = try Self.mirrorPath(output, force: force)
    defer { if output == nil { try? FileManager.default.removeItem(atPath: mirrorPath) } }
    let token = LinkToken.random()
    let listener: LinkListener
    do {
      listener = try LinkListener(
        address: listenAddress, token: token, allowsOtherInterfaces: !listenAddress.isLoopback)
    } catch {
      throw CLIError.unreadable(error.message, fix: "pick another port with --port")
    }
    let mirror: LogMirror
    do {
      mirror = try LogMirror(path: mirrorPath)
    } catch {
      throw CLIError(error)
    }
    defer { mirror.close() }
    let address = "\(listenAddress.host):\(listener.port)"
    Terminal.writeError(
      "attach: listening on \(address)"
        + (listenAddress.isLoopback ? " (loopback only)" : " (other machines too)"))
    Terminal.writeError(
      "attach: launch the app with TT_DEBUG_ATTACH=\(address) TT_DEBUG_TOKEN=\(token.value)")
    // The page can be opened before the app starts: it shows the log once it begins.
    var page: LivePage?
    if web {
      page = try LivePage(
        path: mirrorPath, host: webAddress, port: Int(webPort),
        allowsOtherInterfaces: webAddress != "127.0.0.1", hasApp: true, portOption: "--web-port",
        addressOption: "--web-listen-on")
      page?.start()
      Terminal.writeError("attach: the live page is at \(page?.url ?? "")")
    }
    defer { page?.stop() }
    let connection = AppConnection(listener: listener, mirror: mirror)
    defer { connection.close() }
    try connection.waitForApp { refusal in
      Terminal.writeError("tt-debug: \(refusal.message)")
    }
    Terminal.writeError("attach: the app connected")
    let (navigator, live) = try LiveLog.open(
      path: mirrorPath, store: .inMemory, writtenHere: true,
      observer: page.map { page in page.take }
    ) {
      connection.flushMirror()
      guard let reason = connection.endReason else { return nil }
      return .unreadable(
        "the app's link ended before its log began (\(reason))",
        fix: "launch the app again (with the same tt-debug version, its link started before the "
          + "store's first action)")
    }
    navigator.cursorNotSaved = { _ in }
    let app = AttachedApp(connection: connection)
    let session = InteractiveSession(
      navigator: navigator, style: outputOptions.style, live: live, app: app)
    if let page {
      session.page = page
      session.publishToPage()
    }
    let code = session.run()
    if code != 0 { throw ExitCode(code) }
  }

  /// The mirror's path: `--output` (checked as every output file is), or a new temporary file.
  private static func mirrorPath(_ output: String?, force: Bool) throws(CLIError) -> String {
    if let output {
      do {
        try OutputFile.check(output, force: force, suggesting: "session.ttlog")
        try OutputFile.removeForReplacing(output)
      } catch {
        throw .cannotWrite(error.what, fix: error.fix)
      }
      return output
    }
    let folder = FileManager.default.temporaryDirectory.path
    return "\(folder)/tt-debug-attach-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).ttlog"
  }
}
