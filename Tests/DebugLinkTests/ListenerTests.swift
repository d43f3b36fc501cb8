import DebugLinkWire
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
    try attach.send(.travel(seq: 3))
    #expect(try app.receive() == .travel(seq: 3))
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

  @Test func aNonLoopbackInterfaceNeedsTheFlag() throws {
    #expect {
      try LinkListener(address: LinkAddress(host: "0.0.0.0", port: 0), token: .random())
    } throws: { ($0 as? LinkError)?.code == .notLoopback }
  }
}
