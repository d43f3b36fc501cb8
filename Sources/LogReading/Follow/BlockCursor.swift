import LogFormat

/// A data block being read as it grows: the inflate stream fed so far, the part of a line not
/// yet ended, and the framing rules' running state.
final class BlockCursor {
  /// Where the block is and how it starts.
  var info: BlockInfo
  /// The next file offset to feed the inflater.
  var fed: Int
  /// Records the block has yielded so far.
  var count = 0
  let inflater = StreamInflater()
  var crc = CRC32()
  var inflatedBytes = 0
  /// Uncompressed bytes after the last newline: a record still being flushed.
  var partial: [UInt8] = []
  private var framing: LineFraming
  /// A line broke the framing rules: no more lines are yielded, and the block is read whole
  /// once sealed.
  var framingBroken = false
  /// The deflate data does not inflate: the block is read whole once its header says it is
  /// sealed.
  var inflateFailed = false
  /// Whether this block's failure opened the pending damage gap (until the block is sealed).
  var openedDamage = false

  init(info: BlockInfo, dataOffset: Int) {
    self.info = info
    fed = info.offset + dataOffset
    framing = LineFraming(firstKind: "key", firstSeq: info.firstSeq)
  }

  /// Takes newly inflated bytes and returns the complete records they finish, up to a line that
  /// breaks the framing rules (then ``framingBroken`` is set).
  func lines(from output: [UInt8]) -> [RawRecord] {
    output.withUnsafeBytes { crc.update($0) }
    inflatedBytes += output.count
    guard !framingBroken else { return [] }
    guard let lastNewline = output.lastIndex(of: 10) else {
      partial += output
      return []
    }
    var text = partial
    text += output[...lastNewline]
    partial = Array(output[(lastNewline + 1)...])
    var records: [RawRecord] = []
    text.withUnsafeBufferPointer { text in
      var start = 0
      while !framingBroken, let newline = text[start...].firstIndex(of: 10) {
        let line = UnsafeBufferPointer(rebasing: text[start...newline])
        start = newline + 1
        switch framing.accept(line) {
        case .problem: framingBroken = true
        case .seal: break
        case .record(let prefix):
          count += 1
          records.append(
            RawRecord(kind: prefix.kind, seq: prefix.seq, line: Array(line.dropLast())))
        }
      }
    }
    return records
  }

  func problem(_ code: LogError.Code, _ text: String) -> LogError {
    LogError(
      code, "block \(info.index) at byte \(info.offset) \(text)", offset: info.offset,
      block: info.index)
  }
}
