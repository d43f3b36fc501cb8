import DebugLinkWire
import Foundation
import JSONTree
import PageServer
import Replay
import TimelinePage

/// The live page of `attach --web` and `html --serve`: serves the log's page, pushes what lands
/// to every open page, and hands the page's clicks to the session as commands.
///
/// One thread follows the log and broadcasts its records; the server's threads answer pages and
/// queue their commands in ``inbox``, which the session's thread runs.
final class LivePage: @unchecked Sendable {
  /// Where the app stands, as the page's app bar shows it.
  struct AppPosition: Equatable {
    /// `live`, `travelling`, `report`, `gone` or `none` (no app).
    var mode: String
    var seq: UInt64?
    var text: String
  }

  let inbox = PageInbox()
  private let server: PageServer
  private let token: String
  private let hasApp: Bool
  private let lock = NSLock()
  /// The log the session runs over; `shown` is a loaded report's while one is.
  private let run: PageFeed
  private var shown: PageFeed
  private var cursor: UInt64?
  private var position: AppPosition
  private var stopped = false
  /// A page sent a move: the next publish says where the cursor is, moved or not.
  private var answerOwed = false
  private var follower: Thread?

  /// Serves the page of the log at `path`.
  ///
  /// - Parameters:
  ///   - path: The log (attach's mirror, or html's file).
  ///   - host: The address to listen on; anything but loopback needs `allowsOtherInterfaces`.
  ///   - port: The port (0: any free one).
  ///   - hasApp: Whether an app follows the page's moves (`attach`, whose session reads the log
  ///     and hands its reads to ``take(_:)``); without one the page follows the log itself.
  ///   - portOption: The option that picks the port, for the error when it is taken.
  ///   - addressOption: The option that picks the address, for the error when it is not one.
  /// - Throws: ``CLIError`` when the port cannot be had.
  init(
    path: String, host: String, port: Int, allowsOtherInterfaces: Bool, hasApp: Bool,
    portOption: String, addressOption: String
  ) throws(CLIError) {
    token = LinkToken.random().value
    self.hasApp = hasApp
    // attach writes its mirror itself, which the file's lock cannot tell another process.
    run =
      hasApp
      ? PageFeed(path: path, tool: Self.tool) { _ in true }
      : PageFeed(path: path, tool: Self.tool)
    shown = run
    position = AppPosition(mode: hasApp ? "live" : "none", seq: nil, text: "")
    _ = run.poll()
    let box = WeakBox()
    do {
      server = try PageServer(
        PageServer.Configuration(
          host: host, port: port, token: token, allowsOtherInterfaces: allowsOtherInterfaces),
        page: { box.page?.pageBytes() ?? Self.waiting },
        onOpen: { client in box.page?.opened(client) },
        onMessage: { client, text in box.page?.received(text, from: client) },
        onClose: { _ in })
    } catch {
      switch error.code {
      case .portInUse:
        throw .unreadable(
          "port \(port) on \(host) is in use", fix: "pick another with \(portOption), or 0 for any")
      case .bindFailed:
        throw .unreadable(
          "cannot listen on \(host):\(port)",
          fix: "give \(addressOption) an address of this machine, or leave it out for 127.0.0.1")
      case .invalidHost:
        throw .usage(
          "'\(host)' is not an IP address", fix: "give \(addressOption) one, e.g. 127.0.0.1")
      default:
        throw .unreadable(error.message, fix: "check \(portOption) and \(addressOption)")
      }
    }
    box.page = self
  }

  /// The address to open, with the token.
  var url: String { server.url }

  /// Starts serving; without an app, also following the log: what lands reaches every page.
  func start() {
    guard !hasApp else { return }
    let thread = Thread { [self] in follow() }
    thread.name = "tt-debug live page"
    follower = thread
    thread.start()
  }

  /// Stops following and serving.
  func stop() {
    lock.withLock { stopped = true }
    server.close()
  }

  /// The session moved: the page's cursor and app bar follow.
  func publish(cursor: UInt64, app: AppPosition?) {
    let (cursorChanged, appChanged) = lock.withLock {
      // A page's jump is answered with the cursor even where it stood (the page waits for it).
      let moved = self.cursor != cursor || answerOwed
      answerOwed = false
      self.cursor = cursor
      let changed = app.map { $0 != position } ?? false
      if let app { position = app }
      return (moved, changed)
    }
    if cursorChanged { server.broadcast(Self.cursorMessage(cursor)) }
    if appChanged { server.broadcast(appMessage()) }
  }

