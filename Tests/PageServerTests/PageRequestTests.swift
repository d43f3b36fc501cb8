import PageServer
import Testing

@Suite("PageServer: plain requests")
struct PageRequestTests {
  @Test func pageIsServedWithItsTokenAndLockedDownHeaders() throws {
    try TestServer.with { fixture in
      let response = try RawClient(port: fixture.port).request(fixture.pagePath)
      #expect(response.status == 200)
      #expect(response.body == TestServer.page)
      #expect(response.headers["content-type"] == "text/html; charset=utf-8")
      #expect(response.headers["cache-control"] == "no-store")
      #expect(response.headers["referrer-policy"] == "no-referrer")
      #expect(response.headers["x-content-type-options"] == "nosniff")
      #expect(response.headers["x-frame-options"] == "DENY")
      #expect(
        response.headers["content-security-policy"]
          == "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
          + "img-src data:; connect-src 'self'")
    }
  }

  @Test func urlNamesLoopbackThePortAndTheToken() throws {
    try TestServer.with { fixture in
      #expect(fixture.server.url == "http://127.0.0.1:\(fixture.port)/?token=\(TestServer.token)")
    }
  }

  @Test func keptAliveConnectionServesThePageTwice() throws {
    try TestServer.with { fixture in
      let client = try RawClient(port: fixture.port)
      #expect(try client.request(fixture.pagePath).status == 200)
      #expect(try client.request(fixture.pagePath).body == TestServer.page)
    }
  }

  /// Every refusal: the status, and that no byte of the page leaks into it.
  @Test(arguments: [
    ("GET", "/", [String](), 403),
    ("GET", "/?token=", [], 403),
    ("GET", "/?token=test-token_0123456789.abc~XYZW", [], 403),
    ("GET", "/?token=test-token_0123456789.abc~XY", [], 403),
    ("GET", "/?tokens=test-token_0123456789.abc~XYZ", [], 403),
    ("GET", "/?token=wrong&token=test-token_0123456789.abc~XYZ", [], 403),
    ("GET", "/favicon.ico?token=test-token_0123456789.abc~XYZ", [], 404),
    ("GET", "/x", [], 404),
    ("GET", "/../etc/passwd", [], 404),
    ("GET", "/%2e%2e/etc/passwd?token=test-token_0123456789.abc~XYZ", [], 404),
    ("GET", "//?token=test-token_0123456789.abc~XYZ", [], 404),
    ("GET", "/index.html?token=test-token_0123456789.abc~XYZ", [], 404),
    ("GET", "http://127.0.0.1/?token=test-token_0123456789.abc~XYZ", [], 404),
    ("POST", "/?token=test-token_0123456789.abc~XYZ", ["Content-Length: 0"], 405),
    ("PUT", "/events?token=test-token_0123456789.abc~XYZ", [], 405),
    ("OPTIONS", "/?token=test-token_0123456789.abc~XYZ", [], 405),
    ("GET", "/?token=test-token_0123456789.abc~XYZ", ["Content-Length: 5"], 413),
    ("GET", "/?token=test-token_0123456789.abc~XYZ", ["Transfer-Encoding: chunked"], 413),
    // The socket's path without an upgrade: refused like a foreign page (no Origin) ...
    ("GET", "/events?token=test-token_0123456789.abc~XYZ", [], 403),
    ("GET", "/events", [], 403),
  ])
  func refusal(method: String, target: String, headers: [String], status: Int) throws {
    try TestServer.with { fixture in
      let client = try RawClient(port: fixture.port)
      let response = try client.request(target, method: method, headers: headers)
      #expect(response.status == status)
      #expect(!response.text.contains("live"))
      #expect(response.headers["connection"] == "close")
      #expect(client.drain())
    }
  }

  @Test func socketPathWithTokenAndOriginButNoUpgradeIsABadRequest() throws {
    try TestServer.with { fixture in
      let response = try RawClient(port: fixture.port).request(
        fixture.socketPath, headers: ["Origin: \(fixture.origin)"])
      #expect(response.status == 400)
    }
  }

  @Test func headIsRefusedWithoutABody() throws {
    try TestServer.with { fixture in
      let client = try RawClient(port: fixture.port)
      client.send("HEAD \(fixture.pagePath) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(try client.readHead().hasPrefix("HTTP/1.1 405"))
      #expect(client.drain())
    }
  }

  @Test func methodRefusalNamesGet() throws {
    try TestServer.with { fixture in
      let response = try RawClient(port: fixture.port).request(
        fixture.pagePath, method: "DELETE")
      #expect(response.headers["allow"] == "GET")
    }
  }
}
