import LogFormat

/// A data block being read as it grows: the inflate stream fed so far, the part of a line not
/// yet ended, and the seq rules' running state.
final class BlockCursor {
  /// Where the block is and how it starts.
  var info: BlockInfo
  /// The next file offset to feed the inflater.
  var fed: Int
  /// Records the block has yielded so far.
  var count = 0
  /// The seq of the last record yielded.
  var previousSeq: UInt64?
  let inflater = StreamInflater()
  var crc = CRC32()
  var inflatedBytes = 0
  /// Uncompressed bytes after the last newline: a record still being flushed.
  var partial: [UInt8] = []
  /// The lines of the segment being read (format 3.3), checked against its `seg` record.
  var segment = SegmentSeal()

  init(info: BlockInfo, dataOffset: Int) {
    self.info = info
    fed = info.offset + dataOffset
  }

  /// Takes newly inflated bytes and returns the complete records they finish.
  ///
  /// - Throws: `LogError` when a line lacks the record prefix or breaks the seq rules.
  func lines(from output: [UInt8]) throws -> [RawRecord] {
    output.withUnsafeBytes { crc.update($0) }
    inflatedBytes += output.count
    guard let lastNewline = output.lastIndex(of: 10) else {
      partial += output
      return []
    }
    var text = partial
    text += output[...lastNewline]
    partial = Array(output[(lastNewline + 1)...])
    var records: [RawRecord] = []
    var start = 0
    while let newline = text[start...].firstIndex(of: 10) {
      let line = text[start..<newline]
      start = newline + 1
      guard let prefix = RecordPrefix.scan(line, after: previousSeq) else {
        throw problem(.malformedRecord, "a record lacks the {\"t\":…,\"seq\":…} prefix")
      }
      if let previousSeq {
        guard prefix.expectedSeq(after: previousSeq) == prefix.seq else {
          throw problem(
            .sequenceGap, "\(prefix.kind) seq \(prefix.seq) does not follow seq \(previousSeq)")
        }
      } else if prefix.kind != "key" || prefix.seq != info.firstSeq {
        throw problem(
          .corrupted,
          "the block starts with \(prefix.kind) seq \(prefix.seq), not key seq \(info.firstSeq)")
      }
      previousSeq = prefix.seq
      if prefix.kind == SegmentSeal.kind, count > 0 {
        guard segment.matches(line) else {
          throw problem(
            .corrupted, "is damaged: the segment before seq \(prefix.seq) fails its checksum")
        }
        segment = SegmentSeal()
        continue
      }
      segment.add(Array(line) + [10])
      count += 1
      records.append(RawRecord(kind: prefix.kind, seq: prefix.seq, line: Array(line)))
    }
    return records
  }

  func problem(_ code: LogError.Code, _ text: String) -> LogError {
    LogError(
      code, "block \(info.index) at byte \(info.offset) \(text)", offset: info.offset,
      block: info.index)
  }
}
