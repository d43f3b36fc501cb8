import ActionLog
import ComposableArchitecture
import ComposableArchitectureRecording
import ComposableArchitectureReplay
import Foundation
import Replay

/// Recordings of ``RaceTwin`` on a test clock, and replays of them through a build of it.
@MainActor enum RaceTwinSession {
  static var options: Recorder.Options {
    var options = Recorder.Options(app: "race-tca", build: "1.0")
    options.clock = .fixed(startWall: 1_764_547_200_000, stepMilliseconds: 100)
    return options
  }

  /// A log path in a folder of its own, removed by `body` returning or throwing.
  static func withTemporaryLog<R>(_ body: (String) async throws -> R) async throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "race-tca-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder.appendingPathComponent("race.ttlog").path)
  }

  /// Types `sw`, then `swi` and `swift`, a keystroke 100 ms after the other; each search answers
  /// 300 ms after its keystroke, so two are in flight at once and answer oldest first. Returns
  /// the session's actions in the log's order.
  static func recordOverlapping(to path: String) async throws -> [RaceTwin.Action] {
    try await record(to: path) { store, clock in
      var sent: [RaceTwin.Action] = []
      for burst in [["s", "sw"], ["swi", "swift"]] {
        var searches: [StoreTask] = []
        for query in burst {
          searches.append(store.send(.queryChanged(query)))
          sent.append(.queryChanged(query))
          await clock.advance(by: .milliseconds(100))
        }
        await clock.advance(by: RaceTwin.latency - .milliseconds(200))
        for (index, search) in searches.enumerated() {
          if index > 0 { await clock.advance(by: .milliseconds(100)) }
          await search.finish()
          sent.append(response(burst[index]))
        }
      }
      return sent
    }
  }

  /// `count` searches one after the other, each answered before the next keystroke, the queries
  /// drawn from `queries` by a generator seeded with `seed`. Returns the session's actions.
  static func recordSequential(
    to path: String, count: Int, seed: UInt64, queries: [String]
  ) async throws -> [RaceTwin.Action] {
    var generator = SeededNumbers(seed: seed)
    return try await record(to: path) { store, clock in
      var sent: [RaceTwin.Action] = []
      for _ in 0..<count {
        let query = queries[Int(generator.next() % UInt64(queries.count))]
        let search = store.send(.queryChanged(query))
        await clock.advance(by: RaceTwin.latency)
        await search.finish()
        sent += [.queryChanged(query), response(query)]
      }
      return sent
    }
  }

  static func response(_ query: String) -> RaceTwin.Action {
    .searchResponse(query: query, results: RaceTwin.search(query))
  }

  private static func record(
    to path: String,
    _ play: (StoreOf<RaceTwin>, TestClock<Duration>) async -> [RaceTwin.Action]
  ) async throws -> [RaceTwin.Action] {
    let recorder = try Recorder(path: path, options: options)
    defer { recorder.close() }
    let clock = TestClock()
    let store = Store(initialState: RaceTwin.State()) {
      RaceTwin().recording(to: recorder)
    } withDependencies: {
      $0.continuousClock = clock
    }
    var sent: [RaceTwin.Action] = []
    await withMainSerialExecutor { sent = await play(store, clock) }
    return sent
  }

  /// A replay of `actions`, the log's session, through `reducer`.
  static func replay(
    _ timeline: Timeline, _ actions: [RaceTwin.Action], through reducer: RaceTwin = RaceTwin()
  ) -> ReducerReplay<RaceTwin.State, RaceTwin.Action> {
    ReducerReplay(
      reducer, timeline: timeline, initialState: RaceTwin.State(),
      steps: actions.map { .action($0) })
  }
}

/// A linear congruential generator (Knuth's MMIX constants): the same numbers from the same seed
/// on every platform, unlike the standard library's generator.
struct SeededNumbers {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
