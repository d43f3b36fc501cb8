import ActionLog
import Replay
import Testing
import ToolSupport
import ValueCoding

/// Records `actions` from `initialState` on a store-less loop, as a store's glue would, under the
/// default redaction with a fixed pseudonym key, and returns the log's path.
func recordRedactedSession<State, Action>(
  _ name: String, initialState: State, actions: [Action],
  reduce: (inout State, Action) -> Void
) throws -> String {
  let path = TestPaths.log(name)
  var options = Recorder.Options.testing()
  options.redactionKey = RedactionKey(0x1234, 0x5678)
  let recorder = try Recorder(path: path, options: options)
  var state = initialState
  for (index, action) in actions.enumerated() {
    StoreRecording(recorder).record(stateBefore: state, actionType: Action.self)
    reduce(&state, action)
    StoreRecording(recorder).record(
      action: action, state: state, origin: .numbered(UInt64(index + 1), source: .external))
  }
  recorder.close()
  return path
}

/// Expects a replay of the given steps `actions` from `initialState` over the log to match every state.
func expectFaithfulReplayOfGivenSteps<State, Action>(
  of timeline: Timeline, initialState: State, actions: [Action],
  reduce: @escaping (inout State, Action) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let report = try ReducerReplay<State, Action>(
    timeline: timeline, initialState: initialState, steps: actions.map { .action($0) },
    reduce: reduce
  ).run()
  #expect(report.divergence == nil, "\(report)", sourceLocation: sourceLocation)
  #expect(report.checked == actions.count, sourceLocation: sourceLocation)
}
