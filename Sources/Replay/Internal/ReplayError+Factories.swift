import LogFormat

extension ReplayError {
  /// A block that cannot be read, named by index and byte offset.
  static func damaged(_ block: BlockInfo, seq: UInt64?, underlying: LogError?) -> ReplayError {
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
