import ActionLog
import ComposableStore
import Foundation
import Replay
import SampleSupport

/// Records the four sample sessions through the recorder and the naive baseline, and replays
/// their logs through the app reducers.
@MainActor
enum SampleSessions {
  /// One sample's recorded session.
  struct Recorded {
    var name: String
    var path: String
    var actions: Int
    var fileBytes: Int
    var naiveBytes: Int
    /// Replays the log through the sample's reducer once; returns actions checked.
    var replay: () throws -> (checked: Int, diverged: Bool)
  }

  static func record<Sample: NavigationSample>(
    _ sample: Sample.Type, in config: BenchConfig
  ) async throws -> Recorded {
    let path = config.scratch("sample-\(Sample.name).ttlog")
    let environment = SampleEnvironment()
    let recorder = try Recorder(path: path)
    let counter = ActionCounter()
    let store = Store(initialState: Sample.initialState(environment)) {
      CountingReducer(Sample.makeFeature(environment), counter: counter).recording(to: recorder)
    }
    await Sample.play(store, environment)
    recorder.close()
    if let error = recorder.lastError { throw BenchError("recording \(Sample.name): \(error)") }
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0

    let naiveEnvironment = SampleEnvironment()
    let box = NaiveLogBox<Sample.Feature.State, Sample.Feature.Action>()
    let naiveStore = Store(initialState: Sample.initialState(naiveEnvironment)) {
      NaiveLoggingReducer(base: Sample.makeFeature(naiveEnvironment), log: box)
    }
    await Sample.play(naiveStore, naiveEnvironment)
    let naive = try box.log.compressedSize()

    let timeline = try Timeline(path: path)
    return Recorded(
      name: Sample.name, path: path, actions: counter.count, fileBytes: size, naiveBytes: naive,
      replay: {
        let report = try ReducerReplay(
          Sample.makeFeature(SampleEnvironment()), timeline: timeline
        ).run()
        return (report.checked, report.divergence != nil)
      })
  }

  static func recordAll(in config: BenchConfig) async throws -> [Recorded] {
    [
      try await record(SplitViewSession.self, in: config),
      try await record(TabStackSession.self, in: config),
      try await record(AppRootSession.self, in: config),
      try await record(SignUpSession.self, in: config),
    ]
  }
}