  /// A command the page sent failed: the page shows the terminal's line.
  func report(error: String) {
    server.broadcast(JSONValue.object(["t": .string("error"), "text": .string(error)]).jsonText)
  }

  /// The page shows a loaded report's log (`nil`: the run's again) and reloads.
  func show(reportAt path: String?) {
    lock.withLock {
      if let path {
        let feed = PageFeed(path: path, tool: Self.tool)
        _ = feed.poll()
        shown = feed
      } else {
        shown = run
      }
      cursor = nil
    }
    server.broadcast(#"{"t":"reload"}"#)
  }

  // MARK: Server callbacks (on the server's threads)

  private func pageBytes() -> [UInt8]? {
    let feed = lock.withLock { shown }
    return feed.page(live: PageFeed.Live(token: token, app: hasApp))?.bytes
  }

  private func opened(_ client: PageClient) {
    let (cursor, app) = lock.withLock { (self.cursor, appMessage()) }
    server.send(app, to: client)
    if let cursor { server.send(Self.cursorMessage(cursor), to: client) }
  }

  private func received(_ text: String, from client: PageClient) {
    guard case .object(let message)? = try? JSONValue(parsing: text),
      case .string(let kind)? = message["t"]
    else { return }
    switch kind {
    case "hello":
      let after = message["after"].flatMap(Self.number) ?? 0
      let feed = lock.withLock { shown }
      if let records = feed.message(from: after) { server.send(records, to: client) }
    case "jump":
      // With no app a click moves only the page: nothing runs here.
      guard hasApp, let seq = message["seq"].flatMap(Self.number) else { return }
      lock.withLock { answerOwed = true }
      inbox.push(.page("jump \(seq)"))
    case "resume", "live":
      guard hasApp else { return }
      inbox.push(.page(kind))
    default:
      break
    }
  }

  // MARK: Following

  /// At most one `records` message per this many ms: at 1,000 actions/s a batch of about 25.
  private static let batchMilliseconds: UInt64 = 25
  private var lastBroadcast: UInt64 = 0

  /// What the session's tail read (called on every read, with or without events): what
  /// landed reaches every page, in batches.
  func take(_ events: [TimelineTail.Event]) {
    run.take(events)
    let now = DispatchTime.now().uptimeNanoseconds
    guard now - lastBroadcast >= Self.batchMilliseconds * 1_000_000 else { return }
    guard let message = run.pendingMessage() else { return }
    lastBroadcast = now
    if lock.withLock({ shown === run }) { server.broadcast(message) }
  }

  private func follow() {
    while !lock.withLock({ stopped }) {
      if let message = run.poll() {
        let isShown = lock.withLock { shown === run }
        if isShown { server.broadcast(message) }
      }
      run.waitForChange(milliseconds: 10)
    }
  }

  // MARK: Messages

  private static func cursorMessage(_ seq: UInt64) -> String {
    JSONValue.object(["t": .string("cursor"), "seq": .unsigned(seq)]).jsonText
  }

  /// Under the lock.
  private func appMessage() -> String {
    var object: JSONObject = ["t": .string("app"), "mode": .string(position.mode)]
    if let seq = position.seq { object["seq"] = .unsigned(seq) }
    if !position.text.isEmpty { object["text"] = .string(position.text) }
    return JSONValue.object(object).jsonText
  }

  /// A whole number at least 0 a page sent.
  private static func number(_ value: JSONValue) -> Int? {
    switch value {
    case .int(let number): number >= 0 ? Int(exactly: number) : nil
    case .double(let number): number >= 0 && number < 1e15 ? Int(number) : nil
    default: nil
    }
  }

  private static var tool: String { "tt-debug \(TTDebug.configuration.version)" }

  /// Before the log has a header.
  private static let waiting = Array(
    """
    <!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="1">\
    <title>tt-debug</title><p>Waiting for the app's first record; this page reloads itself.</p>
    """.utf8)
}

/// The server's callbacks reach the page through this, so neither holds the other strongly
/// before both exist.
private final class WeakBox: @unchecked Sendable {
  weak var page: LivePage?
}
