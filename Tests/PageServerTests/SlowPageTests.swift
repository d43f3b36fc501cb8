import Foundation
import NIOConcurrencyHelpers
import PageServer
import Testing

@Suite("PageServer: a page that does not read")
struct SlowPageTests {
  /// More than the 64 MiB the server queues for one socket plus what the kernel buffers.
  static let messages = 128
  static let messageSize = 1 << 20
  /// The reading page is never more than this many messages behind (a burst past 64 MiB would
  /// close any page, reading or not).
  static let window = 8

  @Test func isClosedOnceFarBehindWhileOthersGetEveryMessage() throws {
    try TestServer.with { fixture in
      let slow = try fixture.openSocket()
      let reader = try fixture.openSocket()
      #expect(fixture.events.wait(for: "open 2"))
      let received = NIOLockedValueBox<[String]>([])
      let finished = DispatchSemaphore(value: 0)
      let caughtUp = DispatchSemaphore(value: Self.window)
      Thread {
        defer { finished.signal() }
        for _ in 0..<Self.messages {
          guard let text = try? reader.readText() else { break }
          received.withLockedValue { $0.append(String(text.prefix(8))) }
          caughtUp.signal()
        }
        // Unblocks the sender if the reader stopped early.
        for _ in 0..<Self.messages { caughtUp.signal() }
      }.start()
      let padding = String(repeating: "x", count: Self.messageSize)
      for index in 0..<Self.messages {
        caughtUp.wait()
        fixture.server.broadcast(String(format: "%08d", index) + padding)
      }
      finished.wait()
      #expect(
        received.withLockedValue { $0 } == (0..<Self.messages).map { String(format: "%08d", $0) })
      #expect(fixture.events.wait(for: "close 1"))
      #expect(!fixture.events.all.contains("close 2"))
      withExtendedLifetime(slow) {}
    }
  }
}
