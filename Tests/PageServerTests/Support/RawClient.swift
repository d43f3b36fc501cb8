#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking TCP client on loopback that sends any bytes, for probing the server.
///
/// Reads give up after 10 s so a server that hangs fails the test instead of stalling it.
/// Closing resets the connection, so thousands of probes leave no sockets waiting to time out.
/// One thread uses a client at a time (a test hands it to a reader thread and waits for it).
final class RawClient: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32
  private var received: [UInt8] = []
  private(set) var isAtEnd = false
  /// Whether a read gave up waiting (the server neither sent nor closed).
  private(set) var timedOut = false

  init(port: Int) throws {
    #if canImport(Glibc)
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var reset = linger(l_onoff: 1, l_linger: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
    #if canImport(Darwin)
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      throw Failure(description: "connect to port \(port): errno \(errno)")
    }
  }

  deinit { close(descriptor) }

  /// Sends `bytes`; returns false if the server has closed (a probe may be refused midway).
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    #if canImport(Glibc)
    let flags = Int32(MSG_NOSIGNAL)
    #else
    let flags: Int32 = 0
    #endif
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        systemSend(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset, flags)
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Says no more bytes will come, as a client that gives up mid-request.
  func finishSending() { shutdown(descriptor, Int32(SHUT_WR)) }

  /// Reads more bytes into the buffer; false at the end of the stream or on timeout.
  private func fill() -> Bool {
    guard !isAtEnd else { return false }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        isAtEnd = true
        return false
      }
      received += chunk[..<count]
      return true
    }
  }

  /// Reads exactly `count` bytes.
  func read(count: Int) throws -> [UInt8] {
    while received.count < count {
      guard fill() else { throw Failure(description: "the stream ended before \(count) bytes") }
    }
    let bytes = Array(received[..<count])
    received.removeFirst(count)
    return bytes
  }

  /// Reads up to and including the blank line that ends an HTTP head.
  func readHead() throws -> String {
    let end = Array("\r\n\r\n".utf8)
    while true {
      if let range = firstRange(of: end) {
        let head = Array(received[..<range])
        received.removeFirst(range + end.count)
        return String(decoding: head, as: UTF8.self)
      }
      guard fill() else { throw Failure(description: "the stream ended inside an HTTP head") }
    }
  }

  /// Reads and drops everything until the server closes; false if it did not within 10 s.
  @discardableResult
  func drain() -> Bool {
    while fill() { received.removeAll(keepingCapacity: true) }
    return !timedOut
  }

  private func firstRange(of needle: [UInt8]) -> Int? {
    guard received.count >= needle.count else { return nil }
    for start in 0...(received.count - needle.count)
    where received[start..<start + needle.count].elementsEqual(needle) {
      return start
    }
    return nil
  }
}

private func systemSend(
  _ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32
) -> Int {
  #if canImport(Glibc)
  Glibc.send(descriptor, bytes, count, flags)
  #else
  Darwin.send(descriptor, bytes, count, flags)
  #endif
}
