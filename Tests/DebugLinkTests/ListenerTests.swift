import DebugLinkWire
import Foundation
import Testing

@Suite("Listener and token")
struct ListenerTests {
  @Test func theRightTokenIsAdmittedAndMessagesFlowBothWays() throws {
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let app = try LinkSocket.connect(to: LinkAddress(host: "127.0.0.1", port: listener.port))
    try app.send(.hello(token: token.value))
    try app.send(.record(line: "{}"))
    let attach = try listener.acceptApp()
    #expect(try attach.receive() == .record(line: "{}"))
    try attach.send(.travel(seq: 3, state: nil))
    #expect(try app.receive() == .travel(seq: 3, state: nil))
    attach.shutDown()
    #expect(try app.receive() == nil)
  }

  @Test func aWrongOrMissingTokenIsRefusedOnBothSides() throws {
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let address = try LinkAddress(host: "127.0.0.1", port: listener.port)
    let wrong = try LinkSocket.connect(to: address)
    try wrong.send(.hello(token: LinkToken.random().value))
    let missing = try LinkSocket.connect(to: address)
    try missing.send(.record(line: "{}"))
    let oversized = try LinkSocket.connect(to: address)
    try oversized.sendBytes([0, 1, 0, 0])
    let good = try LinkSocket.connect(to: address)
    try good.send(.hello(token: token.value))
    var refusals: [LinkError.Code] = []
    _ = try listener.acceptApp { refusals.append($0.code) }
    #expect(refusals == [.unauthenticated, .unauthenticated, .oversized])
    for socket in [wrong, missing, oversized] {
      guard case .refused(let reason)? = try socket.receive() else {
        Issue.record("no refusal")
        continue
      }
      #expect(!reason.isEmpty)
    }
  }

  @Test func tenThousandBadFramesAreRefusedAndTheRightAppStillGetsIn() throws {
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let address = try LinkAddress(host: "127.0.0.1", port: listener.port)
    var refusals = 0
    // Each connection sends a batch of random, truncated and oversized frames and hangs up; the
    // listener refuses it on its first frame and waits for the next. The backlog is short, so the
    // apps connect from another thread while the listener accepts.
    let apps = Thread { Self.connectBadAppsThenAGoodOne(to: address, token: token) }
    apps.start()
    let app = try listener.acceptApp { _ in refusals += 1 }
    #expect(refusals == 100)
    #expect(try app.receive() == .record(line: "{}"))
  }

  private static func connectBadAppsThenAGoodOne(to address: LinkAddress, token: LinkToken) {
    var generator = SeededGenerator(seed: 10_000)
    for _ in 0..<100 {
      guard let socket = try? LinkSocket.connect(to: address) else { continue }
      var bytes: [UInt8] = []
      for _ in 0..<100 {
        let body = (0..<Int(generator.next() % 24)).map { _ in
          UInt8(truncatingIfNeeded: generator.next())
        }
        switch generator.next() % 3 {
        case 0: bytes += Frame.encode(payload: body)
        case 1: bytes += Frame.encode(payload: body).dropLast(1)
        default: bytes += [0x7F, 0xFF, 0xFF, 0xFF] + body
        }
      }
      try? socket.sendBytes(bytes)
      socket.shutDown()
    }
    guard let good = try? LinkSocket.connect(to: address) else { return }
    try? good.send(.hello(token: token.value))
    try? good.send(.record(line: "{}"))
    // Keep the good socket open until the listener has read it.
    _ = try? good.receive()
  }

  @Test func aNonLoopbackInterfaceNeedsTheFlag() throws {
    #expect {
      try LinkListener(address: LinkAddress(host: "0.0.0.0", port: 0), token: .random())
    } throws: { ($0 as? LinkError)?.code == .notLoopback }
  }
}

@Suite("Listener patience")
struct ListenerPatienceTests {
  @Test func aConnectionThatSaysNothingIsGivenUpAndTheAppStillGetsIn() throws {
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let address = try LinkAddress(host: "127.0.0.1", port: listener.port)
    // Connects first and never speaks.
    let silent = try LinkSocket.connect(to: address)
    defer { silent.shutDown() }
    let app = Thread {
      guard let socket = try? LinkSocket.connect(to: address) else { return }
      try? socket.send(.hello(token: token.value))
      try? socket.send(.sync)
      Thread.sleep(forTimeInterval: 2)
    }
    app.start()
    var refusals: [String] = []
    let admitted = try listener.acceptApp { refusals.append($0.message) }
    #expect(try admitted.receive() == .sync)
    #expect(refusals == ["refused a connection that showed no token within 5 s"])
  }
}
