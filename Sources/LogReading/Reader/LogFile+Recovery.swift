import JSONTree
import LogFormat

extension LogFile {
  /// What ``LogFile/writeRecoveredCopy(to:)`` salvaged and what it lost.
  public struct RecoveryReport: Sendable, Equatable {
    /// Data blocks copied (sealed ones plus a salvaged tail).
    public var keptBlocks: Int = 0
    /// One error per data block that could not be read, with its block index and byte offset.
    public var lostBlocks: [LogError] = []
    /// One error per data block that fails its CRC but whose first segments pass their own
    /// checksums (format 3.3): the copy keeps those segments' records.
    public var salvagedBlocks: [LogError] = []
    /// Records written to the copy, header and keyframes included (gap records not counted).
    public var records: Int = 0
    /// Records salvaged from the unsealed tail of a crashed log.
    public var salvagedTailRecords: Int = 0
    /// Gaps found in the input and marked in the copy with a `gap` record.
    public var newGaps: [LogGap] = []
    /// Gaps the input already marked (it is itself a recovered copy) and dropped records; copied.
    public var knownGaps: [LogGap] = []
    /// Records in intact blocks that do not parse or whose delta does not apply (a writer bug:
    /// their CRC holds), one per block, with block, byte offset and seq. The copy ends the
    /// block before each and marks the states after it, to the block's end, as a gap.
    public var badRecords: [LogError] = []
    /// What was wrong with the input that the copy puts right without losing a record, e.g. a
    /// cut-off block index (the copy has a new one).
    public var clearedProblems: [LogError] = []
    /// Why the header's facts are lost, when block 0 was damaged (the copy has a stand-in).
    public var headerDamage: LogError?
    /// `true` when the input had nothing wrong: the copy holds the same records.
    public var inputWasClean = false
  }

  /// Writes a closed, indexed copy holding every intact block and the salvaged tail, with a
  /// `gap` record (format 1.1) wherever records are missing, so the copy passes verification.
  ///
  /// The copy is written beside `destination` and renamed over it, so a file there is replaced
  /// whole or not at all; a folder or a symbolic link there is refused.
  ///
  /// - Parameter destination: Path of the copy (created or replaced); must differ from ``path``.
  /// - Returns: What was kept and what was lost.
  /// - Throws: `LogError` `.invalidArgument` when the destination is the log itself,
  ///   `.writeFailed` when the copy cannot be written or `destination` is not a regular file.
  public func writeRecoveredCopy(to destination: String) throws -> RecoveryReport {
    guard destination != path else {
      throw LogError(.invalidArgument, "the recovered copy must go to a different path", path: path)
    }
    do {
      return try OutputFile.replace(destination) { try writeRecoveredCopy(into: $0) }
    } catch let refusal as OutputFile.Refusal {
      // The error names the path itself: say only why.
      let named = "cannot write \(destination): "
      let why =
        refusal.what.hasPrefix(named) ? String(refusal.what.dropFirst(named.count)) : refusal.what
      throw LogError(.writeFailed, "cannot create the log: \(why)", path: destination)
    }
  }

