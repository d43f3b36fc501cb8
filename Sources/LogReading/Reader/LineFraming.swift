import LogFormat

/// The framing rules of one block's lines, applied a line at a time: the record prefix, the
/// first record's kind and seq, seq continuity, and each segment's `seg` check (format 3.3).
/// ``LineParser`` applies them to a whole block, a follower to a block as it grows.
struct LineFraming {
  /// What one line is.
  enum Verdict {
    /// A record, with its prefix.
    case record(RecordPrefix)
    /// A `seg` record that matches the segment before it.
    case seal
    /// The line breaks the rules: the block's records stop before it (before its segment when
    /// `losesSegment`: a `seg` record that does not match vouches for none of its lines).
    case problem(code: LogError.Code, message: String, seq: UInt64?, losesSegment: Bool = false)
  }

  private let firstKind: String
  private let firstSeq: UInt64
  private var previous: UInt64?
  private var segment = SegmentSeal()

  /// The rules for a block whose first record is `firstKind` with seq `firstSeq`.
  init(firstKind: String, firstSeq: UInt64) {
    self.firstKind = firstKind
    self.firstSeq = firstSeq
  }

  /// Takes the next line, its newline included.
  mutating func accept(_ line: UnsafeBufferPointer<UInt8>) -> Verdict {
    let text = UnsafeBufferPointer(rebasing: line.dropLast())
    guard let prefix = RecordPrefix.scan(text, after: previous) else {
      return .problem(
        code: .malformedRecord, message: "a record lacks the {\"t\":…,\"seq\":…} prefix", seq: nil)
    }
    if let previous {
      guard prefix.expectedSeq(after: previous) == prefix.seq else {
        return .problem(
          code: .sequenceGap,
          message: "\(prefix.kind) seq \(prefix.seq) does not follow seq \(previous)",
          seq: prefix.seq)
      }
    } else if prefix.kind != firstKind || prefix.seq != firstSeq {
      return .problem(
        code: .corrupted,
        message:
          "the block starts with \(prefix.kind) seq \(prefix.seq), not \(firstKind) seq \(firstSeq)",
        seq: prefix.seq)
    }
    let first = previous == nil
    previous = prefix.seq
    if prefix.kind == SegmentSeal.kind, !first {
      guard segment.matches(text) else {
        return .problem(
          code: .corrupted, message: "the segment before seq \(prefix.seq) fails its checksum",
          seq: prefix.seq, losesSegment: true)
      }
      segment = SegmentSeal()
      return .seal
    }
    segment.add(UnsafeRawBufferPointer(line))
    return .record(prefix)
  }
}
