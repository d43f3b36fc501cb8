import LogFormat

/// A log's block table with how it was obtained.
struct BlockTable {
  /// Header and data blocks in file order.
  var blocks: [BlockInfo]
  /// How the log ended.
  var status: LogFile.Status
  /// Whether the table came from the index.
  var usedIndex: Bool
  /// The last seq the end marker says was written, when the file has a readable one.
  var endSeq: UInt64? = nil
  /// Each block's check table from the index (format 3.4), by block index; empty without one.
  var checks: [BlockChecks?] = []
  /// What the walk read of an open tail, also when damage elsewhere makes ``status`` `damaged`.
  var tail: LogFile.TailSalvage? = nil
}

/// Reads the block table from the index a clean close writes: the file's tail, then each block's
/// 44-byte header to confirm the index describes the blocks that are there.
enum BlockTableIndex {
  /// The table from the index, or `nil` when the file has no valid index (then scan headers).
  ///
  /// An index entry that disagrees with its block's header is settled by the block itself: when
  /// the block read by the entry passes its checks, the index stands (the header is what is
  /// damaged, and reading the block reports it); otherwise the table is rebuilt from the headers.
  static func read(from file: ReadOnlyFile, header: BlockHeader) throws -> BlockTable? {
    return try readWithEndMember(from: file, header: header)
      ?? readWithTrailingEnd(from: file, header: header)
  }

  /// 1.x and 2.0: index members, then an end member of its own.
  private static func readWithEndMember(from file: ReadOnlyFile, header: BlockHeader) throws
    -> BlockTable?
  {
    let endLength = TableMembers.endMemberLength
    guard file.size >= BlockHeader.length + endLength else { return nil }
    let tail = try file.read(endLength, at: file.size - endLength)
    guard let marker = TableMembers.decodeEnd(tail[...]), marker.indexOffset <= UInt64(file.size)
    else { return nil }
    let indexOffset = Int(marker.indexOffset)
    guard indexOffset >= BlockHeader.length, indexOffset < file.size - endLength else { return nil }
    let indexBytes = try file.read(file.size - endLength - indexOffset, at: indexOffset)
    return try table(indexBytes[...], at: indexOffset, marker: marker, in: file, header: header)
  }

  /// 3.0: index members, the last of which ends its extra field with the end marker.
  private static func readWithTrailingEnd(from file: ReadOnlyFile, header: BlockHeader) throws
    -> BlockTable?
  {
    let endLength = TableMembers.trailingEndLength
    guard file.size >= 2 * BlockHeader.length + endLength else { return nil }
    let tail = try file.read(endLength, at: file.size - endLength)
    guard let marker = TableMembers.decodeTrailingEnd(tail[...]),
      marker.indexOffset <= UInt64(file.size)
    else { return nil }
    let indexOffset = Int(marker.indexOffset)
    guard indexOffset >= BlockHeader.length, indexOffset < file.size - endLength else { return nil }
    let indexBytes = try file.read(file.size - indexOffset, at: indexOffset)
    guard let last = lastMemberStart(indexBytes[...]),
      TableMembers.endMarker(in: indexBytes[last...]) == marker
    else { return nil }
    return try table(indexBytes[...], at: indexOffset, marker: marker, in: file, header: header)
  }

  /// Where the last of the consecutive members in `bytes` starts, when their sizes add up.
  private static func lastMemberStart(_ bytes: ArraySlice<UInt8>) -> Int? {
    var cursor = bytes.startIndex
    while true {
      guard case .success(let header) = BlockHeader.decode(bytes[cursor...]), header.size > 0
      else { return nil }
      let next = cursor + Int(header.size)
      if next == bytes.endIndex { return cursor }
      guard next < bytes.endIndex else { return nil }
      cursor = next
    }
  }

  /// The table the index holds, when it agrees with the end marker and the blocks.
  private static func table(
    _ indexBytes: ArraySlice<UInt8>, at indexOffset: Int, marker: TableMembers.EndMarker,
    in file: ReadOnlyFile, header: BlockHeader
  ) throws -> BlockTable? {
    guard let blocks = TableMembers.decodeIndex(indexBytes),
      blocks.count == Int(clamping: marker.blockCount), isConsistent(blocks, header: header),
      let last = blocks.last, last.offset + last.compressedSize == indexOffset,
      try agreesWithHeaders(blocks, in: file)
    else { return nil }
    let required = header.version >= .checkTables
    let checks = TableMembers.decodeChecks(indexBytes, required: required) ?? []
    var status = LogFile.Status.closed
    if required, checks.count != blocks.count {
      // The blocks read as the index says; only damage to them can no longer be put right.
      status = .damaged([
        LogError(
          .corrupted,
          "the index's check tables (`TC`, from byte \(indexOffset)) are damaged: every block "
            + "still reads, but damage to one could not be put right; `tt-debug recover` writes "
            + "a copy with new tables", path: file.path, offset: indexOffset)
      ])
    }
    return BlockTable(
      blocks: blocks, status: status, usedIndex: true, endSeq: marker.lastSeq,
      checks: checks.count == blocks.count ? checks : [])
  }

  /// Blocks are contiguous from offset 0, start with the header block, and seqs never go back.
  private static func isConsistent(_ blocks: [BlockInfo], header: BlockHeader) -> Bool {
    // Block 0's size field is not compared here: no checksum covers it, and agreesWithHeaders
    // settles a disagreement by reading the block as its entry describes it.
    guard let first = blocks.first, first.offset == 0, first.firstSeq == header.firstSeq,
      first.kind == .header
    else { return false }
    for (previous, block) in zip(blocks, blocks.dropFirst()) {
      guard block.offset == previous.offset + previous.compressedSize,
        block.firstSeq >= previous.firstSeq, block.compressedSize > BlockHeader.length,
        block.kind == .data
      else { return false }
    }
    return true
  }

  /// Whether every entry matches its block's header, or the block proves the entry right.
  private static func agreesWithHeaders(_ blocks: [BlockInfo], in file: ReadOnlyFile) throws
    -> Bool
  {
    for block in blocks {
      let bytes = try file.read(BlockHeader.length, at: block.offset)
      if case .success(let found) = BlockHeader.decode(bytes[...]), found.kind == block.kind,
        Int(found.size) == block.compressedSize, found.firstSeq == block.firstSeq,
        found.firstTime == block.firstTime,
        block.recordCount.map({ Int(found.recordCount) == $0 }) ?? true
      {
        continue
      }
      guard (try? BlockDecoder.decode(block, in: file)) != nil else { return false }
    }
    return true
  }
}
