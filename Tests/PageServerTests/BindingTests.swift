import PageServer
import Testing

@Suite("PageServer: where it listens")
struct BindingTests {
  static func start(_ configuration: PageServer.Configuration) throws(PageServerError) -> PageServer
  {
    try PageServer(
      configuration, page: { [] }, onOpen: { _ in }, onMessage: { _, _ in }, onClose: { _ in })
  }

  @Test(arguments: ["0.0.0.0", "::", "192.168.1.10"])
  func otherInterfacesNeedTheFlag(host: String) {
    #expect {
      _ = try Self.start(.init(host: host, token: TestServer.token))
    } throws: { error in
      (error as? PageServerError)?.code == .hostNotAllowed
    }
  }

  @Test func portInUseSaysWhichAndWhatToDo() throws {
    let first = try Self.start(.init(token: TestServer.token))
    defer { first.close() }
    let error = #expect(throws: PageServerError.self) {
      _ = try Self.start(.init(port: first.port, token: TestServer.token))
    }
    #expect(error?.code == .portInUse)
    #expect(error?.message.contains("port \(first.port)") == true)
    #expect(error?.message.contains("pick another") == true)
  }

  @Test(arguments: [
    ("example.com", PageServerError.Code.invalidHost),
    ("", .invalidHost),
    ("127.0.0.1:80", .invalidHost),
  ])
  func hostMustBeAnAddress(host: String, code: PageServerError.Code) {
    #expect {
      _ = try Self.start(.init(host: host, token: TestServer.token))
    } throws: { error in
      (error as? PageServerError)?.code == code
    }
  }

  @Test(arguments: ["short", "", "with space 0123456789", "percent%20encoded-0123456789"])
  func tokenMustBeLongAndURLSafe(token: String) {
    #expect(throws: PageServerError.self) { _ = try Self.start(.init(token: token)) }
  }

  @Test func portAndConnectionLimitsAreChecked() {
    #expect(throws: PageServerError.self) {
      _ = try Self.start(.init(port: 70_000, token: TestServer.token))
    }
    #expect(throws: PageServerError.self) {
      _ = try Self.start(.init(token: TestServer.token, maxConnections: 0))
    }
  }

  @Test func localhostAndIPv6LoopbackAreAllowed() throws {
    let named = try Self.start(.init(host: "localhost", token: TestServer.token))
    defer { named.close() }
    #expect(named.url.hasPrefix("http://127.0.0.1:"))
    let v6 = try Self.start(.init(host: "::1", token: TestServer.token))
    defer { v6.close() }
    #expect(v6.url.hasPrefix("http://[::1]:\(v6.port)/"))
  }

  @Test func connectionsPastTheLimitAreClosed() throws {
    try TestServer.with(maxConnections: 2) { fixture in
      let first = try RawClient(port: fixture.port)
      let second = try RawClient(port: fixture.port)
      let third = try RawClient(port: fixture.port)
      #expect(third.drain())
      #expect(try first.request(fixture.pagePath).status == 200)
      #expect(try second.request(fixture.pagePath).status == 200)
    }
  }
}
