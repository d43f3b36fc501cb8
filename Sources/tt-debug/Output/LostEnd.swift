import LogFormat
import LogReading
import Replay

/// What a log lost after its newest state, in the words `log` uses for that gap: records cut off
/// by a crash or a truncating copy, records the recorder dropped, or a log that was never closed.
/// `jump last`, `step` at the end, `open`'s banner, `test` and `diff` say it, so a log whose end
/// is lost never reads as whole.
///
/// ```swift
/// print(LostEnd(timeline, after: 2546)?.text ?? "whole")
/// ```
///
/// ```text
/// #2547… lost: the log ends inside a record: 374 byte(s) after the last complete record could not be read
/// ```
struct LostEnd {
  /// The gaps past the state, in seq order; empty when only the unclosed end is known.
  var gaps: [LogGap]
  /// The state the log ends at.
  var seq: UInt64
  /// Whether the app was in the background when the log ended (``LogFile/endedInBackground``).
  var endedInBackground = false

  /// What `timeline` lost after state `seq` (its newest state), or `nil` when nothing is known
  /// lost: the log was closed and every record after `seq` is there. A log still being written
  /// (`live`, or an app holds its writer lock) is not closed yet and may end mid-record: that
  /// alone is not a loss.
  init?(_ timeline: Timeline, after seq: UInt64, live: Bool = false) {
    // A closed log whose last seq is a state lost nothing at its end: skip the survey.
    if case .closed = timeline.status, seq == timeline.lastSeq { return nil }
    var crashed = false
    if case .crashed = timeline.status { crashed = true }
    let writing = crashed && (live || LogFile.isBeingWritten(at: timeline.path) == true)
    let gaps = timeline.gaps.filter { $0.first > seq && !(writing && $0.cause == .cutOff) }
    guard !gaps.isEmpty || (crashed && !writing) else { return nil }
    self.gaps = gaps
    self.seq = seq
    endedInBackground = timeline.endedInBackground
  }

  /// `#2547… lost: the log ends inside a record: …`, one clause per gap (joined by `and`), or for a log that was
  /// not closed and lost no bytes we know of: `the log was not closed (the app crashed or was
  /// killed), so later records may be lost`.
  var text: String {
    guard !gaps.isEmpty else {
      if endedInBackground { return "the log " + AppPhaseRecord.endedInBackgroundText }
      return "the log was not closed (the app crashed or was killed), so later records may be lost"
    }
    return gaps.map(\.description).joined(separator: " and ")
  }

  /// The newest state of `timeline` that can be rebuilt: its last seq, or the state before the
  /// records it lost at its end (a recorder that dropped its last records writes their seqs, but
  /// no state).
  static func newestState(of timeline: Timeline) -> UInt64 {
    if (try? timeline.state(at: timeline.lastSeq)) != nil { return timeline.lastSeq }
    return timeline.nearestState(to: timeline.lastSeq, forward: false)?.seq ?? timeline.lastSeq
  }
}