  private func writeRecoveredCopy(into destination: String) throws -> RecoveryReport {
    let survey = survey()
    let file = try ReadOnlyFile(path: path)
    var report = RecoveryReport()
    report.headerDamage = headerDamage
    report.newGaps = survey.gaps.filter { $0.cause == .damaged || $0.cause == .cutOff }
    report.knownGaps = survey.gaps.filter { $0.cause == .dropped || $0.cause == .recorded }
    report.inputWasClean = survey.problems.isEmpty && status == .closed
    let writer = try LogWriter(path: destination, options: .init(flushEvery: 1024))
    var headerLine = header
    // The copy keeps the input's records as they are, so it keeps the input's version.
    writer.formatVersion = version
    let hasBadRecord = version < .gapRecords ? hasBadRecord(in: file) : false
    if !report.newGaps.isEmpty || hasBadRecord {
      writer.formatVersion = max(version, .gapRecords)
      headerLine = Self.header(header, version: writer.formatVersion)
    }
    // With no intact data block there is no keyframe to hang the gaps on: block 0 carries them.
    let survivors = survey.blocks.filter { $0.info.kind == .data && $0.error == nil }
    let headerGaps = survivors.isEmpty ? survey.gaps : []
    try writer.writeHeader(
      headerLine, time: blocks.first?.firstTime ?? 0,
      gaps: headerGaps.map { gapLine($0, at: 0) })
    report.records = 1
    var unwritten = survivors.isEmpty ? [] : report.newGaps
    var current: UInt64?
    _ = try readBlocks(in: file) { read in
      guard read.info.kind == .data else { return }
      let block = read.info
      let decoded: BlockDecoder.Decoded
      switch read.content {
      case .damaged(let error):
        report.lostBlocks.append(error)
        return
      case .intact(let intact): decoded = intact
      }
      if let salvage = decoded.salvage { report.salvagedBlocks.append(salvage.damage) }
      var records = decoded.records
      if let bad = BlockRecordCheck.firstBadRecord(records, formatMajor: version.major),
        let blockLast = records.last?.seq
      {
        // The CRC holds, so the writer wrote the record so: the states from it to the block's
        // end cannot be rebuilt. The copy stops the block before it and marks them as a gap.
        let record = records[bad.index]
        let error = BlockRecordCheck.error(bad, in: records, block: block, path: path)
        report.badRecords.append(error)
        let lastKept = bad.index > 0 ? records[bad.index - 1].seq : current
        let firstLost = lastKept.map { $0 + 1 } ?? record.seq
        // The survey names the gap (to the next intact keyframe) when it found the record too.
        if firstLost <= blockLast, !report.newGaps.contains(where: { $0.reason == error.message }) {
          let gap = LogGap(
            first: firstLost, last: blockLast, cause: .damaged, reason: error.message)
          report.newGaps.append(gap)
          unwritten.append(gap)
        }
        records.removeSubrange(bad.index...)
      }
      guard let keyframe = records.first else { return }
      do {
        try writer.startBlock(keyframe: keyframe.line, seq: keyframe.seq, time: block.firstTime)
      } catch let error as LogError where error.code == .sequenceGap {
        report.lostBlocks.append(
          LogError(
            .sequenceGap,
            "block \(block.index) at byte \(block.offset) goes back to seq \(keyframe.seq)",
            path: path, offset: block.offset, block: block.index, seq: keyframe.seq))
        return
      }
      for gap in unwritten.sorted(by: { $0.first < $1.first })
      where gap.last.map({ $0 <= keyframe.seq }) ?? false {
        try writer.append(gapLine(gap, at: keyframe.seq))
      }
      unwritten.removeAll { $0.last.map { $0 <= keyframe.seq } ?? false }
      for record in records.dropFirst() { try writer.append(record.line) }
      current = records.last?.seq
      report.keptBlocks += 1
      report.records += records.count
      if !block.sealed { report.salvagedTailRecords = records.count }
    }
    if let current {
      for gap in unwritten.sorted(by: { $0.first < $1.first }) {
        try writer.append(gapLine(gap, at: current))
      }
    }
    report.newGaps.sort { $0.first < $1.first }
    report.clearedProblems = survey.problems.filter { problem in
      problem != headerDamage && problem.code != .sequenceGap
        && !report.lostBlocks.contains(problem) && !report.salvagedBlocks.contains(problem)
        && !report.newGaps.contains { $0.reason == problem.message }
    }
    report.inputWasClean = report.inputWasClean && report.badRecords.isEmpty
    try writer.close()
    return report
  }

  /// Whether an intact data block holds a record that does not read or replay (a 1.0 log's copy
  /// must then say 1.1 in its header, written before the blocks are read).
  private func hasBadRecord(in file: ReadOnlyFile) -> Bool {
    var found = false
    _ = readBlocks(in: file) { read in
      guard !found, read.info.kind == .data, case .intact(let decoded) = read.content else {
        return
      }
      found = BlockRecordCheck.firstBadRecord(decoded.records, formatMajor: version.major) != nil
    }
    return found
  }

  private func gapLine(_ gap: LogGap, at seq: UInt64) -> [UInt8] {
    LogRecord.gap(GapRecord(seq: seq, first: gap.first, last: gap.last, reason: gap.reason)).line
  }

  /// The header record with its `version` member replaced.
  private static func header(_ line: [UInt8], version: FormatVersion) -> [UInt8] {
    guard case .object(var object)? = try? JSONValue(parsing: line) else { return line }
    object["version"] = .string(version.description)
    return JSONValue.object(object).jsonBytes
  }
}
