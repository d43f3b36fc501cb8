import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LogTail {
  /// Reads as far as the file goes. Returns whether anything new was read.
  func advance(_ events: inout [Event]) throws -> Bool {
    guard let current = file else { return false }
    var progressed = false
    while true {
      let step: Bool
      switch position {
      case .ended: return progressed
      case .header: step = try readHeader(current.fd, &events)
      case .blockHeader(let offset): step = try readBlockHeader(current.fd, at: offset, &events)
      case .block(let cursor): step = try readBlock(current.fd, cursor, &events)
      case .trailer(let cursor): step = try readTrailer(current.fd, cursor, &events)
      }
      guard step else { return progressed }
      progressed = true
    }
  }

  func readHeader(_ fd: Int32, _ events: inout [Event]) throws -> Bool {
    let available = size(of: fd)
    guard available >= BlockHeader.length else {
      if available > 0 { try refuseUnlikeAHeader(try read(fd, available, at: 0)) }
      say(.empty, into: &events)
      return false
    }
    let first = try read(fd, BlockHeader.length, at: 0)
    if case .success(let header) = BlockHeader.decode(first[...]), header.kind == .header {
      let size = Int(header.size)
      guard size > 0, available >= size else {
        say(.empty, into: &events)
        return false
      }
      let member = try read(fd, size, at: 0)
      if let (output, measured) = BlockDecoder.inflateSealed(member, dataOffset: header.dataOffset),
        measured == size, let newline = output.firstIndex(of: 10),
        RecordPrefix.scan(output[..<newline])?.kind == "header"
      {
        begin(
          first, line: Array(output[..<newline]), major: header.version.major, trimmed: header,
          damage: nil, &events)
        position = .blockHeader(offset: size)
        return true
      }
    }
    if case .failure(.futureMajor) = BlockHeader.decode(first[...]) {
      _ = try LogFile(path: path)  // throws its unsupportedVersion error
    }
    // Block 0 is damaged: the reader of whole files finds the first data block and says why.
    let log: LogFile
    do {
      log = try LogFile(path: path)
    } catch let error as LogError where error.code == .truncated {
      say(.empty, into: &events)
      return false
    }
    // (Block 0 may also be whole with a damaged size field: the whole-file reader measures it.)
    guard let firstData = log.blocks.first(where: { $0.kind == .data }) else { return false }
    let header: BlockHeader? =
      if log.headerDamage == nil, case .success(let decoded) = BlockHeader.decode(first[...]) {
        decoded
      } else {
        nil
      }
    begin(
      first, line: log.header, major: log.version.major, trimmed: header,
      damage: log.headerDamage, &events)
    position = .blockHeader(offset: firstData.offset)
    return true
  }

  func begin(
    _ first: [UInt8], line: [UInt8], major: UInt8, trimmed header: BlockHeader?,
    damage: LogError?,
    _ events: inout [Event]
  ) {
    var bytes = first
    bytes[19] &= ~BlockHeader.trimmedFlag
    sessionBytes = bytes
    headerLine = line
    waiting = nil
    let isTrimmed = header.map { $0.flags & BlockHeader.trimmedFlag != 0 } ?? false
    events.append(
      .started(header: line, formatMajor: major, isTrimmed: isTrimmed, headerDamage: damage))
  }

  func readBlockHeader(_ fd: Int32, at offset: Int, _ events: inout [Event]) throws
    -> Bool
  {
    let bytes = try read(fd, BlockHeader.length, at: offset)
    if bytes.count < BlockHeader.length, Self.beginsIndex(bytes) {
      // The index a close appends, cut off (or still being written): every record was read.
      endDamage(at: nil, &events)
      position = .ended
      events.append(.closed)
      return true
    }
    guard bytes.count == BlockHeader.length else { return false }
    let header: BlockHeader
    switch BlockHeader.decode(bytes[...]) {
    case .success(let decoded):
      header = decoded
    case .failure:
      // A sealed data block whose fixed bytes (gzip magic, flags, `TT` id) are hit but whose
      // fields are whole is read by its fields, as the whole-file reader reads it: its CRC decides.
      guard let (decoded, _) = BlockHeader.decodeDamaged(bytes[...]), decoded.kind == .data,
        decoded.size > 0, size(of: fd) >= offset + Int(decoded.size)
      else {
        return stop(
          LogError(
            .corrupted, "block \(blocksRead + 1) at byte \(offset) has no valid block header",
            path: path, offset: offset, block: blocksRead + 1), &events)
      }
      header = decoded
    }
    switch header.kind {
    case .data?:
      blocksRead += 1
      let info = BlockInfo(
        index: blocksRead, kind: .data, offset: offset, compressedSize: 0,
        firstSeq: header.firstSeq, firstTime: header.firstTime, recordCount: nil, sealed: false)
      // The seqs lost to a damaged block before this one end at this block's keyframe.
      endDamage(at: header.firstSeq, &events)
      let key = BlockKey(firstSeq: header.firstSeq, firstTime: header.firstTime)
      let replayed = seen[key] ?? 0
      if resumingAfterCompaction, replayed == 0, let lastSeq, header.firstSeq > lastSeq {
        events.append(
          .lost(
            LogGap(
              first: lastSeq + 1, last: header.firstSeq, cause: .damaged,
              reason: "the flight-recorder cap dropped their blocks before they were read")))
      }
      resumingAfterCompaction = false
      let cursor = BlockCursor(info: info, dataOffset: header.dataOffset)
      let size = Int(header.size)
      if size > 0, self.size(of: fd) >= offset + size {
        return try readSealed(fd, cursor, size: size, replayed: replayed, &events)
      }
      events.append(.blockStarted(info, replayed: replayed))
      position = .block(cursor)
      return true
    case .index?, .end?:
      endDamage(at: nil, &events)
      position = .ended
      events.append(.closed)
      return true
    case .header?:
      return stop(
        LogError(
          .corrupted, "block \(blocksRead + 1) at byte \(offset) is a second header block",
          path: path, offset: offset, block: blocksRead + 1), &events)
    case nil:
      // A kind from a newer minor version: skip it by its size once it is whole.
      guard header.size > 0, size(of: fd) >= offset + Int(header.size) else { return false }
      position = .blockHeader(offset: offset + Int(header.size))
      return true
    }
  }

  /// A block sealed and whole on disk when first met (what was written before the follower
  /// started, or a finished file): its CRC-32 is checked before any of its records is handed on,
  /// and a damaged one is skipped as the whole-file reader skips it — its seqs become one
  /// ``Event/lost(_:)`` gap, ending at the next block's keyframe — and following goes on.
  func readSealed(
    _ fd: Int32, _ cursor: BlockCursor, size: Int, replayed: Int, _ events: inout [Event]
  ) throws -> Bool {
    let info = cursor.info
    let member = try read(fd, size, at: info.offset)
    let dataOffset = cursor.fed - info.offset
    var sealed = BlockDecoder.inflateSealed(member, dataOffset: dataOffset)
    // A closed file's index holds the block's check table (format 3.4): one damaged byte per
    // segment is put right, as the whole-file reader puts it right.
    if sealed?.size != size, member.count == size,
      let checks = checkTable(of: info),
      let verdict = checks.verdict(ofMember: member, dataOffset: dataOffset),
      let (output, _) = BlockDecoder.repair(
        member, dataOffset: dataOffset, block: info, verdict)
    {
      sealed = (output, size)
    }
    guard member.count == size, let (output, measured) = sealed, measured == size else {
      var reason =
        "block \(info.index) at byte \(info.offset) is damaged: its CRC-32 or length check fails"
      // A 3.3 block keeps the records of its segments before the damage, as the whole-file
      // reader keeps them.
      if member.count == size, case .success(let header) = BlockHeader.decode(member[...]),
        let salvaged = BlockDecoder.salvage(
          info, bytes: member, header: header,
          failure: LogError(.corrupted, reason, offset: info.offset, block: info.index))
      {
        events.append(.blockStarted(info, replayed: replayed))
        cursor.count = salvaged.records.count
        deliver(salvaged.records, of: cursor, &events)
        reason = salvaged.salvage?.damage.message ?? reason
      }
      let first = lastSeq.map { $0 + 1 } ?? info.firstSeq
      if damagedFrom == nil { damagedFrom = (first, reason) }
      position = .blockHeader(offset: info.offset + size)
      return true
    }
    events.append(.blockStarted(info, replayed: replayed))
    cursor.fed = info.offset + size
    let records: [RawRecord]
    do {
      records = try cursor.lines(from: output)
    } catch let error as LogError {
      return stop(error, &events)
    }
    deliver(records, of: cursor, &events)
    guard cursor.partial.isEmpty else {
      return stop(cursor.problem(.corrupted, "ends inside a record"), &events)
    }
    position = .blockHeader(offset: info.offset + size)
    return true
  }

  /// The check table the file's index holds for `block`, when the file is closed and its index
  /// (format 3.4) reads.
  private func checkTable(of block: BlockInfo) -> BlockChecks? {
    guard let file = try? ReadOnlyFile(path: path),
      let headerBytes = try? file.read(BlockHeader.length, at: 0),
      case .success(let header) = BlockHeader.decode(headerBytes[...]),
      let table = try? BlockTableIndex.read(from: file, header: header),
      let index = table.blocks.firstIndex(where: { $0.offset == block.offset }),
      table.checks.indices.contains(index)
    else { return nil }
    return table.checks[index]
  }

  /// Hands on a block's complete records and remembers how far the block was read.
  private func deliver(_ records: [RawRecord], of cursor: BlockCursor, _ events: inout [Event]) {
    guard !records.isEmpty else { return }
    events.append(.records(records))
    lastSeq = max(lastSeq ?? 0, records.last?.seq ?? 0)
    seen[BlockKey(firstSeq: cursor.info.firstSeq, firstTime: cursor.info.firstTime)] =
      cursor.count
  }

  /// The gap a damaged sealed block left, once the next block's keyframe (`last`) says where it
  /// ends, or the log ends (`nil`).
  func endDamage(at last: UInt64?, _ events: inout [Event]) {
    guard let (first, reason) = damagedFrom else { return }
    damagedFrom = nil
    guard last.map({ $0 >= first }) ?? true else { return }
    events.append(.lost(LogGap(first: first, last: last, cause: .damaged, reason: reason)))
  }

  func readBlock(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event]) throws
    -> Bool
  {
    let available = size(of: fd) - cursor.fed
    guard available > 0 else { return false }
    let bytes = try read(fd, min(available, 1 << 20), at: cursor.fed)
    guard !bytes.isEmpty else { return false }
    let step = cursor.inflater.feed(bytes[...])
    cursor.fed += step.consumed
    let records: [RawRecord]
    do {
      records = try cursor.lines(from: step.output)
    } catch let error as LogError {
      return stop(error, &events)
    }
    deliver(records, of: cursor, &events)
    if step.failure != nil {
      return stop(cursor.problem(.corrupted, "is damaged: its deflate data is invalid"), &events)
    }
    if step.ended { position = .trailer(cursor) }
    return step.consumed > 0 || step.ended
  }

  func readTrailer(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event]) throws
    -> Bool
  {
    let bytes = try read(fd, 8, at: cursor.fed)
    guard bytes.count == 8 else { return false }
    guard cursor.partial.isEmpty, bytes.readLittleEndian(UInt32.self, at: 0) == cursor.crc.value,
      bytes.readLittleEndian(UInt32.self, at: 4)
        == UInt32(truncatingIfNeeded: cursor.inflatedBytes)
    else {
      return stop(
        cursor.problem(.corrupted, "is damaged: its CRC-32 or length check fails"), &events)
    }
    position = .blockHeader(offset: cursor.fed + 8)
    return true
  }

  /// Whether the first bytes of a member, fewer than a block header, show an index member: its
  /// `TT` id and the index kind, or an extra field longer than a data block's.
  static func beginsIndex(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 12, bytes[0] == 0x1f, bytes[1] == 0x8b else { return false }
    if let extraLength = bytes.readLittleEndian(UInt16.self, at: 10), extraLength > 32 {
      return true
    }
    return bytes.count > 18 && bytes[12] == UInt8(ascii: "T") && bytes[13] == UInt8(ascii: "T")
      && bytes[18] == BlockKind.index.rawValue
  }

  func stop(_ error: LogError, _ events: inout [Event]) -> Bool {
    position = .ended
    if !saidDamage {
      saidDamage = true
      var located = error
      located.path = path
      events.append(.damaged(located))
    }
    return true
  }

  /// The seqs a writer that stopped inside a record leaves unread, as the whole-file reader
  /// names them.
  func cutGap() -> LogGap? {
    var discarded = 0
    switch position {
    case .block(let cursor), .trailer(let cursor): discarded = cursor.partial.count
    case .blockHeader(let offset):
      if let file { discarded = max(0, size(of: file.fd) - offset) }
    case .header, .ended: return nil
    }
    guard discarded > 0, let lastSeq else { return nil }
    return LogGap(
      first: lastSeq + 1, last: nil, cause: .cutOff,
      reason: "the log ends inside a record: \(discarded) byte(s) after the last complete record "
        + "could not be read")
  }
}
