import DebugLink
import DebugLinkWire
import Foundation
import LinkMirror

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tt-debug attach`'s side of the debug link, in process: a loopback listener the app's link
/// connects to, and a receiver thread that takes the streamed lines into a ``LogMirror`` (or
/// only drains them) and hands the app's answers to ``request(_:)``, as attach's connection does.
final class AttachSide: @unchecked Sendable {
  // @unchecked: `socket` and `mirror` are set before the receiver starts (the mirror is then the
  // receiver's alone); `answers` and `ended` are touched under `condition`.
  let listener: LinkListener
  let settings: LinkSettings
  private var socket: LinkSocket?
  private var mirror: LogMirror?
  private let condition = NSCondition()
  private var answers: [LinkMessage] = []
  private var ended = false

  /// A listener on a free loopback port, and the settings that reach it.
  init() throws {
    let token = LinkToken.random()
    listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    settings = LinkSettings(
      address: try LinkAddress(host: "127.0.0.1", port: listener.port), token: token)
  }

  /// Accepts the app's link (started with ``settings``) and starts receiving; the lines go into
  /// `mirror`, or nowhere.
  func accept(mirroringTo mirror: LogMirror?) throws {
    let socket = try listener.acceptApp()
    // A link that stops answering ends the figure instead of hanging it.
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    _ = setsockopt(
      socket.descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    self.socket = socket
    self.mirror = mirror
    let thread = Thread { [self] in receive(on: socket) }
    thread.name = "tt-bench attach receiver"
    thread.start()
  }

  /// Sends `message` and waits for the app's answer (`at`, `unable` or `synced`).
  func request(_ message: LinkMessage, timeout: TimeInterval = 15) throws -> LinkMessage {
    guard let socket else { throw BenchError("no app is connected") }
    condition.lock()
    answers.removeAll()
    condition.unlock()
    try socket.send(message)
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while answers.isEmpty {
      if ended { throw BenchError("the app closed the link") }
      if !condition.wait(until: deadline) {
        throw BenchError("the app did not answer \(message) within \(Int(timeout)) s")
      }
    }
    return answers.removeFirst()
  }

  /// Closes the connection and waits until the receiver is done with the mirror.
  func close() {
    socket?.shutDown()
    condition.lock()
    while socket != nil, !ended {
      if !condition.wait(until: Date(timeIntervalSinceNow: 5)) { break }
    }
    condition.unlock()
    mirror?.close()
  }

  private func receive(on socket: LinkSocket) {
    while let message = try? socket.receive() {
      switch message {
      case .record(let line):
        mirror?.take(line)
        if !socket.hasReadyMessages { mirror?.flush() }
      case .gap(let count): mirror?.gap(count: count)
      case .at, .unable, .synced:
        mirror?.flush()
        condition.lock()
        answers.append(message)
        condition.broadcast()
        condition.unlock()
      default: break
      }
    }
    condition.lock()
    ended = true
    condition.broadcast()
    condition.unlock()
  }
}

/// Runs `body` on a thread of its own and waits without holding the main actor, which the app's
/// time-travel root needs to answer the link's commands meanwhile.
func offMainActor<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread {
      do {
        continuation.resume(returning: try body())
      } catch {
        continuation.resume(throwing: error)
      }
    }
    thread.name = "tt-bench attach side"
    thread.start()
  }
}
