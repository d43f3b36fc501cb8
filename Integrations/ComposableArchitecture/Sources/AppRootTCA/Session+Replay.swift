import ComposableArchitecture
import ComposableArchitectureRecording
import ComposableArchitectureReplay
import Foundation
import Replay

extension AppRootSession {
  /// Replays a recording of the script through the seed app's reducer, or through
  /// ``changedReducer``, and reports the first state that differs from the log.
  ///
  /// - Parameters:
  ///   - timeline: A log written by ``record(to:options:)``.
  ///   - changed: Whether to replay through ``changedReducer``.
  /// - Returns: The report.
  /// - Throws: `ReplayError` when the log does not follow the script.
  public static func replay(_ timeline: Timeline, changed: Bool = false) throws -> ReplayReport {
    changed
      ? try replay(timeline, through: changedReducer)
      : try replay(timeline, through: AppFeature.body)
  }

  /// Replays a recording of ``steps`` through `reducer` and reports the first state that differs
  /// from the log. The reducer runs on live `uuid` and `date` dependencies, as today's build
  /// would: the values it read while recording come from the log.
  ///
  /// - Parameters:
  ///   - timeline: A log written by ``record(to:options:)``.
  ///   - reducer: The reducer to check.
  ///   - servesRecordedReads: Whether the logged dependency values are served to the reducer
  ///     (`true`); `false` checks the live ones against them, so the replay diverges at the first
  ///     read.
  /// - Returns: The report.
  /// - Throws: `ReplayError` when the log does not follow the script.
  static func replay(
    _ timeline: Timeline, through reducer: some Reducer<AppFeature.State, AppFeature.Action>,
    servesRecordedReads: Bool = true
  ) throws -> ReplayReport {
    let fresh = freshDependencies()
    let dependencies: @Sendable (inout DependencyValues) -> Void = {
      fresh(&$0)
      $0.uuid = UUIDGenerator { UUID() }
      $0.date = DateGenerator { Date() }
    }
    let initialState = withDependencies(dependencies) {
      AppFeature.State.intro(IntroFeature.State())
    }
    let replaySteps: [ReducerReplay<AppFeature.State, AppFeature.Action>.Step] = steps.map { step in
      switch step {
      case .send(let action), .sendWithoutWaiting(let action), .effectSends(let action):
        return .action(action)
      case .renameUserOutsideActions(let name):
        return .outOfBand { _ in
          withDependencies(dependencies) {
            @Shared(.inMemory("user")) var user = UserProfile(name: "")
            $user.withLock { $0.name = name }
          }
        }
      }
    }
    var replay = ReducerReplay(
      reducer, timeline: timeline, initialState: initialState, steps: replaySteps,
      dependencies: dependencies)
    replay.servesRecordedReads = servesRecordedReads
    return try replay.run()
  }

  /// The seed app's reducer with one change a developer might make by mistake: the edit sheet
  /// trims titles to 4 characters. Replay catches it at the first title change.
  static var changedReducer: some Reducer<AppFeature.State, AppFeature.Action> {
    Reduce<AppFeature.State, AppFeature.Action> { state, action in
      _ = AppFeature.body.reduce(into: &state, action: action)
      if case .mainTab(var tabs) = state,
        case .mainTab(
          .history(.path(.element(let id, .detail(.destination(.presented(.edit(.titleChanged)))))))
        ) = action,
        case .detail(var detail)? = tabs.history.path[id: id],
        case .edit(var form)? = detail.destination
      {
        form.entry.title = String(form.entry.title.prefix(4))
        detail.destination = .edit(form)
        tabs.history.path[id: id] = .detail(detail)
        state = .mainTab(tabs)
      }
      return .none
    }
  }
}
