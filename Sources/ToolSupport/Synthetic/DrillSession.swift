import ActionLog
import ComposableStore
import ComposableStoreRecording
import LogFormat

/// Runs a ``DrillFeature`` store recording through the real ``Recorder``.
@MainActor
package struct DrillSession {
  package let store: Store<DrillFeature.State, DrillFeature.Action>
  private var script: DrillScript
  /// Actions sent so far; after the n-th, the latest state is seq n.
  package private(set) var sent: UInt64 = 0

  /// Creates the store, recording to `recorder` when one is given.
  package init(recorder: Recorder?, seed: UInt64) {
    script = DrillScript(seed: seed)
    if let recorder {
      store = Store(initialState: DrillFeature.State()) {
        DrillFeature.reducer().recording(to: recorder)
      }
    } else {
      store = Store(initialState: DrillFeature.State()) { DrillFeature.reducer() }
    }
  }

  /// Sends the next scripted action.
  package mutating func step() {
    store.send(script.next())
    sent += 1
  }

  /// The recorder options of a drill log: a fixed clock, so equal seeds give equal bytes, and
  /// format 1's block policy, so a 60-action drill log still has several blocks to damage.
  package static var options: Recorder.Options {
    var options = Recorder.Options(
      session: SessionInfo(app: "tt-drills", os: "Linux"),
      clock: .fixed(startWall: 1_780_000_000_000))
    options.keyframeRatio = 1
    options.minBlockBytes = 0
    return options
  }

  /// Records `actions` scripted actions to `path` (`tt-drills make-log`), waiting for the
  /// recorder every half queue (at most 1,024 actions) so its bounded queue drops nothing.
  ///
  /// - Parameter options: The recorder's options; ``options`` unless a test needs a smaller queue.
  /// - Returns: What was written; `dropped` is 0 unless the recorder still fell behind.
  /// - Throws: `OutputFile.Refusal` when `path` is a folder or a link, `LogError` when the
  ///   recorder cannot create the file or stops on an error.
  @discardableResult
  package static func record(
    to path: String, actions: Int, seed: UInt64, options: Recorder.Options = options
  ) throws -> SyntheticRecording.Outcome {
    var script = DrillScript(seed: seed)
    return try SyntheticRecording.record(
      DrillFeature.reducer(), from: DrillFeature.State(), actions: actions, to: path,
      options: options, pace: max(1, min(1024, options.queueCapacity / 2))
    ) { _ in script.next() }
  }
}
