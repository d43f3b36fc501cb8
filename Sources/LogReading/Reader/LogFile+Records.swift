import LogFormat

extension LogFile {
  /// The records of block `index`, inflating only that block.
  ///
  /// A sealed block must pass its CRC-32 and size checks and hold well-framed records with
  /// consecutive seqs; the open tail of a crashed log yields its complete lines up to the first
  /// partial or out-of-sequence one.
  ///
  /// - Parameter index: A block index, `0..<blocks.count` (block 0 holds the header record).
  /// - Returns: The block's records in order.
  /// - Throws: `LogError` `.invalidArgument` for an index out of range, `.corrupted`,
  ///   `.malformedRecord`, `.sequenceGap` or `.truncated` (with block and byte offset) for a
  ///   damaged block, `.unreadable` on IO failure.
  public func records(inBlock index: Int) throws -> [RawRecord] {
    guard blocks.indices.contains(index) else {
      throw LogError(
        .invalidArgument, "block \(index) does not exist; the log has \(blocks.count) blocks",
        path: path, block: index)
    }
    return try BlockDecoder.records(
      of: blocks[index], in: ReadOnlyFile(path: path), major: version.major,
      checks: checks(ofBlock: index))
  }

  /// The records of block `index` as ``records(inBlock:)`` reads them, and the damage that cut
  /// them short when the block fails its CRC but its first segments pass their own checksums.
  package func salvagedRecords(inBlock index: Int) throws -> (
    records: [RawRecord], damage: LogError?
  ) {
    guard blocks.indices.contains(index) else { return (try records(inBlock: index), nil) }
    let decoded = try BlockDecoder.decode(
      blocks[index], in: ReadOnlyFile(path: path), major: version.major, salvaging: true,
      checks: checks(ofBlock: index))
    return (decoded.records, decoded.salvage?.damage)
  }

  /// Reads every block and returns each problem found, in file order; empty for a healthy log.
  ///
  /// - Returns: ``survey()``'s problems: the errors of ``status`` (if damaged), one error per
  ///   unreadable block, header fields that disagree with their block, seqs missing between blocks.
  public func verify() -> [LogError] {
    survey().problems
  }
}
