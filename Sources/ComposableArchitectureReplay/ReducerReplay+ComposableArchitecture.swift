// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ComposableArchitecture
import ComposableArchitectureRecording
import Replay

extension ReducerReplay {
  /// Creates a replay of a recorded session through a TCA reducer, its effects ignored, with the
  /// values the reducer read from `uuid`, `date`, `withRandomNumberGenerator` and the clocks while
  /// recording served back to it (``ReducerReplay/servesRecordedReads``). With `initialState` and
  /// `steps`, for states and actions that are not `Codable` (the log is recorded by reflection);
  /// without them, the log's actions are decoded (`Codable` states and actions).
  ///
  /// ```swift
  /// let report = try ReducerReplay(
  ///   AppFeature.body, timeline: timeline,
  ///   initialState: AppFeature.State.intro(IntroFeature.State()),
  ///   steps: session.map { .action($0) }
  /// ).run()
  /// print(report.divergence == nil ? "faithful" : "diverges")
  /// ```
  ///
  /// ```text
  /// faithful
  /// ```
  ///
  /// The same replay drives `SessionShrink(replay, bug:)` and `EffectOrders(replay)`.
  ///
  /// - Parameters:
  ///   - reducer: The app's root reducer, of the build to check.
  ///   - timeline: The log.
  ///   - initialState: The state the recorded store started from.
  ///   - steps: The recorded session's actions and out-of-band changes, in order.
  ///   - dependencies: Dependencies to reduce with (a fresh in-memory store for `@Shared`, say);
  ///     none by default.
  public init<R: Reducer>(
    _ reducer: R, timeline: Timeline, initialState: State, steps: [Step],
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    self.init(
      timeline: timeline, initialState: initialState, steps: steps,
      reduce: Self.servingReads(to: reducer, dependencies))
  }

  /// Creates a replay of `timeline`'s actions, decoded from the log, through a TCA reducer.
  ///
  /// - Parameters:
  ///   - reducer: The app's root reducer, of the build to check.
  ///   - timeline: The log, recorded from `Codable` states and actions.
  public init<R: Reducer>(_ reducer: R, timeline: Timeline)
  where R.State == State, R.Action == Action, State: Decodable, Action: Decodable {
    self.init(timeline: timeline, reduce: Self.servingReads(to: reducer))
  }

  /// `reducer`'s reduce, effects ignored, with its dependency reads served from the log.
  private static func servingReads<R: Reducer>(
    to reducer: R, _ dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) -> (inout State, Action) -> Void where R.State == State, R.Action == Action {
    let origins = ClockOrigins()
    return { state, action in
      withDependencies {
        dependencies(&$0)
        $0.route(through: .serving, origins: origins)
      } operation: {
        _ = reducer.reduce(into: &state, action: action)
      }
    }
  }
}
#endif
