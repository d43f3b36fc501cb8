import ComposableStore
import ComposableStoreRecording
import Dispatch
import Foundation
import Synchronization
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

/// Holds the worker inside the first state encoding until the test opens it.
private final class Gate: Sendable {
  private let opened = DispatchSemaphore(value: 0)
  private let passed = Atomic<Bool>(false)

  func passThrough() {
    if !passed.exchange(true, ordering: .sequentiallyConsistent) { opened.wait() }
  }

  func open() { opened.signal() }
}

private struct Gated: Reducer {
  struct State: Encodable {
    var count = 0
    var gate: Gate?

    func encode(to encoder: any Encoder) throws {
      gate?.passThrough()
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(count, forKey: .count)
    }

    enum CodingKeys: String, CodingKey { case count }
  }
  enum Action: Sendable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingOverflowTests {
  @Test func aFullQueueDropsCapturesThenWritesADroppedRecordAndAFullState() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing(queueCapacity: 2))
    let gate = Gate()
    let store = Store(initialState: Gated.State(gate: gate)) { Gated().recording(to: recorder) }
    for _ in 0..<6 { store.send(.increment) }
    #expect(recorder.droppedCount >= 3)
    gate.open()
    recorder.flush()
    store.send(.increment)
    recorder.close()

    let log = try RecordedLog(path: path)
    let dropped = log.records.compactMap {
      if case .dropped(let record) = $0 { record } else { nil }
    }
    #expect(dropped.count == 1)
    #expect(dropped.first?.count == recorder.droppedCount)
    #expect(dropped.first?.reason == "queue full")
    guard let gap = dropped.first,
      let index = log.records.firstIndex(where: { $0.kind == "dropped" }),
      case .action(let next) = log.records[index + 1]
    else {
      Issue.record("no action after the dropped record")
      return
    }
    #expect(next.seq == gap.seq + 1)
    #expect(next.change == .full(.object(["count": .int(Int64(next.seq))])))
    let states = try log.rebuiltStates()
    #expect(states[7] == .object(["count": .int(7)]))
    guard case .close(let close) = log.records.last else {
      Issue.record("no close record")
      return
    }
    #expect(close.dropped == gap.count)
    #expect(close.seq == 7)
  }
}
