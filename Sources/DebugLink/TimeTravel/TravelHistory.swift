import ActionLog
import DebugLinkWire
import Foundation
import LogFormat

/// This run's actions as the store reduced them, in segments that each start from a state the
/// store was given (the initial state, or one time travel resumed from): the in-memory replay
/// rebuilds any seq of the run from them, whatever the state's type.
///
/// Actions are noted on the store's thread and states rebuilt on the root's; a lock keeps them
/// apart.
final class TravelHistory<State, Action>: @unchecked Sendable {
  // @unchecked: every field is touched under `lock`.
  private let lock = NSLock()
  struct Step {
    var seq: UInt64
    /// `nil`: a shared change logged outside any action (an `oob` record).
    var action: Action?
    var reads: [DependencyRead]
    /// The values the state's shared references held after the action.
    var shared: SharedValues
  }

  struct Segment {
    var startSeq: UInt64
    var start: State
    var startShared: SharedValues
    var steps: [Step] = []
  }

  private var segments: [Segment]
  /// At most this many actions are kept; older ones are folded into their segment's start.
  let limit: Int
  private var count = 0

  init(initialState: State, shared: SharedValues, limit: Int) {
    segments = [Segment(startSeq: 0, start: initialState, startShared: shared)]
    self.limit = max(1, limit)
  }

  /// The oldest seq the history can rebuild.
  private var oldestSeq: UInt64 { segments.first?.startSeq ?? 0 }

  /// The newest seq it knows.
  private var newestSeq: UInt64 {
    guard let last = segments.last else { return 0 }
    return last.steps.last?.seq ?? last.startSeq
  }

  func note(
    seq: UInt64, action: Action?, reads: [DependencyRead], shared: SharedValues, reduce: Reduce
  ) {
    lock.lock()
    defer { lock.unlock() }
    guard !segments.isEmpty else { return }
    segments[segments.count - 1].steps.append(
      Step(seq: seq, action: action, reads: reads, shared: shared))
    count += 1
    if count > limit { trim(reduce: reduce) }
  }

  /// Starts a new segment: the store went on from `state` at `seq`.
  func startSegment(at seq: UInt64, state: State, shared: SharedValues) {
    lock.lock()
    defer { lock.unlock() }
    segments.append(Segment(startSeq: seq, start: state, startShared: shared))
  }

  typealias Reduce = (inout State, _ seq: UInt64, Action, [DependencyRead]) -> Void

  /// The state at `seq`: its segment's start with the segment's actions up to `seq` reduced again.
  /// The state's shared references are set to their values at each step as it goes, so the
  /// boxes the returned state holds have their values at `seq`.
  ///
  /// - Throws: ``LinkError`` `.cannotTravel` for a seq older than the history keeps or newer than
  ///   this run has reached.
  func state(at seq: UInt64, reduce: Reduce) throws(LinkError) -> State {
    lock.lock()
    defer { lock.unlock() }
    guard seq >= oldestSeq else {
      throw LinkError(
        .cannotTravel,
        "#\(seq) is older than this run's history (it keeps \(limit) actions, from #\(oldestSeq)); "
          + "a Codable state travels there from the log")
    }
    guard seq <= newestSeq, let segment = segments.last(where: { $0.startSeq <= seq }) else {
      throw LinkError(.cannotTravel, "#\(seq) is past this run's newest state #\(newestSeq)")
    }
    var state = segment.start
    var restored = segment.startShared.restore()
    for step in segment.steps {
      guard step.seq <= seq else { break }
      if let action = step.action { reduce(&state, step.seq, action, step.reads) }
      restored = step.shared.restore() && restored
    }
    guard restored else {
      throw LinkError(
        .cannotTravel,
        "the state holds a shared reference that cannot be set (read-only, or of another type "
          + "than it held); make the root state Codable so it travels from the log")
    }
    return state
  }

  /// Folds the oldest half of the kept actions into the starts they follow.
  private func trim(reduce: Reduce) {
    var excess = count - limit / 2
    while excess > 0, !segments.isEmpty {
      if segments.count > 1 {
        excess -= segments[0].steps.count
        count -= segments[0].steps.count
        segments.removeFirst()
        continue
      }
      let folded = min(excess, segments[0].steps.count)
      for step in segments[0].steps.prefix(folded) {
        if let action = step.action { reduce(&segments[0].start, step.seq, action, step.reads) }
        segments[0].startSeq = step.seq
        segments[0].startShared = step.shared
      }
      segments[0].steps.removeFirst(folded)
      count -= folded
      excess -= folded
    }
  }
}
