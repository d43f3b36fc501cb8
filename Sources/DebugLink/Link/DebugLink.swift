import ActionLog
import DebugLinkWire
import Foundation

/// The app's end of `tt-debug attach`: connects out, streams one recorder's lines, obeys commands.
///
/// It runs on two threads of its own and never blocks the store's thread or the recorder's
/// worker: lines go through a bounded queue, and when `attach` is slow the link drops lines from
/// its stream (never from the file) and says how many. A refused, malformed or closed connection
/// stops the link with one message; the app goes on. Most apps start it through
/// ``TimeTravelRoot/startLink(_:stopped:)``, which answers the commands; this is the level below.
///
/// ```swift
/// #if DEBUG
///   if let settings = try? LinkSettings(
///     environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)
///   {
///     link = DebugLink.start(settings, recorder: recorder) { command in
///       guard case .travel(let seq, _) = command else { return .unable(reason: "not supported") }
///       return .at(seq: seq, state: currentStateJSON())
///     }
///   }
/// #endif
/// ```
public final class DebugLink: Sendable {
  private let queue: LineQueue
  private let state = LockedState()
  private let recorder: Recorder

  /// Connects to `attach` and starts streaming `recorder`'s lines; returns at once (connecting
  /// happens on the link's thread, which tries for a few seconds while `attach` starts).
  ///
  /// Start it before the store's first action, so the stream begins with the log's header.
  ///
  /// - Parameters:
  ///   - settings: Address and token.
  ///   - recorder: The recorder whose lines to stream; other recorders in the process are not.
  ///   - capacity: Lines held for a slow `attach` before the stream drops some.
  ///   - stopped: Called once with the reason when the link stops (`nil` for a clean close).
  ///   - obey: Answers a command from `attach` (`travel`, `resume`, `live`, `load`) with the
  ///     message to send back, usually `.at(seq:state:)` or `.unable(reason:)`; called on the
  ///     link's command thread, one command at a time. `sync` is answered by the link itself.
  /// - Returns: The running link.
  public static func start(
    _ settings: LinkSettings, recorder: Recorder, capacity: Int = 10_000,
    stopped: @escaping @Sendable (LinkError?) -> Void = { _ in },
    obey: @escaping @Sendable (LinkMessage) -> LinkMessage?
  ) -> DebugLink {
    let link = DebugLink(queue: LineQueue(capacity: capacity), recorder: recorder)
    recorder.tap.install { [queue = link.queue] line in queue.offer(line) }
    let thread = Thread { link.run(settings, stopped: stopped, obey: obey) }
    thread.name = "tt-debug link"
    thread.start()
    return link
  }

  private init(queue: LineQueue, recorder: Recorder) {
    self.queue = queue
    self.recorder = recorder
  }

  /// Stops the link: the stream ends and the socket closes. The recorder goes on.
  public func stop() {
    recorder.tap.install(nil)
    queue.close()
    state.stop()?.shutDown()
  }

  /// How long the link keeps trying to reach `attach` at launch.
  static let connectAttempts = 20
  static let connectPause: TimeInterval = 0.25

  private func run(
    _ settings: LinkSettings, stopped: @escaping @Sendable (LinkError?) -> Void,
    obey: @escaping @Sendable (LinkMessage) -> LinkMessage?
  ) {
    let socket: LinkSocket
    do throws(LinkError) {
      socket = try connect(settings)
      try socket.send(.hello(token: settings.token.value))
    } catch {
      stop()
      stopped(error)
      return
    }
    guard state.set(socket) else {
      socket.shutDown()
      return
    }
    let receiver = Thread { [self] in
      let outcome = receive(on: socket, obey: obey)
      stop()
      stopped(outcome)
    }
    receiver.name = "tt-debug link commands"
    receiver.start()
    while let batch = queue.take() {
      do {
        for item in batch {
          switch item {
          case .line(let line):
            try socket.send(.record(line: String(decoding: line, as: UTF8.self)))
          case .reply(let message):
            try socket.send(message)
          }
        }
      } catch {
        stop()
        return
      }
    }
  }

  /// Connects, trying again while nothing listens yet (attach starting) and the link runs.
  private func connect(_ settings: LinkSettings) throws(LinkError) -> LinkSocket {
    var attempt = 1
    while true {
      do throws(LinkError) {
        return try LinkSocket.connect(to: settings.address)
      } catch {
        guard attempt < Self.connectAttempts, !state.isStopped else {
          throw LinkError(
            error.code,
            "\(error.message); is `tt-debug attach` running at \(settings.address.host):"
              + "\(settings.address.port)?")
        }
        attempt += 1
        Thread.sleep(forTimeInterval: Self.connectPause)
      }
    }
  }

  private func receive(on socket: LinkSocket, obey: (LinkMessage) -> LinkMessage?) -> LinkError? {
    do throws(LinkError) {
      while let message = try socket.receive() {
        switch message {
        case .travel, .resume, .live, .load:
          if let answer = obey(message) { queue.reply(answer) }
          if case .load = message { queue.reply(.synced) }
        case .sync:
          // Everything captured so far reaches the tap before the reply is queued behind it.
          recorder.flush()
          queue.reply(.synced)
        case .refused(let reason):
          return LinkError(.unauthenticated, "attach refused the link: \(reason)")
        case .hello, .record, .gap, .at, .unable, .synced:
          throw LinkError(
            .malformedFrame, "attach sent a message only the app sends; closing the connection")
        }
      }
      return nil
    } catch {
      queue.reply(.refused(reason: error.message))
      // The sender gets a moment to say why before the socket closes.
      Thread.sleep(forTimeInterval: 0.05)
      return error
    }
  }
}

/// The socket, once connected, for ``DebugLink/stop()`` to shut down from any thread.
private final class LockedState: @unchecked Sendable {
  // @unchecked: every field is touched under `lock`.
  private let lock = NSLock()
  private var current: LinkSocket?
  private var stopped = false

  /// Keeps the socket; `false` when the link was stopped meanwhile.
  func set(_ socket: LinkSocket) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    current = socket
    return !stopped
  }

  var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  /// Marks the link stopped and returns the socket to shut down.
  func stop() -> LinkSocket? {
    lock.lock()
    defer { lock.unlock() }
    stopped = true
    return current
  }
}
