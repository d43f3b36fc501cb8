import JSONTree
import LogFormat

/// The served effects the log has cancelled, followed from the moment the reducer starts each to
/// the step after its cancellation: by the time the store reduces its next action (or the session
/// ends), the store must have cancelled it.
///
/// The check is made where it is decided, not from the effect's task: an effect whose run has
/// begun is known cancelled at once (its task's cancellation handler says so while the store
/// cancels), so a check at the next step reports it synchronously, before that step. An effect
/// whose task has not begun yet cannot tell; it is checked as it begins, when a cancelled task
/// says so.
final class CancellationWatch: Sendable {
  /// Where one watched effect's run is.
  private enum Run {
    /// Served, its task not begun.
    case notBegun
    /// Its task runs and has not been cancelled.
    case running
    /// Its task was cancelled, or is no longer watched.
    case stopped
    /// The check found it not begun: its task checks itself as it begins.
    case overdue
  }

  private struct State {
    var runs: [Int: Run] = [:]
    /// The watched effects by the seq of the step that cancels them.
    var byStep: [UInt64: [Int]] = [:]
  }

  private let state = LockedValue(State())

  /// Watches a served effect the log has cancelled at step `seq`.
  func watch(_ effect: Int, cancelledAt seq: UInt64) {
    state.withLock { state in
      state.runs[effect] = .notBegun
      state.byStep[seq, default: []].append(effect)
    }
  }

  /// The effect's run has begun, in a task that is cancelled or not.
  ///
  /// - Returns: Whether it is overdue and not cancelled (to report now).
  func begin(_ effect: Int, cancelled: Bool) -> Bool {
    state.withLock { state in
      switch state.runs[effect] {
      case .notBegun:
        state.runs[effect] = cancelled ? .stopped : .running
        return false
      case .overdue:
        state.runs[effect] = nil
        return !cancelled
      case .running, .stopped, nil:
        return false
      }
    }
  }

  /// The effect's task was cancelled.
  func stop(_ effect: Int) {
    state.withLock { state in
      switch state.runs[effect] {
      case .notBegun, .running: state.runs[effect] = .stopped
      case .overdue: state.runs[effect] = nil
      case .stopped, nil: break
      }
    }
  }

  /// Checks the effects cancelled at or before `seq`, a step the store has reduced with its
  /// effects started: each still running is returned (to report), each not begun is left for its
  /// task to check as it begins, and none is watched here any more.
  ///
  /// - Returns: The effects still running, by the step that should have cancelled them.
  func due(through seq: UInt64) -> [Int] {
    state.withLock { state in
      let steps = state.byStep.keys.filter { $0 <= seq }.sorted()
      var running: [Int] = []
      for step in steps {
        for effect in state.byStep.removeValue(forKey: step) ?? [] {
          switch state.runs[effect] {
          case .notBegun:
            state.runs[effect] = .overdue
          case .running:
            state.runs[effect] = nil
            running.append(effect)
          case .stopped, .overdue, nil:
            state.runs[effect] = nil
          }
        }
      }
      return running
    }
  }
}
