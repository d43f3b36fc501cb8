import JSONTree
import LogFormat

/// Finds the first record of an intact block that cannot be read or replayed: a line that is not
/// a valid record, or a delta that does not apply to the state before it. The block's CRC holds,
/// so the writer wrote it so (a bug, not disk damage); `tt-debug verify` reports the same record,
/// and a recovered copy stops the block before it and marks the seqs after it as a gap.
///
/// ```swift
/// if let bad = BlockRecordCheck.firstBadRecord(records, formatMajor: 3) { print(bad.index) }
/// ```
///
/// ```text
/// 20
/// ```
package enum BlockRecordCheck {
  /// The first record that fails, with its position in `records` and why.
  package struct BadRecord {
    /// Its index in the block's records.
    package var index: Int
    /// What is wrong, without the block's place (the caller adds it).
    package var reason: String
  }

  /// The error naming `bad` in `block`, with its block, byte offset and seq: the reason of the
  /// gap it leaves, in the words every command uses.
  static func error(_ bad: BadRecord, in records: [RawRecord], block: BlockInfo, path: String)
    -> LogError
  {
    let seq = records[bad.index].seq
    return LogError(
      .malformedRecord, "block \(block.index) at byte \(block.offset), seq \(seq): \(bad.reason)",
      path: path, offset: block.offset, block: block.index, seq: seq)
  }

  /// Decodes every record of a block in order and applies each delta to the state before it.
  ///
  /// - Parameters:
  ///   - records: A block's records, keyframe first.
  ///   - formatMajor: The log's major version.
  /// - Returns: The first record that fails, or `nil` when every one reads and applies.
  package static func firstBadRecord(_ records: [RawRecord], formatMajor: UInt8) -> BadRecord? {
    var decoder = BlockRecordDecoder(formatMajor: formatMajor)
    // `nil` after a `dropped` record: the state is unknown until a full one, as in a replay.
    var state: JSONValue?
    for (index, raw) in records.enumerated() {
      let record: LogRecord
      do {
        record = try decoder.decode(raw)
      } catch {
        let message = (error as? LogError)?.message ?? "\(error)"
        return BadRecord(index: index, reason: "the record does not parse: \(message)")
      }
      let change: StateChange
      switch record {
      case .keyframe(let keyframe):
        state = keyframe.state
        continue
      case .action(let action): change = action.change
      case .outOfBand(let oob): change = oob.change
      case .dropped:
        state = nil
        continue
      default: continue
      }
      switch change {
      case .full(let full): state = full
      case .delta(let operations):
        guard let current = state else { continue }
        guard let next = try? JSONPatch.apply(operations, to: current) else {
          return BadRecord(index: index, reason: "its delta does not apply to the state before it")
        }
        state = next
      }
    }
    return nil
  }
}
