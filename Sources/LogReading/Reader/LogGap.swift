import LogFormat

/// Seqs whose records a log lacks, and why: a damaged block, a cut-off end, records the recorder
/// dropped, or a gap a recovered copy recorded.
///
/// A gap names the seqs whose *records* are missing. Its last state may still be known: after a
/// damaged block, the next intact block's keyframe holds the state at ``last`` (not the action
/// that made it), so readers serve that state and list it as the gap's end.
///
/// ```swift
/// for gap in try LogFile(path: "flip.ttlog").survey().gaps { print(gap) }
/// ```
///
/// ```text
/// #25…#48 lost: block 2 at byte 1970 is damaged (CRC)
/// ```
public struct LogGap: Sendable, Equatable, CustomStringConvertible {
  /// Why the records are missing.
  public enum Cause: String, Sendable, Equatable {
    /// A block (or bytes that held one) fails its checks.
    case damaged
    /// The file ends before the records did: a crash or a truncating copy.
    case cutOff
    /// The recorder could not write them (its queue was full); their states were never written.
    case dropped
    /// A recovered copy says so: the records were lost in the log it was recovered from.
    case recorded
  }

  /// The first seq whose record is missing.
  public var first: UInt64
  /// The last one, or `nil` when the log ends inside the gap (how far it went is unknown).
  public var last: UInt64?
  /// Why.
  public var cause: Cause
  /// What the reader found, with its place: `block 2 at byte 1970 is damaged (CRC)`.
  public var reason: String

  /// Creates a gap.
  ///
  /// - Parameters:
  ///   - first: The first seq whose record is missing.
  ///   - last: The last one, `nil` when the log ends inside the gap.
  ///   - cause: Why.
  ///   - reason: What was found, and where.
  public init(first: UInt64, last: UInt64?, cause: Cause, reason: String) {
    self.first = first
    self.last = last
    self.cause = cause
    self.reason = reason
  }

  /// Whether `seq` lies in the gap.
  public func contains(_ seq: UInt64) -> Bool {
    seq >= first && last.map { seq <= $0 } ?? true
  }

  /// `#25…#48`, `#25` for one seq, `#25…` when the log ends inside the gap.
  public var seqs: String {
    guard let last else { return "#\(first)…" }
    return last == first ? "#\(first)" : "#\(first)…#\(last)"
  }

  /// `#25…#48 lost: <reason>`.
  public var description: String { "\(seqs) lost: \(reason)" }
}
