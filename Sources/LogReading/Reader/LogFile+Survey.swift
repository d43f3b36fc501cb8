import LogFormat

extension LogFile {
  /// Reads every block once (inflating each; no JSON parsing beyond `dropped` and `gap` records
  /// and one time per block) and reports what is intact, what is missing and why.
  ///
  /// - Returns: The survey; a file that cannot be read any more yields its IO error as a problem.
  public func survey() -> LogSurvey {
    var fold = SurveyFold(log: self)
    let file: ReadOnlyFile
    do {
      file = try ReadOnlyFile(path: path)
    } catch {
      fold.survey.problems.append(
        error as? LogError ?? LogError(.unreadable, "\(error)", path: path))
      return fold.survey
    }
    let trailing = readBlocks(in: file) { fold.add($0) }
    return fold.finish(trailingDamage: trailing)
  }
}

/// A ``LogSurvey`` built from a log's ``BlockRead``s, one at a time: where seqs go missing
/// between intact blocks, and why.
struct SurveyFold {
  private let log: LogFile
  /// The survey so far.
  var survey = LogSurvey()
  /// Damage since the last intact data block: the seqs up to the next keyframe are lost to it.
  private var pending: [LogError] = []
  /// The last seq an intact data block made.
  private var covered: UInt64?
  private var previousData: BlockInfo?
  /// Where a gap before every intact block starts: 0, or the table's first data block's seq in a
  /// trimmed log.
  private let tableFirst: UInt64
  /// The gap a record that does not read or replay opened in the last intact data block: from
  /// the first state the records before it do not make, to the next intact keyframe (or the
  /// block's last state when none follows).
  private var badRecord: (first: UInt64, blockLast: UInt64, reason: String)?

  init(log: LogFile) {
    self.log = log
    if case .damaged(let errors) = log.status { survey.problems = errors }
    // A log that is not trimmed starts at seq 0, whose block may be the one whose header is lost.
    tableFirst = log.isTrimmed ? log.blocks.first { $0.kind == .data }?.firstSeq ?? 0 : 0
  }

  /// Takes in the next block.
  mutating func add(_ read: BlockRead) {
    let info = read.info
    // Damage the walk found before this block (bytes that are no block) lost records too.
    pending += read.damageBefore
    var block = LogSurvey.Block(info: info)
    defer { survey.blocks.append(block) }
    let decoded: BlockDecoder.Decoded
    switch read.content {
    case .damaged(let failure):
      block.error = failure
      if info.kind == .header, let headerDamage = log.headerDamage {
        block.error = headerDamage
      } else {
        survey.problems.append(failure)
        if info.kind == .data { pending.append(failure) }
      }
      return
    case .intact(let intact): decoded = intact
    }
    if let salvage = decoded.salvage { survey.problems.append(salvage.damage) }
    block.records = decoded.records.count
    for text in decoded.fieldProblems {
      survey.problems.append(
        LogError(
          .corrupted, "block \(info.index) at byte \(info.offset): \(text)", path: log.path,
          offset: info.offset, block: info.index))
    }
    guard info.kind == .data, let keyframe = decoded.records.first else {
      // A recovered copy in which no data block survived records its gaps after the header.
      for record in decoded.records.dropFirst() where record.kind == "gap" {
        if case .gap(let gap)? = decodeAlone(record) {
          survey.gaps.append(
            LogGap(first: gap.first, last: gap.last, cause: .recorded, reason: gap.reason))
        }
      }
      return
    }
    let coveredBefore = covered
    if let open = badRecord {
      // The keyframe serves its state again: the bad record's gap ends there.
      survey.gaps.append(
        LogGap(
          first: open.first, last: max(keyframe.seq, open.first), cause: .damaged,
          reason: open.reason))
      covered = max(covered ?? keyframe.seq, keyframe.seq)
      pending.removeAll()
      badRecord = nil
    }
    var recorded: [LogGap] = []
    var last = keyframe.seq
    for record in decoded.records.dropFirst() {
      switch record.kind {
      case "action", "oob":
        last = record.seq
        if record.kind == "action" { block.actions += 1 }
      case "dropped":
        last = record.seq
        if case .dropped(let dropped)? = decodeAlone(record), dropped.count > 0 {
          recorded.append(
            LogGap(
              first: dropped.seq - min(dropped.count - 1, dropped.seq), last: dropped.seq,
              cause: .dropped,
              reason: "the recorder dropped \(dropped.count) record(s)"
                + (dropped.reason.isEmpty ? "" : " (\(dropped.reason))")))
        }
      case "gap":
        if case .gap(let gap)? = decodeAlone(record) {
          recorded.append(
            LogGap(first: gap.first, last: gap.last, cause: .recorded, reason: gap.reason))
        }
      default: break
      }
    }
    block.lastSeq = last
    checkRecords(decoded.records, of: info, after: coveredBefore, last: last)
    addGap(before: info, keyframe: keyframe.seq, recorded: recorded)
    survey.gaps += recorded
    pending.removeAll()
    // The seqs after a salvaged block's last record are lost to its damage, up to the next
    // keyframe.
    if let salvage = decoded.salvage, salvage.lostRecords { pending = [salvage.damage] }
    covered = max(covered ?? last, last)
    previousData = info
  }

