/// Seqs a replay could not check, and why: the log lost their records, or the state before them.
///
/// ```swift
/// for skipped in report.unchecked { print(skipped) }
/// ```
///
/// ```text
/// seqs 9…12 not checked: block 3 at byte 2204 is damaged; its actions were not replayed and replay resumed at the next keyframe
/// ```
public struct UncheckedSeqs: Sendable, Equatable, CustomStringConvertible {
  /// The seqs: from the first one after the last state replay knew through the one whose logged
  /// state it resumed from (that seq's action is not checked either: the state before it is
  /// unknown).
  public var seqs: ClosedRange<UInt64>
  /// What happened there, as the log says it.
  public var reason: String

  /// Creates a range of unchecked seqs.
  ///
  /// - Parameters:
  ///   - seqs: The seqs.
  ///   - reason: Why they were not checked.
  public init(seqs: ClosedRange<UInt64>, reason: String) {
    self.seqs = seqs
    self.reason = reason
  }

  /// `seqs A…B not checked: reason` (`seq A` for one).
  public var description: String {
    let which =
      seqs.lowerBound == seqs.upperBound
      ? "seq \(seqs.lowerBound)" : "seqs \(seqs.lowerBound)…\(seqs.upperBound)"
    return "\(which) not checked: \(reason)"
  }
}
