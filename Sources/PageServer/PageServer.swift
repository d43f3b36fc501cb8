import NIOCore
import NIOPosix

/// A small HTTP and WebSocket server for one page and its live channel, on loopback.
///
/// It serves the bytes `page` returns at `GET /?token=T`, and accepts WebSockets at
/// `GET /events?token=T` from that page's origin. Every other path is 404, any other method
/// 405, a request without the token 403; `/events` without a WebSocket upgrade is 403 without
/// the page's `Origin` and 400 with it. It knows nothing of what the page shows: messages are
/// plain text both ways.
///
/// ```swift
/// let server = try PageServer(
///   .init(token: token),
///   page: { html },
///   onOpen: { client in print("open", client.id) },
///   onMessage: { client, text in print(client.id, text) },
///   onClose: { client in print("closed", client.id) })
/// print(server.url)
/// server.broadcast(#"{"t":"cursor","seq":4}"#)
/// server.close()
/// ```
/// ```text
/// http://127.0.0.1:50123/?token=k3J9xQ2mV8pL4wR7tY1u
/// open 1
/// 1 {"t":"hello","after":0}
/// closed 1
/// ```
///
/// The callbacks run on the server's event loop thread, one at a time, in the order events
/// happen on a socket; they should return quickly (hop to your own queue or actor for work).
/// ``broadcast(_:)`` and ``send(_:to:)`` may be called from any thread, callbacks included;
/// messages from one thread reach each socket in the order they were sent. A message reaches
/// every socket whose `onOpen` has run.
///
/// Limits: request heads of at most 16 KiB per field and 64 KiB in all; no request bodies;
/// messages from a page of at most 64 KiB; at most `maxConnections` connections; a socket with
/// more than 64 MiB unsent is closed; a connection that sends no request for 60 s is closed
/// (sockets are exempt). A connection that sends a malformed request or frame is closed; the
/// others go on. Call ``close()`` when done: it stops the server's thread.
public final class PageServer: Sendable {
  /// The TCP port the server listens on (the one taken when the configuration asked for 0).
  public let port: Int
  /// The page's address with its token, e.g. `http://127.0.0.1:50123/?token=…`.
  public let url: String

  private let group: MultiThreadedEventLoopGroup
  /// The group's one loop: every connection, callback and send runs on it, in order.
  private let loop: EventLoop
  private let listener: Channel
  private let registry: SocketRegistry

  /// Starts a server: checks the configuration and binds the port before returning.
  ///
  /// - Parameters:
  ///   - configuration: Host, port, token and limits.
  ///   - page: The page's bytes, called for each `GET /` on the server's thread.
  ///   - onOpen: A page's socket opened.
  ///   - onMessage: A page sent a text message (valid UTF-8, at most 64 KiB).
  ///   - onClose: A socket closed, by the page, by a protocol error or by ``close()``.
  /// - Throws: ``PageServerError`` when the host, port or token is refused or the bind fails.
  public init(
    _ configuration: Configuration, page: @escaping @Sendable () -> [UInt8],
    onOpen: @escaping @Sendable (PageClient) -> Void,
    onMessage: @escaping @Sendable (PageClient, String) -> Void,
    onClose: @escaping @Sendable (PageClient) -> Void
  ) throws(PageServerError) {
    let target = try BindTarget(configuration)
    let token = try Token(configuration.token)
    let registry = SocketRegistry(maxConnections: configuration.maxConnections)
    let connection = ConnectionSetup(
      target: target, token: token, registry: registry, page: page,
      callbacks: PageCallbacks(onOpen: onOpen, onMessage: onMessage, onClose: onClose))
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let listener = try Self.bind(target, configuration: configuration, group: group) { channel in
      connection.configure(channel)
    }
    self.group = group
    loop = group.next()
    self.listener = listener
    self.registry = registry
    port = listener.localAddress?.port ?? configuration.port
    url = "http://\(target.urlHost):\(port)/?token=\(configuration.token)"
  }

  deinit {
    close()
  }

  /// Sends `text` as one text message to every open socket.
  ///
  /// ```swift
  /// server.broadcast(#"{"t":"reload"}"#)
  /// ```
  public func broadcast(_ text: String) {
    guard registry.isOpen else { return }
    let buffer = ByteBuffer(string: text)
    let registry = registry
    // The list is read on the loop, after every upgrade whose 101 has been sent is complete.
    loop.execute {
      for socket in registry.sockets() {
        SocketWriter.write(buffer, to: socket)
      }
    }
  }

  /// Sends `text` as one text message to one socket; nothing if it has closed.
  ///
  /// ```swift
  /// onMessage: { client, _ in server.send(#"{"t":"error","text":"no app"}"#, to: client) }
  /// ```
  public func send(_ text: String, to client: PageClient) {
    guard registry.isOpen else { return }
    let buffer = ByteBuffer(string: text)
    let registry = registry
    loop.execute {
      guard let socket = registry.socket(for: client) else { return }
      SocketWriter.write(buffer, to: socket)
    }
  }

  /// Stops listening and closes every connection (`onClose` runs for each socket), then stops
  /// the server's thread. Waits for all that, unless called from a callback (then it returns at
  /// once and the rest follows). Calling it again does nothing.
  public func close() {
    guard let connections = registry.shutDown() else { return }
    guard MultiThreadedEventLoopGroup.currentEventLoop == nil else {
      // On an event loop nothing may wait for an event loop.
      listener.close(promise: nil)
      for connection in connections { connection.close(promise: nil) }
      group.shutdownGracefully { _ in }
      return
    }
    try? listener.close().wait()
    for connection in connections {
      try? connection.close().wait()
    }
    try? group.syncShutdownGracefully()
  }
}
