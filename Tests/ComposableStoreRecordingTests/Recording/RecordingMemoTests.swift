import ComposableStore
import ComposableStoreRecording
import Foundation
import Synchronization
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

/// The unit a distance is shown in: read by `Distance.encode(to:)`, not part of any value.
private let displayUnit = Mutex("m")

/// A part whose encoding reads a global, which breaks the memo's "same bytes, same tree" rule.
private struct Distance: Encodable {
  var meters = 5
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(meters) \(displayUnit.withLock { $0 })")
  }
}

private struct Trip: Reducer {
  struct State: Encodable {
    var distance = Distance()
    var ticks = 0
  }
  enum Action: Sendable { case tick }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.ticks += 1
    return .none
  }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct RecordingMemoTests {
  @Test(arguments: [true, false])
  func turningReuseOffEncodesEveryStateInFull(reuses: Bool) throws {
    displayUnit.withLock { $0 = "m" }
    defer { displayUnit.withLock { $0 = "m" } }
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    options.reusesUnchangedParts = reuses
    let recorder = try Recorder(path: path, options: options)
    let store = Store(initialState: Trip.State()) { Trip().recording(to: recorder) }
    store.send(.tick)
    recorder.flush()
    displayUnit.withLock { $0 = "ft" }
    store.send(.tick)
    recorder.close()

    let states = try RecordedLog(path: path).rebuiltStates()
    #expect(states[1]?["distance"] == .string("5 m"))
    // With reuse, the unchanged distance keeps the tree encoded before the unit changed; without
    // it, the state is encoded afresh and shows what `encode(to:)` says now.
    #expect(states[2]?["distance"] == .string(reuses ? "5 m" : "5 ft"))
    #expect(states[2]?["ticks"] == .int(2))
  }
}
