import ActionLog
import ComposableStore
import Foundation

/// Runs the synthetic app on a real `Store` whose reducer records to a log, the way an app does.
@MainActor
enum SyntheticRecording {
  /// What a recording produced.
  struct Outcome {
    var actions: Int
    var fileBytes: Int
    var dropped: UInt64
  }

  /// The recorder options every synthetic log uses: defaults, with a fixed clock so a seed
  /// reproduces the file byte for byte.
  static var options: Recorder.Options {
    Recorder.Options(
      session: SessionInfo(app: "tt-bench synthetic", build: "1"),
      clock: .fixed(startWall: 1_767_225_600_000, stepMilliseconds: 7))
  }

  /// Records `count` actions of a seeded user at `size` to `path`, streaming as it goes.
  ///
  /// Every `pace` actions the store waits for the recorder to drain, so the bounded queue never
  /// drops (a real user is far slower than this loop).
  static func record(
    actions count: Int, size: StateSize, seed: UInt64, to path: String, pace: Int = 1024,
    keyframeRatio: Int? = nil, minBlockBytes: Int? = nil
  ) throws -> Outcome {
    var options = options
    options.keyframeRatio = keyframeRatio
    options.minBlockBytes = minBlockBytes
    let recorder = try Recorder(path: path, options: options)
    let store = Store(initialState: size.initialState) {
      SyntheticFeature().recording(to: recorder)
    }
    var user = SyntheticUser(seed: seed)
    for number in 1...max(count, 1) {
      store.send(user.nextAction(after: store.state))
      if number % pace == 0 { recorder.flush() }
    }
    recorder.close()
    if let error = recorder.lastError { throw BenchError("recording failed: \(error)") }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let bytes = attributes?[.size] as? Int ?? 0
    return Outcome(actions: count, fileBytes: bytes, dropped: recorder.droppedCount)
  }
}
