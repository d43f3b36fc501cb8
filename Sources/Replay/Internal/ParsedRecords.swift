import LogFormat
import LogReading

/// A block's records as stored, and the first of them parsed: formats 2 and 3 write each record
/// relative to the one before, so they are parsed in order, and only as far as a reader asked.
struct ParsedRecords {
  let raw: [RawRecord]
  private(set) var records: [LogRecord] = []
  private var decoder: BlockRecordDecoder
  /// The time the block's keyframe wrote for its state, once parsed; `nil` when it wrote none.
  var keyframeWall: Int64? { decoder.keyframeWall }

  init(raw: [RawRecord], formatMajor: UInt8) {
    self.raw = raw
    decoder = BlockRecordDecoder(formatMajor: formatMajor)
  }

  /// Parses the records up to and including index `last` (or to the end), resuming where the last
  /// call stopped.
  ///
  /// - Throws: ``ReplayError`` `.damagedBlock` naming the record that does not parse; the records
  ///   before it stay parsed.
  mutating func parse(through last: Int, info: BlockInfo) throws {
    let end = min(last, raw.count - 1)
    guard records.count <= end else { return }
    records.reserveCapacity(raw.count)
    for index in records.count...end {
      let record = raw[index]
      do {
        records.append(try decoder.decode(record))
      } catch let error as LogError {
        throw ReplayError.damaged(info, seq: record.seq, underlying: error)
      }
    }
  }
}
