import ActionLog
import ComposableStore
import ComposableStoreRecording
import DebugLink

extension TimeTravelRoot {
  /// A time-travel root over the stand-in store: its stores run `reducer()` recording to
  /// `recorder`, and a jump makes a new one at the target state.
  ///
  /// ```swift
  /// let root = TimeTravelRoot(initialState: Counter.State(), recorder: recorder) { Counter() }
  /// root.store.send(.increment)
  /// try root.travel(to: 0, json: nil)
  /// print(root.store.state.count)
  /// ```
  ///
  /// ```text
  /// 0
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The app's initial state.
  ///   - recorder: Where the stores record.
  ///   - historyLimit: How many actions the in-memory replay keeps.
  ///   - reducer: The app's root reducer, without `.recording(to:)` (the root adds it).
  public convenience init<R: Reducer>(
    initialState: State, recorder: Recorder, historyLimit: Int = 100_000,
    reducer: () -> R
  ) where StoreObject == Store<State, Action>, R.State == State, R.Action == Action {
    let base = reducer()
    let recording = base.recording(to: recorder)
    let glue = TravelGlue<State, Action, Store<State, Action>>(
      makeStore: { state, ticket in
        Store(initialState: state) { _TravellingReducer(base: recording, ticket: ticket) }
      },
      state: { $0.state },
      reduce: { state, action, channel in
        DependencyObservation.$observer.withValue(ChannelObserver(channel: channel)) {
          _ = base.reduce(into: &state, action: action)
        }
      },
      decode: TravelGlue<State, Action, Store<State, Action>>.decoding {
        [.sharedCodingTable: SharedCodingTable()]
      })
    self.init(
      initialState: initialState, recorder: recorder, historyLimit: historyLimit, glue: glue)
  }
}
