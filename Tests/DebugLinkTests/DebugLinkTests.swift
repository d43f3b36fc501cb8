import ActionLog
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
  /// A recorder at a fresh path, a listener and a link on that recorder connected to it, torn
  /// down even when the test fails. The body records through the recorder (and closes it).
  private func withLink(
    obey: @escaping @Sendable (LinkMessage) -> LinkMessage? = { _ in nil },
    stopped: @escaping @Sendable (LinkError?) -> Void = { _ in },
    _ body: (LinkSocket, Recorder, String) throws -> Void
  ) throws {
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let settings = try #require(
      try LinkSettings(
        environment: [
          "TT_DEBUG_ATTACH": "127.0.0.1:\(listener.port)", "TT_DEBUG_TOKEN": token.value,
        ], arguments: []))
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: SyntheticRecording.options)
    defer { recorder.close() }
    let link = DebugLink.start(settings, recorder: recorder, stopped: stopped, obey: obey)
    defer { link.stop() }
    let attach = try listener.acceptApp()
    // A test that waits for a line the link never sends fails instead of hanging.
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    _ = setsockopt(
      attach.descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    try body(attach, recorder, path)
  }

  @Test func everyLineTheRecorderWritesIsStreamedInOrder() throws {
    try withLink { attach, recorder, path in
      SyntheticRecording.play(actions: 200, size: .small, seed: 1, into: recorder)
      // Another recorder in the process streams nothing to this link.
      let other = path + ".other.ttlog"
      defer { try? FileManager.default.removeItem(atPath: other) }
      _ = try SyntheticRecording.record(actions: 50, size: .small, seed: 9, to: other)
      recorder.close()
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

  @Test func commandsAreAnsweredOnTheLinksThreadAfterTheLinesBeforeThem() throws {
    try withLink(obey: { message in
      if case .travel(let seq, _) = message { return .at(seq: seq, state: "{\"seq\":\(seq)}") }
      return .unable(reason: "no store")
    }) { attach, recorder, _ in
      try attach.send(.travel(seq: 4, state: nil))
      #expect(try Self.nextAnswer(attach) == .at(seq: 4, state: "{\"seq\":4}"))
      try attach.send(.resume)
      #expect(try Self.nextAnswer(attach) == .unable(reason: "no store"))
      SyntheticRecording.play(actions: 30, size: .small, seed: 5, into: recorder)
      try attach.send(.sync)
      var records = 0
      while let message = try attach.receive() {
        if case .record = message { records += 1 }
        if message == .synced { break }
      }
      // The header, the first keyframe and the 30 actions came before the answer.
      #expect(records >= 32)
    }
  }

  @Test func garbageFromAttachStopsTheLinkNotTheRecorder() throws {
    let reasons = LockedBox<[LinkError.Code?]>([])
    try withLink(stopped: { reasons.append($0?.code) }) {
      attach, recorder, path in
      try attach.sendBytes([0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3])
      guard case .refused(let reason)? = try Self.nextAnswer(attach) else {
        Issue.record("the app did not say why it closed")
        return
      }
      #expect(reason.contains("exceeds"))
      SyntheticRecording.play(actions: 100, size: .small, seed: 2, into: recorder)
      recorder.close()
      #expect(try RecordedLog(path: path).actions.count == 100)
      for _ in 0..<500 where reasons.value.isEmpty { usleep(10_000) }
      #expect(reasons.value == [.oversized])
    }
  }

  @Test func attachGoneMidStreamCostsTheFileNothing() throws {
    try withLink { attach, recorder, path in
      SyntheticRecording.play(actions: 300, size: .small, seed: 3, into: recorder)
      _ = try attach.receive()
      attach.shutDown()
      SyntheticRecording.play(actions: 300, size: .small, seed: 4, into: recorder)
      recorder.close()
      #expect(try RecordedLog(path: path).actions.count == 600)
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
