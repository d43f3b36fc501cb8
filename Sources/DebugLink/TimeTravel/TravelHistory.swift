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
    var action: Action
    var reads: [DependencyRead]
  }

  struct Segment {
    var startSeq: UInt64
    var start: State
    var steps: [Step] = []
  }

  private var segments: [Segment]
  /// At most this many actions are kept; older ones are folded into their segment's start.
  let limit: Int
  private var count = 0

  init(initialState: State, limit: Int) {
    segments = [Segment(startSeq: 0, start: initialState)]
    self.limit = max(1, limit)
  }

  /// The oldest seq the history can rebuild.
  private var oldestSeq: UInt64 { segments.first?.startSeq ?? 0 }

  /// The newest seq it knows.
  private var newestSeq: UInt64 {
    guard let last = segments.last else { return 0 }
    return last.steps.last?.seq ?? last.startSeq
  }

  func note(seq: UInt64, action: Action, reads: [DependencyRead], reduce: Reduce) {
    lock.lock()
    defer { lock.unlock() }
    guard !segments.isEmpty else { return }
    segments[segments.count - 1].steps.append(Step(seq: seq, action: action, reads: reads))
    count += 1
    if count > limit { trim(reduce: reduce) }
  }

  /// Starts a new segment: the store went on from `state` at `seq`.
  func startSegment(at seq: UInt64, state: State) {
    lock.lock()
    defer { lock.unlock() }
    segments.append(Segment(startSeq: seq, start: state))
  }

  typealias Reduce = (inout State, _ seq: UInt64, Action, [DependencyRead]) -> Void

  /// The state at `seq`: its segment's start with the segment's actions up to `seq` reduced again.
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
    for step in segment.steps {
      guard step.seq <= seq else { break }
      reduce(&state, step.seq, step.action, step.reads)
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
        reduce(&segments[0].start, step.seq, step.action, step.reads)
        segments[0].startSeq = step.seq
      }
      segments[0].steps.removeFirst(folded)
      count -= folded
      excess -= folded
    }
  }
}
