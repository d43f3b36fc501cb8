extension LogFile {
  /// What ``LogFile/writeRepairedCopy(to:)`` salvaged and what it lost.
  public struct RepairReport: Sendable, Equatable {
    /// Data blocks copied (sealed ones plus a recovered tail).
    public var keptBlocks: Int = 0
    /// One error per data block that could not be read, with its block index and byte offset.
    public var lostBlocks: [LogError] = []
    /// Records written to the copy, header and keyframes included.
    public var records: Int = 0
    /// Records recovered from the unsealed tail of a crashed log.
    public var recoveredTailRecords: Int = 0
  }

  /// Writes a closed, indexed copy holding every intact block and the recovered tail.
  ///
  /// - Parameter destination: Path of the copy (created or truncated); must differ from ``path``.
  /// - Returns: What was kept and what was lost.
  /// - Throws: `LogError` `.invalidArgument` when the destination is the log itself,
  ///   `.writeFailed` when the copy cannot be written.
  public func writeRepairedCopy(to destination: String) throws -> RepairReport {
    guard destination != path else {
      throw LogError(.invalidArgument, "write the repaired copy to a different path", path: path)
    }
    let file = try ReadOnlyFile(path: path)
    let writer = try LogWriter(path: destination, options: .init(flushEvery: 1024))
    var report = RepairReport()
    guard let headerBlock = blocks.first else { return report }
    try writer.writeHeader(header, time: headerBlock.firstTime)
    report.records = 1
    for block in blocks.dropFirst() {
      let records: [RawRecord]
      do {
        records = try BlockDecoder.records(of: block, in: file)
      } catch let error as LogError {
        report.lostBlocks.append(error)
        continue
      }
      guard let keyframe = records.first else { continue }
      do {
        try writer.startBlock(keyframe: keyframe.line, seq: keyframe.seq, time: block.firstTime)
      } catch let error as LogError where error.code == .sequenceGap {
        report.lostBlocks.append(
          LogError(
            .sequenceGap, "block \(block.index) at byte \(block.offset) goes back in seq; dropped",
            path: path, offset: block.offset, block: block.index, seq: keyframe.seq))
        continue
      }
      for record in records.dropFirst() { try writer.append(record.line) }
      report.keptBlocks += 1
      report.records += records.count
      if !block.sealed { report.recoveredTailRecords = records.count }
    }
    try writer.close()
    return report
  }
}
