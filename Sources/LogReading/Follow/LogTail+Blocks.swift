import LogFormat

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
      case .resynchronising(let offset): step = try resynchronise(current.fd, after: offset)
      case .closing(let offset): step = try readIndex(current.fd, at: offset, &events)
      }
      guard step else { return progressed }
      progressed = true
    }
  }

  /// Reads the member at `offset`: a data block (whole, or begun and still growing), the index a
  /// close appends, or bytes that are no block. A closed file's blocks are taken from its index,
  /// as the whole-file reader takes them.
  func readBlockHeader(_ fd: Int32, at offset: Int, _ events: inout [Event]) throws -> Bool {
    if let table = closedTable(fd, &events) {
      if let entry = table.blocks.first(where: { $0.offset == offset && $0.kind == .data }) {
        blocksRead = entry.index
        return try start(fd, entry, dataOffset: 0, &events)
      }
      if offset == table.blocks.last.map({ $0.offset + $0.compressedSize }) {
        return close(table, &events)
      }
    }
    let bytes = try read(fd, BlockHeader.length, at: offset)
    if bytes.count < BlockHeader.length, BlockWalk.beginsIndex(bytes) {
      // The index a close appends, still being written (or cut off): every record was read.
      position = .closing(index: offset)
      return true
    }
    guard bytes.count == BlockHeader.length else { return false }
    let header: BlockHeader
    switch BlockHeader.decode(bytes[...]) {
    case .success(let decoded):
      header = decoded
    case .failure:
      // A sealed data block whose fixed bytes are hit but whose fields are whole is read by its
      // fields, as the whole-file reader reads it: its CRC decides.
      guard let (decoded, _) = BlockHeader.decodeDamaged(bytes[...]), decoded.kind == .data,
        decoded.size > 0, size(of: fd) >= offset + Int(decoded.size)
      else {
        return skipDamage(
          LogError(
            .corrupted, "block \(blocksRead + 1) at byte \(offset) has no valid block header",
            path: path, offset: offset, block: blocksRead + 1), at: offset)
      }
      header = decoded
    }
    switch header.kind {
    case .data?:
      blocksRead += 1
      let size = Int(header.size)
      let whole = size > 0 && self.size(of: fd) >= offset + size
      let entry = BlockInfo(
        index: blocksRead, kind: .data, offset: offset, compressedSize: whole ? size : 0,
        firstSeq: header.firstSeq, firstTime: header.firstTime,
        recordCount: whole ? Int(header.recordCount) : nil, sealed: whole)
      return try start(fd, entry, dataOffset: header.dataOffset, &events)
    case .index?, .end?:
      position = .closing(index: offset)
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

  /// Begins data block `entry`: read whole when it is sealed, else streamed as it grows.
  private func start(_ fd: Int32, _ entry: BlockInfo, dataOffset: Int, _ events: inout [Event])
    throws -> Bool
  {
    // The seqs lost to damage before this block end at this block's keyframe.
    endDamage(at: entry.firstSeq, &events)
    let key = BlockKey(firstSeq: entry.firstSeq, firstTime: entry.firstTime)
    let replayed = seen[key] ?? 0
    if resumingAfterCompaction, replayed == 0, let lastSeq, entry.firstSeq > lastSeq {
      events.append(
        .lost(
          LogGap(
            first: lastSeq + 1, last: entry.firstSeq, cause: .damaged,
            reason: "the flight-recorder cap dropped their blocks before they were read")))
    }
    resumingAfterCompaction = false
    if entry.sealed {
      return try readWhole(fd, entry, replayed: replayed, delivered: 0, &events)
    }
    events.append(.blockStarted(entry, replayed: replayed))
    position = .block(BlockCursor(info: entry, dataOffset: dataOffset))
    return true
  }

  /// Bytes at `offset` are no block: the seqs from the last one read are lost to them, and
  /// following goes on at the next data block header after them, as the whole-file reader's walk
  /// does.
  func skipDamage(_ error: LogError, at offset: Int) -> Bool {
    lose(from: lastSeq.map { $0 + 1 } ?? 0, error.message)
    position = .resynchronising(after: offset)
    return true
  }

  /// Moves to the next data block header after `offset`, once the file holds one.
  private func resynchronise(_ fd: Int32, after offset: Int) throws -> Bool {
    let file = ReadOnlyFile(descriptor: fd, size: size(of: fd), path: path)
    guard let next = try BlockWalk.resync(file, after: offset) else { return false }
    position = .blockHeader(offset: next)
    return true
  }

  /// Streams the new bytes of the open block. A line that breaks the framing, or deflate data
  /// that does not inflate, is not decided here: the block is read whole once it is sealed.
  func readBlock(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event]) throws -> Bool {
    if cursor.inflateFailed { return try readOnceSealed(fd, cursor, &events) }
    let available = size(of: fd) - cursor.fed
    guard available > 0 else { return false }
    let bytes = try read(fd, min(available, 1 << 20), at: cursor.fed)
    guard !bytes.isEmpty else { return false }
    let step = cursor.inflater.feed(bytes[...])
    cursor.fed += step.consumed
    deliver(cursor.lines(from: step.output), of: cursor.info, count: cursor.count, &events)
    if step.failure != nil {
      cursor.inflateFailed = true
      // Until the writer seals the block: lost if it never does.
      if damagedFrom == nil {
        damagedFrom = (
          lastSeq.map { $0 + 1 } ?? cursor.info.firstSeq,
          cursor.problem(.corrupted, "is damaged: its deflate data is invalid").message, nil
        )
        cursor.openedDamage = true
      }
      return true
    }
    if step.ended { position = .trailer(cursor) }
    return step.consumed > 0 || step.ended
  }

  /// A streamed block whose deflate data failed: read whole once its header says it is sealed.
  private func readOnceSealed(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event])
    throws -> Bool
  {
    let offset = cursor.info.offset
    let bytes = try read(fd, BlockHeader.length, at: offset)
    let header =
      (try? BlockHeader.decode(bytes[...]).get()) ?? BlockHeader.decodeDamaged(bytes[...])?.header
    var entry = cursor.info
    if let header, header.size > 0, size(of: fd) >= offset + Int(header.size) {
      entry.compressedSize = Int(header.size)
      entry.recordCount = Int(header.recordCount)
    } else if let next = try BlockWalk.resync(
      ReadOnlyFile(descriptor: fd, size: size(of: fd), path: path), after: offset)
    {
      // A later block: the writer moved on, so this one ended where that one starts (its size
      // field is damaged), as the whole-file reader measures it.
      entry.compressedSize = next - offset
    } else {
      return false
    }
    if cursor.openedDamage { damagedFrom = nil }
    entry.sealed = true
    return try readWhole(fd, entry, replayed: 0, delivered: cursor.count, &events)
  }

  /// The trailer of a streamed block: when it, or a line before it, fails its checks, the block
  /// is read whole by the whole-file reader's rules.
  func readTrailer(_ fd: Int32, _ cursor: BlockCursor, _ events: inout [Event]) throws -> Bool {
    let bytes = try read(fd, 8, at: cursor.fed)
    guard bytes.count == 8 else { return false }
    guard !cursor.framingBroken, cursor.partial.isEmpty,
      bytes.readLittleEndian(UInt32.self, at: 0) == cursor.crc.value,
      bytes.readLittleEndian(UInt32.self, at: 4)
        == UInt32(truncatingIfNeeded: cursor.inflatedBytes)
    else {
      var entry = cursor.info
      entry.compressedSize = cursor.fed + 8 - entry.offset
      entry.sealed = true
      return try readWhole(fd, entry, replayed: 0, delivered: cursor.count, &events)
    }
    position = .blockHeader(offset: cursor.fed + 8)
    return true
  }

  /// Hands on a block's complete records and remembers how far the block was read (`count`
  /// records in all).
  func deliver(
    _ records: [RawRecord], of block: BlockInfo, count: Int, _ events: inout [Event]
  ) {
    guard !records.isEmpty else { return }
    events.append(.records(records))
    lastSeq = max(lastSeq ?? 0, records.last?.seq ?? 0)
    seen[BlockKey(firstSeq: block.firstSeq, firstTime: block.firstTime)] = count
  }

  /// Seqs from `first` are lost to damage, up to the next block's keyframe or the end of the
  /// log (the first damage names the gap).
  func lose(from first: UInt64, _ reason: String, blockLast: UInt64? = nil) {
    if damagedFrom == nil { damagedFrom = (first, reason, blockLast) }
  }

  /// The gap damage left, once the next block's keyframe (`last`) says where it ends, or the log
  /// ends (`nil`; then the end marker's last seq, `logEnd`, when it is readable and not before
  /// the gap).
  func endDamage(at last: UInt64?, logEnd: UInt64? = nil, _ events: inout [Event]) {
    guard let (first, reason, blockLast) = damagedFrom else { return }
    damagedFrom = nil
    let end: UInt64?
    if let last {
      // A bad record's gap ends at the keyframe, which serves a state again.
      guard blockLast != nil || last >= first else { return }
      end = max(last, first)
    } else {
      end = blockLast ?? logEnd.flatMap { $0 >= first ? $0 : nil }
    }
    events.append(.lost(LogGap(first: first, last: end, cause: .damaged, reason: reason)))
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
    case .header, .ended, .resynchronising, .closing: return nil
    }
    guard discarded > 0, let lastSeq else { return nil }
    return LogGap(
      first: lastSeq + 1, last: nil, cause: .cutOff,
      reason: "the log ends inside a record: \(discarded) byte(s) after the last complete record "
        + "could not be read")
  }
}