  /// Reads and replays the records of an intact block: one that does not (bad JSON or a delta
  /// that does not apply under a good CRC) loses the states from it on (see ``badRecord``).
  private mutating func checkRecords(
    _ records: [RawRecord], of info: BlockInfo, after covered: UInt64?, last: UInt64
  ) {
    guard let bad = BlockRecordCheck.firstBadRecord(records, formatMajor: log.version.major)
    else { return }
    let error = BlockRecordCheck.error(bad, in: records, block: info, path: log.path)
    survey.problems.append(error)
    let lastKept = bad.index > 0 ? records[bad.index - 1].seq : covered
    let first = lastKept.map { $0 + 1 } ?? records[bad.index].seq
    if first <= last { badRecord = (first, last, error.message) }
  }

  /// The gap (or the overlap) between the last intact data block and `info`, whose keyframe is
  /// `keyframe`.
  private mutating func addGap(before info: BlockInfo, keyframe: UInt64, recorded: [LogGap]) {
    let start = covered.map { $0 + 1 } ?? (pending.isEmpty ? keyframe : tableFirst)
    if keyframe >= start, covered != nil || !pending.isEmpty,
      !recorded.contains(where: { $0.cause == .recorded && $0.first <= start })
    {
      let reason =
        pending.first.map(\.message)
        ?? "no block holds them (between block \(previousData?.index ?? 0) and block \(info.index))"
      if pending.isEmpty {
        survey.problems.append(
          LogError(
            .sequenceGap, "seqs \(start)…\(keyframe) are missing: \(reason)", path: log.path,
            offset: info.offset, block: info.index, seq: start))
      }
      survey.gaps.append(LogGap(first: start, last: keyframe, cause: .damaged, reason: reason))
    } else if let covered, keyframe < covered {
      survey.problems.append(
        LogError(
          .sequenceGap,
          "block \(info.index) at byte \(info.offset) starts at seq \(keyframe), before seq "
            + "\(covered) where the block before it ended", path: log.path, offset: info.offset,
          block: info.index, seq: keyframe))
    }
  }

  /// The survey, with the gap at the end: damage after the last intact block, or a cut tail.
  mutating func finish(trailingDamage: [LogError]) -> LogSurvey {
    if let open = badRecord {
      survey.gaps.append(
        LogGap(first: open.first, last: open.blockLast, cause: .damaged, reason: open.reason))
    }
    pending += trailingDamage
    let next = covered.map { $0 + 1 } ?? tableFirst
    if let cause = pending.first {
      let end = log.endSeq.flatMap { $0 >= next ? $0 : nil }
      survey.gaps.append(LogGap(first: next, last: end, cause: .damaged, reason: cause.message))
    } else if let tail = log.openTail, tail.discardedBytes > 0 {
      // Named whether or not damage elsewhere made the log's status `damaged`.
      let (reach, overflow) = next.addingReportingOverflow(UInt64(max(1, tail.startedRecords) - 1))
      survey.cutOffReach = overflow ? .max : reach
      survey.gaps.append(
        LogGap(
          first: next, last: nil, cause: .cutOff,
          reason: "the log ends inside a record: \(tail.discardedBytes) byte(s) after the last "
            + "complete record could not be read"))
    }
    survey.gaps.sort { $0.first < $1.first }
    return survey
  }

  private func decodeAlone(_ record: RawRecord) -> LogRecord? {
    try? BlockRecordDecoder.decodeAlone(record, formatMajor: log.version.major)
  }
}
