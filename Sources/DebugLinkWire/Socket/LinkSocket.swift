#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected TCP socket carrying frames: plain POSIX calls, no run loop.
///
/// Writes never raise SIGPIPE; a closed peer surfaces as ``LinkError`` with code `closed`.
///
/// ```swift
/// let socket = try LinkSocket.connect(to: LinkAddress(parsing: "127.0.0.1:7321"))
/// try socket.send(.hello(token: "…"))
/// ```
public final class LinkSocket: @unchecked Sendable {
  // @unchecked: the descriptor is immutable; one thread sends and one receives at a time.
  /// The descriptor.
  public let descriptor: Int32
  private var decoder: FrameDecoder
  private var ready: [[UInt8]] = []
  /// The receiving thread's buffer, kept between reads.
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

  /// Wraps a connected descriptor.
  ///
  /// - Parameters:
  ///   - descriptor: A connected stream socket, now owned by this object.
  ///   - limit: The largest frame accepted.
  public init(descriptor: Int32, limit: Int = Frame.maximumPayload) {
    self.descriptor = descriptor
    self.decoder = FrameDecoder(limit: limit)
    Self.ignoreBrokenPipe(descriptor)
  }

  deinit { close(descriptor) }

  /// Connects to `address`.
  ///
  /// - Parameter address: Where `attach` listens.
  /// - Returns: The connected socket.
  /// - Throws: ``LinkError`` with code `socketFailed`.
  public static func connect(to address: LinkAddress) throws(LinkError) -> LinkSocket {
    let descriptor = socket(AF_INET, Self.streamType, 0)
    guard descriptor >= 0 else { throw Self.failure("socket") }
    var storage = address.socketAddress
    let result = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        posixConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      let error = Self.failure("connect to \(address.host):\(address.port)")
      close(descriptor)
      throw error
    }
    return LinkSocket(descriptor: descriptor)
  }

  /// Sends one message as one frame.
  ///
  /// - Parameter message: The message.
  /// - Throws: ``LinkError`` with code `closed` or `socketFailed`.
  public func send(_ message: LinkMessage) throws(LinkError) {
    try sendBytes(Frame.encode(payload: message.payload))
  }

  /// Sends raw bytes (the fault tests send frames no encoder would write).
  ///
  /// - Parameter bytes: The bytes.
  /// - Throws: ``LinkError`` with code `closed` or `socketFailed`.
  public func sendBytes(_ bytes: [UInt8]) throws(LinkError) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        posixSend(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if sent < 0 {
        if errno == EINTR { continue }
        throw errno == EPIPE || errno == ECONNRESET
          ? LinkError(.closed, "the other side closed the link") : Self.failure("send")
      }
      offset += sent
    }
  }

  /// Waits for the next message.
  ///
  /// - Returns: The message, or `nil` when the peer closed the connection cleanly.
  /// - Throws: ``LinkError`` for an oversized or malformed frame or a failed read.
  public func receive() throws(LinkError) -> LinkMessage? {
    while ready.isEmpty {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == ECONNRESET { return nil }
        throw Self.failure("receive")
      }
      if count == 0 { return nil }
      ready = try decoder.frames(from: chunk[0..<count])
    }
    return try LinkMessage(payload: ready.removeFirst())
  }

  /// Whether ``receive()`` has a message without reading the socket: the last read brought
  /// more than one. A reader that batches work (a flush) does it when this is `false`.
  public var hasReadyMessages: Bool { !ready.isEmpty }

  /// Changes the largest frame accepted from now on (the listener accepts only a small hello
  /// before the token is checked).
  ///
  /// - Parameter limit: The new limit in bytes.
  public func acceptFrames(upTo limit: Int) {
    decoder.limit = limit
  }

  /// Stops both directions, waking a thread blocked in ``receive()``.
  public func shutDown() {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
  }

  static func failure(_ call: String) -> LinkError {
    LinkError(.socketFailed, "\(call) failed: \(String(cString: strerror(errno)))")
  }

  #if canImport(Darwin)
  static let streamType = SOCK_STREAM
  private static func ignoreBrokenPipe(_ descriptor: Int32) {
    var on: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
  }
  #else
  static let streamType = Int32(SOCK_STREAM.rawValue)
  private static func ignoreBrokenPipe(_ descriptor: Int32) {}
  #endif
}

#if canImport(Darwin)
private func posixConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
  -> Int32
{ connect(fd, address, length) }
private func posixSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  send(fd, bytes, count, 0)
}
#else
private func posixConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
  -> Int32
{ connect(fd, address, length) }
private func posixSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  send(fd, bytes, count, Int32(MSG_NOSIGNAL))
}
#endif

extension LinkAddress {
  var socketAddress: sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    let value =
      UInt32(octets[0]) << 24 | UInt32(octets[1]) << 16 | UInt32(octets[2]) << 8
      | UInt32(octets[3])
    address.sin_addr.s_addr = in_addr_t(value.bigEndian)
    return address
  }
}
