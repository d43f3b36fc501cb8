import LogFormat

/// One record of a timeline with its place in time.
///
/// ```swift
/// let entry = try timeline.entry(at: 3)
/// print(entry.seq, entry.record.kind, entry.timeOffset)
/// ```
///
/// ```text
/// 3 action 0.25
/// ```
public struct TimelineEntry: Sendable, Equatable {
  /// The seq the record makes or refers to.
  public var seq: UInt64
  /// The record.
  public var record: LogRecord
  /// Seconds since the timeline's `startWall`.
  public var timeOffset: Double

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - seq: The record's seq.
  ///   - record: The record.
  ///   - timeOffset: Seconds since the timeline's start.
  public init(seq: UInt64, record: LogRecord, timeOffset: Double) {
    self.seq = seq
    self.record = record
    self.timeOffset = timeOffset
  }
}
