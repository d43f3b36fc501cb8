import DebugLink
import DebugLinkWire
import Foundation
import Testing
import ToolSupport

/// The app's end against a stand-in `attach` on loopback: what it streams, what it obeys, and that
/// the recorder's file never depends on the link.
@Suite("Debug link", .serialized)
@MainActor
struct DebugLinkTests {
  /// A listener and a link connected to it, torn down even when the test fails.
  private func withLink(
    obey: @escaping @Sendable (LinkMessage) -> LinkMessage? = { _ in nil },
    stopped: @escaping @Sendable (LinkError?) -> Void = { _ in },
    _ body: (LinkSocket, String) throws -> Void
  ) throws {
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let settings = try #require(
      try LinkSettings(
        environment: [
          "TT_DEBUG_ATTACH": "127.0.0.1:\(listener.port)", "TT_DEBUG_TOKEN": token.value,
        ], arguments: []))
    let link = DebugLink.start(settings, stopped: stopped, obey: obey)
    defer { link.stop() }
    let attach = try listener.acceptApp()
    // A test that waits for a line the link never sends fails instead of hanging.
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    _ = setsockopt(
      attach.descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(attach, path)
  }

  // The tap is process-wide: under `swift test`, other suites' recorders write meanwhile and their
  // lines reach this link too. Enabled again once the tap belongs to one recorder.
  @Test(.disabled("the record tap is process-wide; other recorders' lines interleave"))
  func everyLineTheRecorderWritesIsStreamedInOrder() throws {
    try withLink { attach, path in
      _ = try SyntheticRecording.record(actions: 200, size: .small, seed: 1, to: path)
      // Every record line, without the container's own segment checksums.
      let file = try TestPaths.gunzip(path).split(separator: 0x0A).map {
        String(decoding: $0, as: UTF8.self)
      }.filter { !$0.hasPrefix(#"{"t":"seg","#) }
      var streamed: [String] = []
      while streamed.count < file.count, let message = try? attach.receive() {
        if case .record(let line) = message { streamed.append(line) }
      }
      #expect(streamed.count == file.count)
      #expect(streamed == file)
      #expect(try RecordedLog(path: path).actions.count == 200)
    }
  }

  @Test func commandsAreAnsweredOnTheLinksThread() throws {
    try withLink(obey: { message in
      if case .travel(let seq) = message { return .at(seq: seq, state: "{\"seq\":\(seq)}") }
      return .refused(reason: "no store")
    }) { attach, _ in
      try attach.send(.travel(seq: 4))
      #expect(try Self.nextAnswer(attach) == .at(seq: 4, state: "{\"seq\":4}"))
      try attach.send(.resume)
      #expect(try Self.nextAnswer(attach) == .refused(reason: "no store"))
    }
  }

  @Test func garbageFromAttachStopsTheLinkNotTheRecorder() throws {
    let reasons = LockedBox<[LinkError.Code?]>([])
    try withLink(stopped: { reasons.append($0?.code) }) {
      attach, path in
      try attach.sendBytes([0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3])
      guard case .refused(let reason)? = try Self.nextAnswer(attach) else {
        Issue.record("the app did not say why it closed")
        return
      }
      #expect(reason.contains("exceeds"))
      _ = try SyntheticRecording.record(actions: 100, size: .small, seed: 2, to: path)
      #expect(try RecordedLog(path: path).actions.count == 100)
      for _ in 0..<500 where reasons.value.isEmpty { usleep(10_000) }
      #expect(reasons.value == [.oversized])
    }
  }

  @Test func attachGoneMidStreamCostsTheFileNothing() throws {
    try withLink { attach, path in
      _ = try SyntheticRecording.record(actions: 300, size: .small, seed: 3, to: path)
      _ = try attach.receive()
      attach.shutDown()
      let second = path + ".second.ttlog"
      defer { try? FileManager.default.removeItem(atPath: second) }
      _ = try SyntheticRecording.record(actions: 300, size: .small, seed: 4, to: second)
      #expect(try RecordedLog(path: path).actions.count == 300)
      #expect(try RecordedLog(path: second).actions.count == 300)
    }
  }

  private static func nextAnswer(_ attach: LinkSocket) throws -> LinkMessage? {
    while let message = try attach.receive() {
      switch message {
      case .record, .gap: continue
      default: return message
      }
    }
    return nil
  }
}

final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func append<Element>(_ element: Element) where Value == [Element] {
    lock.lock()
    stored.append(element)
    lock.unlock()
  }
}
