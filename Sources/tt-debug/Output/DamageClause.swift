import LogFormat
import LogReading
import Replay

/// The short word `open`'s banner says on a log that is not whole, in `info`'s terms: whether
/// it is damaged or was not closed, and how many gaps (lost records) it has.
///
/// ```swift
/// print(DamageClause.text(of: timeline, live: false) ?? "whole")
/// ```
///
/// ```text
/// damaged, 1 gap: `tt-debug info` lists it
/// ```
enum DamageClause {
  /// `damaged, 1 gap: …`, `crashed: not closed, 1 gap: …`, `3 gaps: …`, `crashed: not closed`,
  /// or `nil` for a whole log. A log still being written (`live`, or an app holds its writer
  /// lock) is not closed yet, and that alone says nothing.
  static func text(of timeline: Timeline, live: Bool) -> String? {
    let survey = timeline.survey
    var crashed = false
    if case .crashed = timeline.status { crashed = true }
    // An app writing the log now has not closed it yet, and may be mid-record at its end.
    let writing = crashed && (live || LogFile.isBeingWritten(at: timeline.path) == true)
    var parts: [String] = []
    if !survey.problems.isEmpty {
      parts.append("damaged")
    } else if crashed, !writing {
      parts.append(
        timeline.endedInBackground ? AppPhaseRecord.endedInBackgroundText : "crashed: not closed")
    }
    let gaps = survey.gaps.count {
      !(writing && $0.cause == .cutOff && $0.first > timeline.lastSeq)
    }
    if gaps > 0 {
      parts.append(
        Plural.count(gaps, "gap") + ": `tt-debug info` lists \(gaps == 1 ? "it" : "them")")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
