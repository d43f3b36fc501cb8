import ActionLog
import ComposableStore
import ComposableStoreRecording

extension NavigationSample {
  /// Records a long session to `path`: `step` sends one user action at a time (waiting for its
  /// effects) until the store has reduced at least `actions` actions; then the session is marked
  /// `marker`, when one is given.
  ///
  /// - Parameters:
  ///   - path: The log to write.
  ///   - actions: How many actions at least the session reduces.
  ///   - marker: A marker to write at the session's end.
  ///   - options: The recorder's options; the samples' fixed ones by default.
  ///   - step: Sends one user action to the store, given how many actions it reduced so far.
  /// - Returns: The log's path and how many actions the session reduced.
  @MainActor
  public static func record(
    to path: String, actions: Int, marker: String? = nil,
    options: Recorder.Options = recordingOptions,
    step: (Store<Feature.State, Feature.Action>, _ reduced: Int) async -> Void
  ) async throws -> RecordedSample {
    let recorder = try Recorder(path: path, options: options)
    let environment = SampleEnvironment()
    let counter = ActionCounter()
    let store = Store(initialState: initialState(environment)) {
      CountingReducer(makeFeature(environment), counter: counter).recording(to: recorder)
    }
    while counter.count < actions { await step(store, counter.count) }
    if let marker { recorder.mark(marker) }
    recorder.close()
    return RecordedSample(path: path, actionCount: counter.count, error: recorder.lastError)
  }
}
