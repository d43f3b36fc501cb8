import ComposableStore
import Foundation
import Synchronization
import Testing

@testable import Replay

/// The reading thread makes every step's trees and decoded actions, so it also releases the batches
/// the reducer is done with (``ReplayPipeline/recycle(_:)``): memory is freed on the thread that
/// allocated it, which costs the reducer's thread nothing.
@Suite struct ReplayPipelineReleaseTests {
  /// Records whether the thread that releases it is the one that runs the replay.
  final class Box: Sendable {
    static let replayThread = Mutex<pthread_t?>(nil)
    static let releasedOnReplayThread = Mutex<[Bool]>([])
    deinit {
      let onReplayThread = Self.replayThread.withLock {
        $0.map { pthread_equal($0, pthread_self()) != 0 }
      }
      Self.releasedOnReplayThread.withLock { $0.append(onReplayThread ?? true) }
    }
  }

  /// A logged `Todos` action with a box beside it, which the reducer does not keep.
  struct BoxedAction: Decodable {
    let action: Todos.Action
    let box = Box()

    init(from decoder: any Decoder) throws {
      action = try Todos.Action(from: decoder)
    }
  }

  @Test func theReadingThreadReleasesTheStepsTheReducerIsDoneWith() throws {
    let script = (0..<200).map { $0 % 3 == 0 ? Todos.Action.add("Milk") : .increment }
    let log = try record(Todos(), from: Todos.State(), actions: script, recordsPerBlock: 16)
    Box.releasedOnReplayThread.withLock { $0 = [] }
    Box.replayThread.withLock { $0 = pthread_self() }
    var replay = ReducerReplay<Todos.State, BoxedAction>(timeline: try Timeline(path: log.path)) {
      state, boxed in
      _ = Todos().reduce(into: &state, action: boxed.action)
    }
    replay.readAhead = (batchSize: 8, capacity: 2)
    let report = try replay.run()
    #expect(report.divergence == nil)
    #expect(report.checked == script.count)
    let released = Box.releasedOnReplayThread.withLock { $0 }
    #expect(released.count == script.count)
    // Only the last batches, handed back after the reader finished, are released by the caller.
    let onReader = released.filter { !$0 }.count
    #expect(onReader >= script.count * 3 / 4, "\(onReader) of \(released.count) on the reader")
  }
}
