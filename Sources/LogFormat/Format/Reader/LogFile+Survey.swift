extension LogFile {
  /// Reads every block once (inflating each; no JSON parsing beyond `dropped` and `gap` records
  /// and one time per block) and reports what is intact, what is missing and why.
  ///
  /// - Returns: The survey; a file that cannot be read any more yields its IO error as a problem.
  public func survey() -> LogSurvey {
    var survey = LogSurvey()
    var pending: [LogError] = []
    var unplaced: [LogError] = []
    if case .damaged(let errors) = status { unplaced = errors }
    survey.problems = unplaced
    let file: ReadOnlyFile
    do {
      file = try ReadOnlyFile(path: path)
    } catch {
      survey.problems.append(
        error as? LogError ?? LogError(.unreadable, "\(error)", path: path))
      return survey
    }
    var covered: UInt64?
    var previousData: BlockInfo?
    let tableFirst = blocks.first { $0.kind == .data }?.firstSeq ?? 0
    for info in blocks {
      // Damage the scan found before this block (bytes that are no block) lost records too.
      // (Block 0's damage loses the header's facts, no seq.)
      let before = { (error: LogError) in
        (error.offset ?? Int.max) < info.offset && error.block != nil && error.block != 0
      }
      pending += unplaced.filter(before)
      unplaced.removeAll(where: before)
      var block = LogSurvey.Block(info: info)
      let decoded: BlockDecoder.Decoded
      do {
        decoded = try BlockDecoder.decode(info, in: file)
      } catch {
        let failure = error as? LogError ?? LogError(.unreadable, "\(error)", path: path)
        block.error = failure
        if info.kind == .header, headerDamage != nil {
          block.error = headerDamage
        } else {
          survey.problems.append(failure)
          if info.kind == .data { pending.append(failure) }
        }
        survey.blocks.append(block)
        continue
      }
      block.records = decoded.records.count
      for text in decoded.fieldProblems {
        survey.problems.append(
          LogError(
            .corrupted, "block \(info.index) at byte \(info.offset): \(text)", path: path,
            offset: info.offset, block: info.index))
      }
      guard info.kind == .data, let keyframe = decoded.records.first else {
        // A repaired copy in which no data block survived records its gaps after the header.
        for record in decoded.records.dropFirst() where record.kind == "gap" {
          if case .gap(let gap)? = try? BlockRecordDecoder.decodeAlone(
            record, formatMajor: version.major)
          {
            survey.gaps.append(
              LogGap(first: gap.first, last: gap.last, cause: .recorded, reason: gap.reason))
          }
        }
        survey.blocks.append(block)
        continue
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
          if case .dropped(let dropped)? = try? BlockRecordDecoder.decodeAlone(
            record, formatMajor: version.major), dropped.count > 0
          {
            recorded.append(
              LogGap(
                first: dropped.seq - min(dropped.count - 1, dropped.seq), last: dropped.seq,
                cause: .dropped,
                reason: "the recorder dropped \(dropped.count) record(s)"
                  + (dropped.reason.isEmpty ? "" : " (\(dropped.reason))")))
          }
        case "gap":
          if case .gap(let gap)? = try? BlockRecordDecoder.decodeAlone(
            record, formatMajor: version.major)
          {
            recorded.append(
              LogGap(first: gap.first, last: gap.last, cause: .recorded, reason: gap.reason))
          }
        default: break
        }
      }
      block.lastSeq = last
      let start = covered.map { $0 + 1 } ?? (pending.isEmpty ? keyframe.seq : tableFirst)
      if keyframe.seq >= start, covered != nil || !pending.isEmpty,
        !recorded.contains(where: { $0.cause == .recorded && $0.first <= start })
      {
        let reason =
          pending.first.map(Self.gapReason)
          ?? "no block holds them (between block \(previousData?.index ?? 0) and block \(info.index))"
        if pending.isEmpty {
          survey.problems.append(
            LogError(
              .sequenceGap, "seqs \(start)…\(keyframe.seq) are missing: \(reason)", path: path,
              offset: info.offset, block: info.index, seq: start))
        }
        survey.gaps.append(
          LogGap(first: start, last: keyframe.seq, cause: .damaged, reason: reason))
      } else if let covered, keyframe.seq < covered {
        survey.problems.append(
          LogError(
            .sequenceGap,
            "block \(info.index) at byte \(info.offset) starts at seq \(keyframe.seq), before seq "
              + "\(covered) where the block before it ended", path: path, offset: info.offset,
            block: info.index, seq: keyframe.seq))
      }
      survey.gaps += recorded
      pending.removeAll()
      covered = max(covered ?? last, last)
      previousData = info
      survey.blocks.append(block)
    }
    pending += unplaced.filter { $0.offset != nil && $0.block != nil && $0.block != 0 }
    let next = covered.map { $0 + 1 } ?? tableFirst
    if let cause = pending.first {
      let end = endSeq.flatMap { $0 >= next ? $0 : nil }
      survey.gaps.append(
        LogGap(first: next, last: end, cause: .damaged, reason: Self.gapReason(cause)))
    } else if case .crashed(let tail) = status, tail.discardedBytes > 0 {
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

  /// `block 2 at byte 1970 is damaged: its CRC-32 or length check fails`.
  private static func gapReason(_ error: LogError) -> String { error.message }
}
