import ActionLog
import AppRootSample
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import ValueCoding

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
    /// Replays the log through the sample's reducer once, reading the log on a second thread or
    /// not (``ReducerReplay/readsAhead``); returns actions checked.
    var replay: (_ readsAhead: Bool) throws -> (checked: Int, diverged: Bool)
    /// Prepares the decoding baseline of replay: returns a closure that decodes each logged action
    /// and the state after it with Foundation's `JSONDecoder`, and returns how many actions it did.
    var foundationDecoding: () throws -> () throws -> Int
    /// Each step of a replay timed alone, ns per action by phase (``ReplayPhases``).
    var replayPhases: () throws -> [String: Double]
  }

  static func record<Sample: NavigationSample>(
    _ sample: Sample.Type, redaction: RedactionPolicy, atLeast minimum: Int = 0,
    recordsReads: Bool = true, fixedClock: Bool = false, in config: BenchConfig
  ) async throws -> Recorded {
    let path = config.scratch(
      "sample-\(Sample.name)-\(redaction == .none ? "plain" : "redacted")-\(minimum)"
        + "\(recordsReads ? "" : "-noreads")\(fixedClock ? "-fixed" : "").ttlog")
    let environment = SampleEnvironment()
    var options = Recorder.Options(redaction: redaction)
    if !recordsReads || fixedClock {
      // Comparing sizes: the same times in both recordings, so only the reads differ.
      options.clock = .fixed(startWall: 1_767_225_600_000, stepMilliseconds: 250)
    }
    options.recordsDependencyReads = recordsReads
    try? FileManager.default.removeItem(atPath: path)  // a scratch log from an earlier run
    let recorder = try Recorder(path: path, options: options)
    let counter = ActionCounter()
    let store = Store(initialState: Sample.initialState(environment)) {
      CountingReducer(Sample.makeFeature(environment), counter: counter).recording(to: recorder)
    }
    // A longer scripted session plays the script again from where the last play left the app.
    repeat { await Sample.play(store, environment) } while counter.count < minimum
    recorder.close()
    if let error = recorder.lastError { throw BenchError("recording \(Sample.name): \(error)") }
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0

    let naiveEnvironment = SampleEnvironment()
    let box = NaiveLogBox<Sample.Feature.State, Sample.Feature.Action>()
    let naiveStore = Store(initialState: Sample.initialState(naiveEnvironment)) {
      NaiveLoggingReducer(base: Sample.makeFeature(naiveEnvironment), log: box)
    }
    repeat { await Sample.play(naiveStore, naiveEnvironment) } while box.log.actions < minimum
    let naive = try box.log.compressedSize()

    return Recorded(
      name: Sample.name, path: path, actions: counter.count, fileBytes: size, naiveBytes: naive,
      replay: { readsAhead in
        var replay = ReducerReplay(
          Sample.makeFeature(SampleEnvironment()), timeline: try Timeline(path: path))
        replay.readsAhead = readsAhead
        let report = try replay.run()
        return (report.checked, report.divergence != nil)
      },
      foundationDecoding: {
        try foundationDecoding(
          of: path, reducer: Sample.makeFeature(SampleEnvironment()),
          state: Sample.Feature.State.self)
      },
      replayPhases: {
        try ReplayPhases.measure(
          path, reducer: Sample.makeFeature(SampleEnvironment()),
          state: Sample.Feature.State.self)
      })
  }

  /// The logged actions and the states the reducer makes from them, in Foundation's JSON shape;
  /// the returned closure decodes both with `JSONDecoder`.
  private static func foundationDecoding<R: Reducer>(
    of path: String, reducer: R, state: R.State.Type
  ) throws -> () throws -> Int where R.State: Codable, R.Action: Codable {
    let timeline = try Timeline(path: path)
    let treeDecoder = TreeDecoder()
    var current = try timeline.state(at: timeline.firstSeq, relinking: R.State.self)
    var actions: [Data] = []
    var states: [Data] = []
    let encoder = JSONEncoder()
    for entry in try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq) {
      guard case .action(let record) = entry.record else { continue }
      let action = try treeDecoder.decode(R.Action.self, from: record.action)
      _ = reducer.reduce(into: &current, action: action)
      actions.append(try encoder.encode(action))
      states.append(try encoder.encode(current))
    }
    return {
      let decoder = JSONDecoder()
      for (action, state) in zip(actions, states) {
        _ = try decoder.decode(R.Action.self, from: action)
        _ = try decoder.decode(R.State.self, from: state)
      }
      return actions.count
    }
  }

  /// Records all four samples with the default options (default level, default redaction),
  /// or with another policy.
  static func recordAll(
    redaction: RedactionPolicy = .default, atLeast minimum: Int = 0, in config: BenchConfig
  ) async throws -> [Recorded] {
    [
      try await record(SplitViewSession.self, redaction: redaction, atLeast: minimum, in: config),
      try await record(TabStackSession.self, redaction: redaction, atLeast: minimum, in: config),
      try await record(AppRootSession.self, redaction: redaction, atLeast: minimum, in: config),
      try await record(SignUpSession.self, redaction: redaction, atLeast: minimum, in: config),
    ]
  }
}
