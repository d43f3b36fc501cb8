import Dispatch
import NIOConcurrencyHelpers
import PageServer
import Testing
import ToolSupport

/// Thousands of broken requests and frames: each costs only its own connection, the server keeps
/// serving, and a page that stays open loses no message.
@Suite("PageServer: malformed input")
struct MalformedInputTests {
  static let batches = 10
  static let probesPerBatch = 1_000
  static let workers = 4
  static let broadcastsPerBatch = 100

  @Test func tenThousandMalformedRequestsLeaveTheServerServing() throws {
    try TestServer.with { fixture in
      try Self.probe(fixture, seed: 46) { index, random in
        let client = try RawClient(port: fixture.port)
        client.send(MalformedInput.request(index, random: &random))
        client.finishSending()
        return client.drain()
      }
    }
  }

  @Test func tenThousandMalformedFramesLeaveTheServerServing() throws {
    try TestServer.with { fixture in
      try Self.probe(fixture, seed: 6455) { index, random in
        let client = try fixture.openSocket()
        client.send(MalformedInput.frame(index, random: &random))
        client.finishSending()
        return client.drain()
      }
      fixture.server.close()
      let lines = fixture.events.all
      #expect(
        lines.count { $0.hasPrefix("open ") } == lines.count { $0.hasPrefix("close ") })
    }
  }

  /// Runs the probes in batches over several connections at once while broadcasting to a socket
  /// that stays open; after each batch a good page request and a new socket still work.
  /// `probe` returns whether the server closed the probe's connection.
  static func probe(
    _ fixture: TestServer, seed: UInt64,
    _ probe: @Sendable (Int, inout SeededGenerator) throws -> Bool
  ) throws {
    let watcher = try fixture.openSocket()
    let failures = NIOLockedValueBox<[String]>([])
    for batch in 0..<batches {
      DispatchQueue.concurrentPerform(iterations: workers + 1) { worker in
        guard worker < workers else {
          for message in 0..<broadcastsPerBatch {
            fixture.server.broadcast("m\(batch * broadcastsPerBatch + message)")
          }
          return
        }
        for offset in stride(from: worker, to: probesPerBatch, by: workers) {
          let index = batch * probesPerBatch + offset
          var random = SeededGenerator(seed: seed, index: index)
          do {
            if try !probe(index, &random) {
              failures.withLockedValue { $0.append("probe \(index): the server did not close") }
            }
          } catch {
            failures.withLockedValue { $0.append("probe \(index): \(error)") }
          }
        }
      }
      #expect(try RawClient(port: fixture.port).request(fixture.pagePath).status == 200)
      let fresh = try fixture.openSocket()
      fixture.server.broadcast("after batch \(batch)")
      #expect(try fresh.readText() == "after batch \(batch)")
      for message in 0..<broadcastsPerBatch {
        #expect(try watcher.readText() == "m\(batch * broadcastsPerBatch + message)")
      }
      #expect(try watcher.readText() == "after batch \(batch)")
    }
    #expect(failures.withLockedValue { $0 }.isEmpty)
  }
}
