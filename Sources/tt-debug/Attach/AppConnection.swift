import DebugLinkWire
import Foundation
import LinkMirror

/// `attach`'s end of the debug link: waits for the app, writes its streamed log into a
/// ``LogMirror`` on a thread of its own, and sends commands, waiting for their answers.
final class AppConnection: @unchecked Sendable {
  // @unchecked: the socket is set once before the receiver starts; every other field is touched
  // under `condition`.
  private let listener: LinkListener
  private let mirror: LogMirror
  /// The receiver takes lines into the mirror; the session flushes it before each look.
  private let mirrorLock = NSLock()
  private let condition = NSCondition()
  private var socket: LinkSocket?
  private var answers: [LinkMessage] = []
  private var ended: String?

  init(listener: LinkListener, mirror: LogMirror) {
    self.listener = listener
    self.mirror = mirror
  }

  /// The pause after the lines a read brought, so the next read brings several.
  private static let batchMicroseconds: UInt32 = 4_000

  /// Makes the lines received so far readable in the mirror (the receiver does after each
  /// read; the session before each look, which then finds nothing left to flush).
  func flushMirror() {
    mirrorLock.withLock { mirror.flush() }
  }

  /// Waits for an app that shows the token; refusals are reported and waiting goes on.
  func waitForApp(refused: (LinkError) -> Void) throws(CLIError) {
    do throws(LinkError) {
      let socket = try listener.acceptApp(refused: refused)
      condition.lock()
      self.socket = socket
      condition.unlock()
      let thread = Thread { [self] in receive(on: socket) }
      thread.name = "tt-debug attach receiver"
      thread.start()
    } catch {
      throw .unreadable(error.message, fix: "check the address and try again")
    }
  }

  /// Why the app is gone, once it is.
  var endReason: String? {
    condition.lock()
    defer { condition.unlock() }
    return ended
  }

  /// Sends `message` and waits for the app's answer (`at`, `unable` or `synced`).
  ///
  /// - Throws: ``CLIError`` when the app is gone or does not answer in time.
  func request(_ message: LinkMessage, timeout: TimeInterval = 15) throws(CLIError) -> LinkMessage {
    condition.lock()
    answers.removeAll()
    let socket = self.socket
    let gone = ended
    condition.unlock()
    guard let socket, gone == nil else { throw Self.noApp(gone) }
    do throws(LinkError) {
      try socket.send(message)
    } catch {
      throw Self.noApp(error.message)
    }
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while answers.isEmpty {
      if let ended { throw Self.noApp(ended) }
      if !condition.wait(until: deadline) {
        throw .unreadable(
          "the app did not answer within \(Int(timeout)) s",
          fix: "is its main thread busy or paused in a debugger?")
      }
    }
    return answers.removeFirst()
  }

  /// Closes the connection; the app goes on (and returns to live if it stood at a jump).
  func close() {
    condition.lock()
    let socket = self.socket
    if ended == nil { ended = "attach closed the link" }
    condition.broadcast()
    condition.unlock()
    socket?.shutDown()
  }

  private static func noApp(_ reason: String?) -> CLIError {
    .unreadable(
      "no app is connected (\(reason ?? "it has not connected yet"))",
      fix: "launch the app with the TT_DEBUG_ATTACH and TT_DEBUG_TOKEN attach printed")
  }

  private func receive(on socket: LinkSocket) {
    var reason = "the app closed the link"
    do throws(LinkError) {
      loop: while let message = try socket.receive() {
        switch message {
        case .record(let line):
          mirrorLock.withLock { _ = mirror.take(line) }
          // The app sends each line as it writes it: the mirror is flushed once per read, and
          // a short pause lets the next read take several lines (one wakeup for many).
          if !socket.hasReadyMessages {
            flushMirror()
            usleep(Self.batchMicroseconds)
          }
        case .gap(let count):
          mirrorLock.withLock { mirror.gap(count: count) }
        case .at, .unable, .synced:
          // An answer follows the lines before it: they are in the file before it is read.
          flushMirror()
          condition.lock()
          answers.append(message)
          condition.broadcast()
          condition.unlock()
        case .refused(let why):
          reason = "the app closed the link: \(why)"
          break loop
        case .hello, .travel, .resume, .live, .load, .sync:
          throw LinkError(
            .malformedFrame, "the app sent a message only attach sends; closing the connection")
        }
      }
    } catch {
      try? socket.send(.refused(reason: error.message))
      reason = error.message
    }
    socket.shutDown()
    condition.lock()
    if ended == nil { ended = reason }
    condition.broadcast()
    condition.unlock()
  }
}
