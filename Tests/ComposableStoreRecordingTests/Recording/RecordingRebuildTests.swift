import ComposableStore
import ComposableStoreRecording
import Foundation
import JSONTree
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingRebuildTests {
  @Test func statesRebuiltFromTheFileEqualTheStoresStateAtEveryStep() async throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    // Format 1's block policy, so this short session spans several blocks.
    options.keyframeRatio = 1
    options.minBlockBytes = 0
    let recorder = try Recorder(path: path, options: options)
    let trees = Collected<JSONValue>()
    let initial = SessionFeature.State()
    let initialTree = ValueEncoder(policy: .default).encode(initial)
    let store = Store(initialState: initial) {
      Spy(base: SessionFeature(), trees: trees).recording(to: recorder)
    }
    store.send(.increment)
    store.send(.add("Milk"))
    store.send(.add("Bread"))
    store.send(.open(2))
    store.send(.louder)
    store.send(.back)
    await store.send(.load).finish()
    for index in 0..<40 { store.send(.add("item \(index)")) }
    recorder.close()

    let log = try RecordedLog(path: path)
    let rebuilt = try log.rebuiltStates()
    let expected = [initialTree] + trees.elements
    #expect(log.actions.count == expected.count - 1)
    #expect(rebuilt.count == expected.count)
    for (seq, tree) in expected.enumerated() {
      #expect(rebuilt[UInt64(seq)] == tree, "state \(seq) differs")
    }
    #expect(try LogFile(path: path).blocks.count > 2, "the session spans several blocks")
    #expect(log.header.valueEncoding == "reflection")
    #expect(log.header.stateType.hasSuffix("SessionFeature.State"))
    #expect(log.header.stateShape.count == 16)
    #expect(
      log.actions.map(\.summary).prefix(3) == ["increment", #"add("Milk")"#, #"add("Bread")"#])
    guard case .close(let close) = log.records.last else {
      Issue.record("the last record is not close")
      return
    }
    #expect(close.actions == UInt64(expected.count - 1))
    #expect(close.seq == UInt64(expected.count - 1))
  }

  @Test func aScriptedSessionWithAFixedClockWritesIdenticalBytes() throws {
    func record() throws -> [UInt8] {
      let path = TestPaths.log()
      defer { try? FileManager.default.removeItem(atPath: path) }
      let recorder = try Recorder(path: path, options: .testing())
      let store = Store(initialState: SessionFeature.State()) {
        SessionFeature().recording(to: recorder)
      }
      store.send(.increment)
      store.send(.open(3))
      recorder.mark("here")
      recorder.close()
      return try TestPaths.gunzip(path)
    }
    let first = try record()
    let second = try record()
    #expect(!first.isEmpty)
    // Shared box ids differ between runs; everything else must match.
    let strip = { (bytes: [UInt8]) in
      String(decoding: bytes, as: UTF8.self).replacing(/"\$shared":\d+/, with: "")
    }
    #expect(strip(first) == strip(second))
  }
}
