import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import LogFormat

/// Runs a scripted session on a real `Store` whose reducer records to a log, the way an app does:
/// the one place tt-bench's and tt-drills' `make-log` write their logs.
@MainActor
package enum SyntheticRecording {
  /// What a recording produced.
  package struct Outcome {
    package var actions: Int
    package var fileBytes: Int
    package var dropped: UInt64
  }

  /// The recorder options every synthetic navigation log uses: defaults, with a fixed clock so a
  /// seed reproduces the file byte for byte.
  package static var options: Recorder.Options {
    Recorder.Options(
      session: SessionInfo(app: "tt-bench synthetic", build: "1"),
      clock: .fixed(startWall: 1_767_225_600_000, stepMilliseconds: 7))
  }

  /// Records `count` actions of a seeded ``SyntheticUser`` at `size` to `path`, streaming as it
  /// goes.
  ///
  /// Every `pace` actions the store waits for the recorder to drain, so the bounded queue never
  /// drops (a real user is far slower than this loop).
  ///
  /// - Throws: `OutputFile.Refusal` when `path` is a folder or a link, `LogError` when the
  ///   recorder cannot create the file or stops on an error.
  package static func record(
    actions count: Int, size: StateSize, seed: UInt64, to path: String, pace: Int = 1024,
    keyframeRatio: Int? = nil, minBlockBytes: Int? = nil
  ) throws -> Outcome {
    var user = SyntheticUser(seed: seed)
    var options = options
    options.keyframeRatio = keyframeRatio
    options.minBlockBytes = minBlockBytes
    return try record(
      SyntheticFeature(), from: size.initialState, actions: max(count, 1), to: path,
      options: options, pace: pace
    ) { user.nextAction(after: $0) }
  }

  /// Records `count` actions to `path`, each chosen by `nextAction` from the state the store holds.
  ///
  /// ```swift
  /// var script = DrillScript(seed: 1)
  /// try SyntheticRecording.record(
  ///   DrillFeature.reducer(), from: DrillFeature.State(), actions: 300, to: path,
  ///   options: DrillSession.options
  /// ) { _ in script.next() }
  /// ```
  ///
  /// - Parameter pace: Every `pace` actions, wait for the recorder to write what it holds;
  ///   `nil` never waits.
  /// - Throws: `OutputFile.Refusal` when `path` is a folder or a link, `LogError` when the
  ///   recorder cannot create the file or stops on an error.
  @discardableResult
  package static func record<Feature: Reducer>(
    _ feature: Feature, from initialState: Feature.State, actions count: Int, to path: String,
    options: Recorder.Options, pace: Int? = nil,
    nextAction: (Feature.State) -> Feature.Action
  ) throws -> Outcome where Feature.Action: Sendable {
    // A tool's log is replaced, which a recorder never does by itself; only a regular file is.
    try OutputFile.removeForReplacing(path)
    let recorder = try Recorder(path: path, options: options)
    play(
      feature, from: initialState, actions: count, into: recorder, pace: pace,
      nextAction: nextAction)
    recorder.close()
    if let error = recorder.lastError { throw error }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let bytes = attributes?[.size] as? Int ?? 0
    return Outcome(actions: count, fileBytes: bytes, dropped: recorder.droppedCount)
  }

  /// Sends `count` actions of a seeded ``SyntheticUser`` at `size` to a store recording to
  /// `recorder`, which stays open (a test that starts a debug link on it first).
  package static func play(
    actions count: Int, size: StateSize, seed: UInt64, into recorder: Recorder
  ) {
    var user = SyntheticUser(seed: seed)
    play(
      SyntheticFeature(), from: size.initialState, actions: count, into: recorder, pace: 1024
    ) { user.nextAction(after: $0) }
  }

  private static func play<Feature: Reducer>(
    _ feature: Feature, from initialState: Feature.State, actions count: Int,
    into recorder: Recorder, pace: Int?, nextAction: (Feature.State) -> Feature.Action
  ) where Feature.Action: Sendable {
    let store = Store(initialState: initialState) { feature.recording(to: recorder) }
    for number in 0..<count {
      store.send(nextAction(store.state))
      if let pace, (number + 1) % pace == 0 { recorder.flush() }
    }
  }
}
