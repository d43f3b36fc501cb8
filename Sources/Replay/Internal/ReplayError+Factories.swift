import LogFormat
import LogReading

extension ReplayError {
  /// A block that cannot be read, named by index and byte offset.
  static func damaged(_ block: BlockInfo, seq: UInt64?, underlying: LogError?) -> ReplayError {
    // A message that names the block already (`block 7 at byte 47308 is damaged: …`) is said as
    // it is, not after another mention of the block.
    if let message = underlying?.message, message.hasPrefix("block \(block.index) ") {
      return ReplayError(
        .damagedBlock, seq.map { "state \($0) cannot be read: \(message)" } ?? message, seq: seq,
        underlying: underlying)
    }
    let what = seq.map { "state \($0) is in" } ?? "the states of"
    return ReplayError(
      .damagedBlock,
      underlying.map { "\(what) block \(block.index): \($0.message)" }
        ?? "\(what) block \(block.index) at byte \(block.offset), which is damaged",
      seq: seq, underlying: underlying)
  }

  /// A seq outside the log's states.
  static func outOfRange(_ seq: UInt64, first: UInt64, last: UInt64) -> ReplayError {
    ReplayError(
      .seqOutOfRange, "seq \(seq) is outside this log: states \(first)…\(last) are available",
      seq: seq)
  }

  /// An error from the file, wrapped.
  static func file(_ error: LogError, seq: UInt64? = nil) -> ReplayError {
    let code: Code = error.block == nil && error.seq == nil ? .unreadableLog : .malformedLog
    return ReplayError(code, error.description, seq: seq ?? error.seq, underlying: error)
  }
}

extension ReplayError {
  /// Why a log holds no data block: the recorder stopped before the first state, the blocks are
  /// damaged past finding (then the damage is named, block and byte), or the log is a repaired
  /// copy that records every state as lost.
  ///
  /// - Parameters:
  ///   - file: The opened log, without a data block.
  ///   - path: Its path.
  static func noDataBlock(in file: LogFile, path: String) -> ReplayError {
    if case .damaged(let errors) = file.status,
      let damage = errors.first(where: { $0.block != 0 && $0.offset != nil })
    {
      let located = LogError(
        damage.code, damage.message + "; no data block can be read", path: path,
        offset: damage.offset, block: damage.block, seq: damage.seq)
      return ReplayError(.unreadableLog, located.description, underlying: located)
    }
    if let gap = file.survey().gaps.first {
      return ReplayError(
        .noStates,
        "\(path) holds no state: every record was lost before this copy was recovered "
          + "(\(gap))")
    }
    return ReplayError(
      .noStates, "\(path) holds only a header: the recorder stopped before the first state")
  }
}
