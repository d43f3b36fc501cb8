import NIOConcurrencyHelpers
import PageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a server's callbacks saw, as lines: `open 1`, `message 1 {…}`, `close 1`.
final class ServerEvents: Sendable {
  private let lines = NIOLockedValueBox<[String]>([])

  func record(_ line: String) { lines.withLockedValue { $0.append(line) } }

  var all: [String] { lines.withLockedValue { $0 } }

  /// Waits until `condition` holds over the lines; false if it did not within 10 s.
  func wait(until condition: ([String]) -> Bool) -> Bool {
    for _ in 0..<10_000 {
      if condition(all) { return true }
      usleep(1_000)
    }
    return condition(all)
  }

  func wait(for line: String) -> Bool { wait { $0.contains(line) } }
}

/// A server on a free loopback port with a fixed token and page, its callbacks recorded.
struct TestServer {
  static let token = "test-token_0123456789.abc~XYZ"
  static let page = Array("<!doctype html><title>live</title><p>Page</p>".utf8)

  let server: PageServer
  let events = ServerEvents()
  var port: Int { server.port }
  var origin: String { "http://127.0.0.1:\(port)" }
  var pagePath: String { "/?token=\(Self.token)" }
  var socketPath: String { "/events?token=\(Self.token)" }

  init(maxConnections: Int = 32) throws {
    let events = events
    server = try PageServer(
      .init(token: Self.token, maxConnections: maxConnections),
      page: { Self.page },
      onOpen: { events.record("open \($0.id)") },
      onMessage: { events.record("message \($0.id) \($1)") },
      onClose: { events.record("close \($0.id)") })
  }

  /// Runs `body` with a running server and closes the server after, even when `body` throws.
  static func with<T>(
    maxConnections: Int = 32, _ body: (TestServer) throws -> T
  ) throws -> T {
    let fixture = try TestServer(maxConnections: maxConnections)
    defer { fixture.server.close() }
    return try body(fixture)
  }

  /// A socket opened with the right token and Origin.
  func openSocket() throws -> RawClient {
    let client = try RawClient(port: port)
    let response = try client.upgrade(socketPath, origin: origin)
    guard response.status == 101 else {
      throw RawClient.Failure(description: "upgrade answered \(response.status)")
    }
    return client
  }
}
