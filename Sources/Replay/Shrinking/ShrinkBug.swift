/// The bug a ``SessionShrink`` keeps while it removes steps from a session.
///
/// ```swift
/// let bug = ShrinkBug<TabStackFeature.State>.predicate { $0.path.count > 3 }
/// ```
public enum ShrinkBug<State> {
  /// The closure returns `true` for a state that shows the bug. A sub-session shows it when the
  /// closure holds for the state after any of its steps (or for the starting state).
  case predicate((State) -> Bool)
  /// The state at the marker with this text differs from the log's state there. A sub-session
  /// shows it when its state at the marker's seq (after its last step up to there) has the values
  /// the whole session replayed through this build has where it differs from the log.
  case differsAtMarker(String)
  /// This build's reducer diverges from the log: a sub-session shows it when it reproduces the
  /// first divergence of the whole session's replay (``ReducerReplay/run(from:through:)``) — the
  /// same values where the state differs, or the same dependency read where the reads differ.
  case divergesFromLog
}
