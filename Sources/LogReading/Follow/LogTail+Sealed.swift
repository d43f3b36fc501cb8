import LogFormat

extension LogTail {
  /// Reads data block `entry`, sealed and whole on disk, by the whole-file reader's rules
  /// (``BlockDecoder/decode(_:in:major:salvaging:checks:)``): its CRC-32, the correction its
  /// check table allows, the records a salvage keeps, the header fields it reports. The first
  /// `delivered` records were handed on while the block grew. A block that cannot be read loses
  /// its seqs up to the next block's keyframe, and following goes on.
  func readWhole(
    _ fd: Int32, _ entry: BlockInfo, replayed: Int, delivered: Int, _ events: inout [Event]
  ) throws -> Bool {
    let file = ReadOnlyFile(descriptor: fd, size: size(of: fd), path: path)
    let decoded: BlockDecoder.Decoded
    do {
      decoded = try BlockDecoder.decode(
        entry, in: file, major: formatMajor, salvaging: true, checks: checks(of: entry))
    } catch let error as LogError where error.code != .unreadable {
      lose(from: lastSeq.map { $0 + 1 } ?? entry.firstSeq, error.message)
      position = .blockHeader(offset: entry.offset + entry.compressedSize)
      return true
    }
    position = .blockHeader(offset: entry.offset + entry.compressedSize)
    if delivered == 0 { events.append(.blockStarted(entry, replayed: replayed)) }
    // A record that does not read, or a delta that does not apply, under a good CRC: the
    // records before it stand; the seqs from it on are lost up to the next keyframe, or the
    // block's last state when none follows.
    var records = decoded.records
    var badRecord: (first: UInt64, last: UInt64, error: LogError)?
    if let bad = BlockRecordCheck.firstBadRecord(
      records, formatMajor: formatMajor ?? FormatVersion.current.major)
    {
      let error = BlockRecordCheck.error(bad, in: records, block: entry, path: path)
      let blockLast =
        records.last { ["key", "action", "oob", "dropped"].contains($0.kind) }?.seq
        ?? entry.firstSeq
      let lastKept = bad.index > 0 ? records[bad.index - 1].seq : lastSeq
      badRecord = (lastKept.map { $0 + 1 } ?? records[bad.index].seq, blockLast, error)
      records.removeSubrange(bad.index...)
    }
    deliver(
      Array(records.dropFirst(delivered)), of: entry, count: decoded.records.count, &events)
    reportFieldProblems(decoded, of: entry, &events)
    if let badRecord {
      if badRecord.first <= badRecord.last {
        lose(from: badRecord.first, badRecord.error.message, blockLast: badRecord.last)
      } else {
        report(badRecord.error, &events)
      }
    } else if let salvage = decoded.salvage {
      if salvage.lostRecords {
        lose(from: lastSeq.map { $0 + 1 } ?? entry.firstSeq, salvage.damage.message)
      } else {
        report(salvage.damage, &events)
      }
    }
    return true
  }

  /// The check table the closed file's index holds for `entry`.
  private func checks(of entry: BlockInfo) -> BlockChecks? {
    guard let table = closedTable?.table,
      let index = table.blocks.firstIndex(where: { $0.offset == entry.offset }),
      table.checks.indices.contains(index)
    else { return nil }
    return table.checks[index]
  }

  /// Reports the header fields (and check table) of `block` that disagree with its intact data,
  /// in the survey's words.
  func reportFieldProblems(
    _ decoded: BlockDecoder.Decoded, of block: BlockInfo, _ events: inout [Event]
  ) {
    for text in decoded.fieldProblems {
      report(
        LogError(
          .corrupted, "block \(block.index) at byte \(block.offset): \(text)", path: path,
          offset: block.offset, block: block.index), &events)
    }
  }

  /// Reports damage that lost no record, once.
  func report(_ error: LogError, _ events: inout [Event]) {
    guard saidProblems.insert(error.message).inserted else { return }
    var located = error
    located.path = path
    events.append(.problem(located))
  }
}
