import Replay

/// The one piece of the file that installs the values the session read from its dependencies
/// (UUIDs, dates, random numbers, clocks), so the test is deterministic.
///
/// Logs up to format 3.0 record no dependency reads: the section then says so, and the reducer
/// expression the developer gives (`--reducer`) must supply the values the session saw.
struct DependencySection {
  let timeline: Timeline
  let from: UInt64
  let to: UInt64

  /// Lines for the file's opening comment.
  func comment() -> [String] {
    [
      "Dependencies: this log (format \(timeline.header.version)) records no dependency reads, so "
        + "the reducer below must",
      "give the values the session saw (UUIDs, dates, clocks) — e.g. the same generators the app "
        + "was recorded with.",
    ]
  }

  /// Statements before the test store is made; none while the log records no reads.
  func setup() -> [String] { [] }
}
