import NIOConcurrencyHelpers
import PageServer
import Testing

@Suite("PageServer: answering and closing from callbacks")
struct ServerLifecycleTests {
  /// The server a callback talks to, set once the server exists.
  final class ServerBox: Sendable {
    let server = NIOLockedValueBox<PageServer?>(nil)
  }

  @Test func callbacksMayAnswerThroughTheServer() throws {
    let box = ServerBox()
    let server = try PageServer(
      .init(token: TestServer.token), page: { [] }, onOpen: { _ in },
      onMessage: { client, text in
        box.server.withLockedValue { $0 }?.send("echo \(text)", to: client)
      },
      onClose: { _ in })
    box.server.withLockedValue { $0 = server }
    defer { server.close() }
    let socket = try RawClient(port: server.port)
    #expect(
      try socket.upgrade(
        "/events?token=\(TestServer.token)", origin: "http://127.0.0.1:\(server.port)"
      ).status == 101)
    socket.send(ProbeFrame.text("ping"))
    #expect(try socket.readText() == "echo ping")
  }

  @Test func aCallbackMayCloseTheServer() throws {
    let box = ServerBox()
    let events = ServerEvents()
    let server = try PageServer(
      .init(token: TestServer.token), page: { [] }, onOpen: { _ in },
      onMessage: { _, _ in box.server.withLockedValue { $0 }?.close() },
      onClose: { events.record("close \($0.id)") })
    box.server.withLockedValue { $0 = server }
    let socket = try RawClient(port: server.port)
    #expect(
      try socket.upgrade(
        "/events?token=\(TestServer.token)", origin: "http://127.0.0.1:\(server.port)"
      ).status == 101)
    socket.send(ProbeFrame.text("stop"))
    #expect(socket.drain())
    #expect(events.wait(for: "close 1"))
    server.close()
    #expect(throws: (any Error).self) { _ = try RawClient(port: server.port).request("/") }
  }
}
