/// One open WebSocket of a page served by ``PageServer``.
///
/// The server hands one to `onOpen`, `onMessage` and `onClose`; pass it back to
/// ``PageServer/send(_:to:)`` to answer that page only.
///
/// ```swift
/// onMessage: { client, text in server.send(#"{"t":"cursor","seq":4}"#, to: client) }
/// ```
public struct PageClient: Hashable, Sendable {
  /// A number unique among the sockets of one server, in the order they opened (from 1).
  public let id: Int

  /// A client with the given number (for tests and bookkeeping; the server numbers its own).
  public init(id: Int) {
    self.id = id
  }
}
