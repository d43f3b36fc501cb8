import ActionLog
import ComposableStore
import ComposableStoreRecording

/// Runs a ``DrillFeature`` store recording through the real ``Recorder``.
@MainActor
struct DrillSession {
  let store: Store<DrillFeature.State, DrillFeature.Action>
  private var script: DrillScript
  /// Actions sent so far; after the n-th, the latest state is seq n.
  private(set) var sent: UInt64 = 0

  /// Creates the store, recording to `recorder` when one is given.
  init(recorder: Recorder?, seed: UInt64) {
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
  mutating func step() {
    store.send(script.next())
    sent += 1
  }
}
