// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
@_spi(Internals) import ComposableArchitecture
import ComposableArchitectureRecording
import DebugLink

extension TimeTravelRoot {
  /// A time-travel root over TCA: its stores run `reducer()` recording to `recorder`, and a jump
  /// makes a new `Store` at the target state (the old one is released, which cancels its
  /// effects). Written where the app made its root store:
  ///
  /// ```swift
  /// let root = TimeTravelRoot(initialState: AppFeature.State(), recorder: recorder) {
  ///   AppFeature()
  /// }
  /// root.store.send(.onAppear)
  /// try root.travel(to: 0, json: nil)
  /// print(root.store.withState(\.count))
  /// ```
  ///
  /// ```text
  /// 0
  /// ```
  ///
  /// The in-memory replay reduces with the dependencies of the first store, the values the
  /// reducer read from `uuid`, `date`, `withRandomNumberGenerator` and the clocks served from the
  /// log, the stack element ids the live store drew, and no effect run.
  ///
  /// - Parameters:
  ///   - initialState: The app's initial state.
  ///   - recorder: Where the stores record.
  ///   - historyLimit: How many actions the in-memory replay keeps.
  ///   - reducer: The app's root reducer, without `.recording(to:)` (the root adds it).
  ///   - prepareDependencies: Changes the dependencies of every store the root makes, as
  ///     `Store(initialState:reducer:withDependencies:)` does.
  public convenience init<R: Reducer>(
    initialState: State, recorder: Recorder, historyLimit: Int = 100_000,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where StoreObject == Store<State, Action>, R.State == State, R.Action == Action {
    // As `Store.init` does: the reducer is made, and the dependencies captured, once.
    let (base, dependencies) = withDependencies(
      prepareDependencies ?? { _ in }
    ) {
      @Dependency(\.self) var dependencies
      return (reducer(), dependencies)
    }
    let recording = base.recording(to: recorder)
    let origins = ClockOrigins.of(recorder)
    let stackIDs = ReplayedStackIDs(recorder: recorder)
    var glue = TravelGlue<State, Action, Store<State, Action>>(
      makeStore: { state, ticket in
        Store(initialState: state) {
          _TravellingReducer(base: recording, ticket: ticket, stackIDs: stackIDs)
        } withDependencies: {
          $0 = dependencies
        }
      },
      state: { $0.withState { $0 } },
      reduce: { state, action, channel in
        withDependencies {
          $0 = dependencies
          $0.route(through: channel, origins: origins)
          if let ids = stackIDs.generator() { $0.stackElementID = ids }
        } operation: {
          _ = base.reduce(into: &state, action: action)
        }
      },
      // swift-sharing's references are not Codable: a state that holds one decodes only through
      // the app's own `init(from:)`, so no shared-references table is passed.
      decode: TravelGlue<State, Action, Store<State, Action>>.decoding())
    glue.willReplay = { stackIDs.willReplay($0) }
    self.init(
      initialState: initialState, recorder: recorder, historyLimit: historyLimit, glue: glue)
  }
}
#endif
