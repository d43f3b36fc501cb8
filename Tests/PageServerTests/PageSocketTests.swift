import Foundation
import PageServer
import Testing

@Suite("PageServer: the page's socket")
struct PageSocketTests {
  @Test func helloReachesOnMessageAndBroadcastAndSendReachThePage() throws {
    try TestServer.with { fixture in
      let socket = try fixture.openSocket()
      #expect(fixture.events.wait(for: "open 1"))
      socket.send(ProbeFrame.text(#"{"t":"hello","after":0}"#))
      #expect(fixture.events.wait(for: #"message 1 {"t":"hello","after":0}"#))
      fixture.server.broadcast(#"{"t":"reload"}"#)
      fixture.server.send(#"{"t":"cursor","seq":4}"#, to: PageClient(id: 1))
      #expect(try socket.readText() == #"{"t":"reload"}"#)
      #expect(try socket.readText() == #"{"t":"cursor","seq":4}"#)
    }
  }

  @Test func sendReachesOnlyItsClient() throws {
    try TestServer.with { fixture in
      let first = try fixture.openSocket()
      let second = try fixture.openSocket()
      #expect(fixture.events.wait(for: "open 2"))
      fixture.server.send("to two", to: PageClient(id: 2))
      fixture.server.broadcast("to all")
      #expect(try first.readText() == "to all")
      #expect(try second.readText() == "to two")
      #expect(try second.readText() == "to all")
    }
  }

  @Test func fragmentedMessageArrivesWhole() throws {
    try TestServer.with { fixture in
      let socket = try fixture.openSocket()
      socket.send(ProbeFrame.make(ProbeFrame.text, Array("{\"t\":".utf8), fin: false))
      socket.send(ProbeFrame.make(ProbeFrame.ping, Array("p".utf8)))
      socket.send(ProbeFrame.make(ProbeFrame.continuation, Array("\"live\"}".utf8)))
      #expect(fixture.events.wait(for: #"message 1 {"t":"live"}"#))
      #expect(try socket.readFrame().opcode == ProbeFrame.pong)
    }
  }

  @Test func pingIsAnsweredWithItsData() throws {
    try TestServer.with { fixture in
      let socket = try fixture.openSocket()
      socket.send(ProbeFrame.make(ProbeFrame.ping, Array("are you there".utf8)))
      let frame = try socket.readFrame()
      #expect(frame.opcode == ProbeFrame.pong)
      #expect(frame.payload == Array("are you there".utf8))
    }
  }

  @Test func closeIsAnsweredAndReported() throws {
    try TestServer.with { fixture in
      let socket = try fixture.openSocket()
      socket.send(ProbeFrame.make(ProbeFrame.close, [0x03, 0xE8]))
      #expect(try socket.readFrame().opcode == ProbeFrame.close)
      #expect(socket.drain())
      #expect(fixture.events.wait(for: "close 1"))
      fixture.server.send("gone", to: PageClient(id: 1))
    }
  }

  @Test func closingTheServerClosesItsSocketsAndReportsThem() throws {
    let fixture = try TestServer()
    let socket = try fixture.openSocket()
    #expect(fixture.events.wait(for: "open 1"))
    fixture.server.close()
    #expect(socket.drain())
    #expect(fixture.events.all.contains("close 1"))
    fixture.server.close()
    fixture.server.broadcast("after close")
  }

  @Test(arguments: [
    ("http://localhost:PORT", true),
    ("http://127.0.0.1:PORT", true),
    ("HTTP://127.0.0.1:PORT", true),
    ("http://evil.example:PORT", false),
    ("http://127.0.0.1:1", false),
    ("https://127.0.0.1:PORT", false),
    ("http://127.0.0.1", false),
    ("null", false),
    ("", false),
  ])
  func originDecidesTheUpgrade(origin: String, accepted: Bool) throws {
    try TestServer.with { fixture in
      let client = try RawClient(port: fixture.port)
      let origin = origin.replacingOccurrences(of: "PORT", with: String(fixture.port))
      let response = try client.upgrade(fixture.socketPath, origin: origin)
      #expect(response.status == (accepted ? 101 : 403))
    }
  }

  @Test func upgradeWithoutOriginIsRefused() throws {
    try TestServer.with { fixture in
      let response = try RawClient(port: fixture.port).upgrade(fixture.socketPath, origin: nil)
      #expect(response.status == 403)
    }
  }

  @Test func upgradeWithTwoOriginsIsRefused() throws {
    try TestServer.with { fixture in
      let response = try RawClient(port: fixture.port).upgrade(
        fixture.socketPath, origin: fixture.origin, extra: ["Origin: http://evil.example"])
      #expect(response.status == 403)
    }
  }

  @Test(arguments: [
    ("/events", 403), ("/events?token=wrong-token-0123456789", 403), ("/x", 404),
    // An upgrade elsewhere is not a socket: the page itself is answered.
    ("/?token=TOKEN", 200),
  ])
  func upgradeWithoutTheTokenOrElsewhereOpensNoSocket(target: String, status: Int) throws {
    try TestServer.with { fixture in
      let target = target.replacingOccurrences(of: "TOKEN", with: TestServer.token)
      let response = try RawClient(port: fixture.port).upgrade(target, origin: fixture.origin)
      #expect(response.status == status)
      #expect(fixture.events.all.isEmpty)
    }
  }
}
