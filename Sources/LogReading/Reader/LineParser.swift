import LogFormat

/// Splits a block's uncompressed bytes into records and checks their framing and seq continuity.
enum LineParser {
  /// What parsing found.
  struct Outcome {
    /// Records accepted, in order (`seg` records checked and left out).
    var records: [RawRecord] = []
    /// Uncompressed bytes the accepted records cover, newlines included.
    var acceptedBytes = 0
    /// Lines accepted, `seg` records included (what a block's `records` field counts).
    var lineCount = 0
    /// How many of ``records`` lie in segments whose `seg` record matched (format 3.3).
    var checkedRecords = 0
    /// Lines (``lineCount``) up to the last `seg` record that matched.
    var checkedLines = 0
    /// The first problem, if parsing stopped early.
    var problem: (code: LogError.Code, message: String, seq: UInt64?)?
  }

  /// Parses `bytes` as newline-terminated record lines.
  ///
  /// - Parameters:
  ///   - bytes: The block's uncompressed contents.
  ///   - firstKind: The kind the first record must have (`header` or `key`).
  ///   - firstSeq: The seq the first record must have.
  /// - Returns: The records up to the first problem (a partial line, a bad prefix, a seq break).
  static func parse(_ bytes: [UInt8], firstKind: String, firstSeq: UInt64) -> Outcome {
    bytes.withUnsafeBufferPointer { parse($0, firstKind: firstKind, firstSeq: firstSeq) }
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, firstKind: String, firstSeq: UInt64
  ) -> Outcome {
    var outcome = Outcome()
    var framing = LineFraming(firstKind: firstKind, firstSeq: firstSeq)
    var start = 0
    // Where the segment being read starts: a bad `seg` record loses it from there.
    var segmentStart = (records: 0, bytes: 0, lines: 0)
    while start < bytes.count {
      var newline = start
      while newline < bytes.count && bytes[newline] != 10 { newline += 1 }
      guard newline < bytes.count else {
        outcome.problem = (.truncated, "the block ends inside a record", nil)
        break
      }
      let line = UnsafeBufferPointer(rebasing: bytes[start...newline])
      switch framing.accept(line) {
      case .problem(let code, let message, let seq, let losesSegment):
        outcome.problem = (code, message, seq)
        if losesSegment {
          outcome.records.removeSubrange(segmentStart.records...)
          outcome.acceptedBytes = segmentStart.bytes
          outcome.lineCount = segmentStart.lines
        }
        return outcome
      case .seal:
        outcome.lineCount += 1
        outcome.acceptedBytes = newline + 1
        segmentStart = (outcome.records.count, newline + 1, outcome.lineCount)
        outcome.checkedRecords = outcome.records.count
        outcome.checkedLines = outcome.lineCount
      case .record(let prefix):
        outcome.records.append(
          RawRecord(kind: prefix.kind, seq: prefix.seq, line: Array(line.dropLast())))
        outcome.lineCount += 1
        outcome.acceptedBytes = newline + 1
      }
      start = newline + 1
    }
    return outcome
  }
}
