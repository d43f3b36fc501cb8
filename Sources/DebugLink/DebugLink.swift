import ActionLog
import DebugLinkWire
import Foundation

/// The app's end of `tt-debug attach`: connects out, streams the recorder's lines, obeys commands.
///
/// It runs on two threads of its own and never blocks the store's thread or the recorder's
/// worker: lines go through a bounded queue, and when `attach` is slow the link drops lines from
/// its stream (never from the file) and says how many. A refused, malformed or closed connection
/// stops the link with one message; the app goes on.
///
/// ```swift
/// #if DEBUG
///   if let settings = try? LinkSettings(
///     environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)
///   {
///     link = DebugLink.start(settings) { command in
///       guard case .travel(let seq) = command else { return .refused(reason: "not supported") }
///       return .at(seq: seq, state: currentStateJSON())
///     }
///   }
/// #endif
/// ```
public final class DebugLink: Sendable {
  private let queue: LineQueue
  private let state = LockedState()

  /// Connects to `attach` and starts streaming; returns at once (connecting happens on the
  /// link's thread).
  ///
  /// - Parameters:
  ///   - settings: Address and token.
  ///   - capacity: Lines held for a slow `attach` before the stream drops some.
  ///   - stopped: Called once with the reason when the link stops (`nil` for a clean close).
  ///   - obey: Answers a command from `attach` (`travel`, `resume`, `live`, `load`) with the
  ///     message to send back, usually `.at(seq:state:)` or `.refused(reason:)`.
  /// - Returns: The running link.
  public static func start(
    _ settings: LinkSettings, capacity: Int = 10_000,
    stopped: @escaping @Sendable (LinkError?) -> Void = { _ in },
    obey: @escaping @Sendable (LinkMessage) -> LinkMessage?
  ) -> DebugLink {
    let link = DebugLink(queue: LineQueue(capacity: capacity))
    RecordTap.install { [queue = link.queue] line in queue.offer(line) }
    let thread = Thread { link.run(settings, stopped: stopped, obey: obey) }
    thread.name = "tt-debug link"
    thread.start()
    return link
  }

  private init(queue: LineQueue) {
    self.queue = queue
  }

  /// Stops the link: the stream ends and the socket closes. The recorder goes on.
  public func stop() {
    RecordTap.install(nil)
    queue.close()
    state.socket()?.shutDown()
  }

  private func run(
    _ settings: LinkSettings, stopped: @escaping @Sendable (LinkError?) -> Void,
    obey: @escaping @Sendable (LinkMessage) -> LinkMessage?
  ) {
    let socket: LinkSocket
    do throws(LinkError) {
      socket = try LinkSocket.connect(to: settings.address)
      try socket.send(.hello(token: settings.token.value))
    } catch {
      stop()
      stopped(error)
      return
    }
    state.set(socket)
    let sendLock = NSLock()
    let receiver = Thread { [self] in
      let outcome = Self.receive(on: socket, sendLock: sendLock, obey: obey)
      stop()
      stopped(outcome)
    }
    receiver.name = "tt-debug link commands"
    receiver.start()
    while let batch = queue.take() {
      sendLock.lock()
      defer { sendLock.unlock() }
      do {
        if batch.dropped > 0 { try socket.send(.gap(count: batch.dropped)) }
        for line in batch.lines {
          try socket.send(.record(line: String(decoding: line, as: UTF8.self)))
        }
      } catch {
        stop()
        return
      }
    }
  }

  private static func receive(
    on socket: LinkSocket, sendLock: NSLock, obey: (LinkMessage) -> LinkMessage?
  ) -> LinkError? {
    do throws(LinkError) {
      while let message = try socket.receive() {
        switch message {
        case .travel, .resume, .live, .load:
          if let answer = obey(message) {
            sendLock.lock()
            defer { sendLock.unlock() }
            try socket.send(answer)
          }
        case .refused(let reason):
          return LinkError(.unauthenticated, "attach refused the link: \(reason)")
        case .hello, .record, .gap, .at:
          throw LinkError(
            .malformedFrame, "attach sent a message only the app sends; closing the connection")
        }
      }
      return nil
    } catch {
      sendLock.lock()
      try? socket.send(.refused(reason: error.message))
      sendLock.unlock()
      return error
    }
  }
}

/// The socket, once connected, for ``DebugLink/stop()`` to shut down from any thread.
private final class LockedState: @unchecked Sendable {
  // @unchecked: `current` is touched under `lock`.
  private let lock = NSLock()
  private var current: LinkSocket?

  func set(_ socket: LinkSocket) {
    lock.lock()
    current = socket
    lock.unlock()
  }

  func socket() -> LinkSocket? {
    lock.lock()
    defer { lock.unlock() }
    return current
  }
}
