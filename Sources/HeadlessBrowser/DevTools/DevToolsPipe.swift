import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The DevTools protocol over the browser's pipe: JSON messages, each ended by a NUL byte. A reader
/// thread parses what the browser writes, hands each response to the call that waits for its id,
/// counts events by method and keeps the page's console lines. Every wait has a deadline, and ends
/// early with an error when the browser closes the pipe.
final class DevToolsPipe: @unchecked Sendable {
  /// The target session whose events are counted and whose console is kept (set once attached).
  var sessionID: String? {
    get { condition.withLock { attachedSession } }
    set { condition.withLock { attachedSession = newValue } }
  }
  /// The page's console lines so far.
  var console: [String] { condition.withLock { consoleLines } }

  private let socket: Int32
  private let exitDetail: @Sendable () -> String
  private let condition = NSCondition()
  private let writeLock = NSLock()
  // Guarded by `condition`:
  private var attachedSession: String?
  private var nextID = 1
  private var awaited: Set<Int> = []
  private var responses: [Int: [String: Any]] = [:]
  private var eventCounts: [String: Int] = [:]
  private var consoleLines: [String] = []
  private var isEnded = false
  /// Whether the page's renderer died (and no new document has started since).
  private var isCrashed = false
  // Guarded by `writeLock`:
  private var isClosed = false

  /// Reads `socket` on a thread of its own until the browser closes it or ``shutdown()`` is
  /// called; then closes it. `exitDetail` says why the browser went, for error messages.
  init(socket: Int32, exitDetail: @escaping @Sendable () -> String) {
    self.socket = socket
    self.exitDetail = exitDetail
    #if canImport(Darwin)
    var on: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    Thread.detachNewThread { [self] in readUntilEnd() }
  }

  /// Sends `method` with `params` (to the attached session unless `toBrowser`) and waits up to
  /// `timeout` seconds for its result.
  ///
  /// - Throws: ``BrowserError``: `command` when the browser answers with an error, `timeout`,
  ///   `exited` when the pipe closes first.
  @discardableResult
  func call(
    _ method: String, _ params: [String: Any] = [:], toBrowser: Bool = false,
    timeout: Double
  ) throws -> [String: Any] {
    let id: Int = condition.withLock {
      defer { nextID += 1 }
      awaited.insert(nextID)
      return nextID
    }
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if !toBrowser, let session = sessionID { message["sessionId"] = session }
    do {
      try write(message, method: method)
    } catch {
      _ = condition.withLock { awaited.remove(id) }
      throw error
    }
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer {
      awaited.remove(id)
      condition.unlock()
    }
    while responses[id] == nil {
      if isEnded { throw exited(method) }
      if isCrashed && !toBrowser && method != "Page.navigate" { throw crashed(method) }
      guard condition.wait(until: deadline) || responses[id] != nil else {
        throw BrowserError(
          .timeout, "the browser did not answer within \(Self.seconds(timeout))", method: method)
      }
    }
    let response = responses.removeValue(forKey: id) ?? [:]
    if let error = response["error"] as? [String: Any] {
      throw BrowserError(.command, error["message"] as? String ?? "\(error)", method: method)
    }
    return response["result"] as? [String: Any] ?? [:]
  }

  /// How many `method` events of the attached session have arrived.
  func eventCount(_ method: String) -> Int {
    condition.withLock { eventCounts[method, default: 0] }
  }

  /// Waits up to `timeout` seconds for the `method` event count to pass `count`.
  ///
  /// - Throws: ``BrowserError``: `timeout`, or `exited` when the pipe closes first.
  func waitForEvent(_ method: String, beyond count: Int, timeout: Double) throws {
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    let crashes = eventCounts["Inspector.targetCrashed", default: 0]
    while eventCounts[method, default: 0] <= count {
      if isEnded { throw exited(method) }
      if eventCounts["Inspector.targetCrashed", default: 0] > crashes { throw crashed(method) }
      guard condition.wait(until: deadline) || eventCounts[method, default: 0] > count else {
        throw BrowserError(
          .timeout, "no \(method) event within \(Self.seconds(timeout))", method: method)
      }
    }
  }

  /// Whether the browser has closed the pipe.
  var hasEnded: Bool { condition.withLock { isEnded } }

  /// Ends the pipe: the reader wakes with an end of file and closes the socket.
  func shutdown() {
    writeLock.withLock {
      if !isClosed { _ = Foundation.shutdown(socket, Int32(SHUT_RDWR)) }
    }
  }

  private func crashed(_ method: String) -> BrowserError {
    BrowserError(
      .exited, "the page crashed (its renderer died); navigate to load a page again",
      method: method)
  }

  private func exited(_ method: String) -> BrowserError {
    let detail = exitDetail()
    return BrowserError(
      .exited, "the browser exited" + (detail.isEmpty ? "" : " (\(detail))"), method: method)
  }

  private func write(_ message: [String: Any], method: String) throws {
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    try writeLock.withLock {
      guard !isClosed else { throw exited(method) }
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { buffer in
          #if canImport(Glibc)
          Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
          #else
          Darwin.send(socket, buffer.baseAddress, buffer.count, 0)
          #endif
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw exited(method) }
        sent += count
      }
    }
  }

  private func readUntilEnd() {
    var pending: [UInt8] = []
    var scanned = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      pending.append(contentsOf: chunk[0..<count])
      var start = 0
      while let end = pending[scanned...].firstIndex(of: 0) {
        receive(Data(pending[start..<end]))
        start = end + 1
        scanned = start
      }
      pending.removeFirst(start)
      scanned = pending.count
    }
    writeLock.withLock {
      isClosed = true
      close(socket)
    }
    condition.withLock {
      isEnded = true
      condition.broadcast()
    }
  }

  private func receive(_ data: Data) {
    guard let message = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      return
    }
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    if let id = message["id"] as? Int {
      if awaited.contains(id) { responses[id] = message }
      return
    }
    guard let method = message["method"] as? String,
      attachedSession != nil, message["sessionId"] as? String == attachedSession
    else { return }
    eventCounts[method, default: 0] += 1
    if method == "Inspector.targetCrashed" { isCrashed = true }
    if method == "Runtime.executionContextCreated" { isCrashed = false }
    if let line = ConsoleLine.text(method: method, params: message["params"] as? [String: Any]) {
      consoleLines.append(line)
    }
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
