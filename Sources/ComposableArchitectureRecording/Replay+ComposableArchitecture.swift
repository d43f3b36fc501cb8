// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ComposableArchitecture
import Replay

extension StepReplay {
  /// Creates a replay of a recorded session through a TCA reducer, its effects ignored, for states
  /// and actions that are not `Codable` (the log is recorded by reflection). The values the
  /// reducer read from `uuid`, `date`, `withRandomNumberGenerator` and the clocks while recording
  /// are served back to it (``StepReplay/servesRecordedReads``).
  ///
  /// ```swift
  /// let report = try StepReplay(
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
    let origins = ClockOrigins()
    self.init(timeline: timeline, initialState: initialState, steps: steps) { state, action in
      withDependencies {
        dependencies(&$0)
        $0.route(through: .serving, origins: origins)
      } operation: {
        _ = reducer.reduce(into: &state, action: action)
      }
    }
  }
}

extension ReducerReplay {
  /// Creates a replay of `timeline` through a TCA reducer, its effects ignored, for an app whose
  /// state and action types are `Codable` (the log is recorded with `Encodable` values and decoded
  /// back). Apps whose types are not `Codable` use ``StepReplay``. The values the reducer read
  /// from its dependencies while recording are served back (``ReducerReplay/servesRecordedReads``).
  ///
  /// ```swift
  /// let report = try ReducerReplay(Counter(), timeline: timeline).run()
  /// print(report.divergence == nil ? "faithful" : "diverges")
  /// ```
  ///
  /// ```text
  /// faithful
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: The app's root reducer, of the build to check.
  ///   - timeline: The log.
  public init<R: Reducer>(_ reducer: R, timeline: Timeline)
  where R.State == State, R.Action == Action {
    let origins = ClockOrigins()
    self.init(timeline: timeline) { state, action in
      withDependencies {
        $0.route(through: .serving, origins: origins)
      } operation: {
        _ = reducer.reduce(into: &state, action: action)
      }
    }
  }
}
#endif
