#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `attach`'s end: listens on one interface, loopback unless the caller allows another, and
/// admits a connection only after its first frame shows the token.
///
/// ```swift
/// let token = LinkToken.random()
/// let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
/// print("TT_DEBUG_ATTACH=127.0.0.1:\(listener.port) TT_DEBUG_TOKEN=\(token.value)")
/// let app = try listener.acceptApp()
/// ```
public final class LinkListener: @unchecked Sendable {
  // @unchecked: immutable after init; accept runs on one thread.
  /// The listening descriptor.
  public let descriptor: Int32
  /// The port bound (the one asked for, or the one the system chose for port 0).
  public let port: UInt16
  private let token: LinkToken
  private let allowsOtherInterfaces: Bool

  /// Binds and listens.
  ///
  /// - Parameters:
  ///   - address: Interface and port; port 0 lets the system choose.
  ///   - token: The token each connection must show first.
  ///   - allowsOtherInterfaces: Whether a non-loopback address and peer are allowed (`--host`).
  /// - Throws: ``LinkError`` with code `notLoopback` or `socketFailed`.
  public init(address: LinkAddress, token: LinkToken, allowsOtherInterfaces: Bool = false)
    throws(LinkError)
  {
    guard address.isLoopback || allowsOtherInterfaces else {
      throw LinkError(
        .notLoopback,
        "\(address.host) is not a loopback address; pass --listen-on to listen on another interface"
      )
    }
    let descriptor = socket(AF_INET, LinkSocket.streamType, 0)
    guard descriptor >= 0 else { throw LinkSocket.failure("socket") }
    var on: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    var storage = address.socketAddress
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 4) == 0 else {
      let error = LinkSocket.failure("listen on \(address.host):\(address.port)")
      close(descriptor)
      throw error
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: actual.sin_port)
    self.token = token
    self.allowsOtherInterfaces = allowsOtherInterfaces
  }

  deinit { close(descriptor) }

  /// How long a new connection has to show the token.
  static let helloSeconds = 5

  /// Waits for a connection that shows the token; refuses others with a reason and keeps waiting.
  ///
  /// - Parameter refused: Called with each refusal, for the caller to print.
  /// - Returns: The admitted connection, its hello consumed.
  /// - Throws: ``LinkError`` with code `socketFailed` when accepting fails.
  public func acceptApp(refused: (LinkError) -> Void = { _ in }) throws(LinkError) -> LinkSocket {
    while true {
      var peer = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let client = withUnsafeMutablePointer(to: &peer) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(descriptor, $0, &length) }
      }
      if client < 0 {
        if errno == EINTR { continue }
        throw LinkSocket.failure("accept")
      }
      let socket = LinkSocket(descriptor: client, limit: 4096)
      // A peer that connects and says nothing is given up after a few seconds, so it cannot
      // hold the door shut for the app.
      var patience = timeval(tv_sec: Self.helloSeconds, tv_usec: 0)
      _ = setsockopt(
        client, SOL_SOCKET, SO_RCVTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
      let value = UInt32(bigEndian: peer.sin_addr.s_addr)
      guard value >> 24 == 127 || allowsOtherInterfaces else {
        let error = LinkError(
          .notLoopback,
          "refused a connection from a non-loopback peer; start attach with --listen-on to allow one"
        )
        try? socket.send(.refused(reason: error.message))
        refused(error)
        continue
      }
      do throws(LinkError) {
        guard case .hello(let shown)? = try socket.receive(), token.matches(shown) else {
          throw LinkError(
            .unauthenticated,
            "refused a connection without the right token; set TT_DEBUG_TOKEN as attach prints it")
        }
        socket.acceptFrames(upTo: Frame.maximumPayload)
        var forever = timeval(tv_sec: 0, tv_usec: 0)
        _ = setsockopt(
          client, SOL_SOCKET, SO_RCVTIMEO, &forever, socklen_t(MemoryLayout<timeval>.size))
        return socket
      } catch {
        let said =
          error.code == .socketFailed
          ? LinkError(
            .unauthenticated,
            "refused a connection that showed no token within \(Self.helloSeconds) s")
          : error
        try? socket.send(.refused(reason: said.message))
        refused(said)
      }
    }
  }
}
