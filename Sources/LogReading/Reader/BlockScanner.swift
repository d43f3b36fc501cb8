import LogFormat

/// Finds block 0, and rebuilds the block table of a log without an index from the steps of a
/// ``BlockWalk``.
enum BlockScanner {
  /// What the first bytes of a file hold.
  enum FirstBlock {
    /// Block 0's header, as it should be.
    case header(BlockHeader)
    /// Block 0's header is damaged, but a data block starts at `dataOffset`: the file is a log
    /// whose header block was damaged.
    case damaged(LogError, dataOffset: Int)
  }

  /// Reads and checks block 0's header; when it is not one, looks for a data block further on.
  static func firstBlock(of file: ReadOnlyFile) throws -> FirstBlock {
    let bytes = try file.read(BlockHeader.length, at: 0)
    let failure: LogError
    switch BlockHeader.decode(bytes[...]) {
    case .success(let header) where header.kind == .header:
      return .header(header)
    case .success:
      failure = LogError(
        .corrupted, "block 0 at byte 0 is not a header block", path: file.path, offset: 0,
        block: 0)
    case .failure(.short) where bytes.first == 0x1f && file.size < BlockHeader.length:
      throw LogError(
        .truncated, "the file ends inside its first block header (\(file.size) bytes)",
        path: file.path, offset: 0)
    case .failure(.short), .failure(.notGzip):
      failure = LogError(.notALog, "not a tt-debug log: the file is not gzip data", path: file.path)
    case .failure(.notOurs):
      failure = LogError(
        .notALog, "gzip data, but not a tt-debug log (no TT block subfield)", path: file.path)
    case .failure(.futureMajor(let version)):
      // A newer writer writes its major in every block: data blocks of a major this reader
      // knows say that only block 0's version byte was hit.
      if let next = try BlockWalk.resync(file, after: 0),
        case .success(let data) = BlockHeader.decode(
          try file.read(BlockHeader.length, at: next)[...]),
        data.kind == .data
      {
        return .damaged(
          LogError(
            .corrupted,
            "block 0 at byte 0 (the header block) names format \(version), its data blocks "
              + "\(data.version): its version byte is damaged", path: file.path, offset: 0,
            block: 0), dataOffset: next)
      }
      throw LogError(
        .unsupportedVersion,
        "written by format \(version); this reader understands \(FormatVersion.oldestReadableMajor).x–\(FormatVersion.current.major).x "
          + "— upgrade tt-debug", path: file.path)
    }
    // A log whose first bytes were damaged still has its data blocks: find the first one.
    guard let next = try BlockWalk.resync(file, after: 0) else { throw failure }
    return .damaged(
      LogError(
        .corrupted, "block 0 at byte 0 (the header block) has a damaged block header",
        path: file.path, offset: 0, block: 0), dataOffset: next)
  }

  /// The block table of a log without a usable index: the steps of a ``BlockWalk`` from
  /// `start` (0, or the first data block when block 0's header is damaged: then block 0 is
  /// entered as `headerBlock`, to be reported as lost), folded.
  static func scan(_ file: ReadOnlyFile, from start: Int = 0, headerBlock: BlockInfo? = nil)
    throws -> BlockTable
  {
    var blocks: [BlockInfo] = headerBlock.map { [$0] } ?? []
    var errors: [LogError] = []
    var tail: LogFile.TailSalvage?
    var sawEnd = false
    var endSeq: UInt64?
    var indexOffset: Int?
    var walk = BlockWalk(file: file, from: start, headerBlock: headerBlock)
    while let step = try walk.next() {
      switch step {
      case .block(let block): blocks.append(block)
      case .remeasured(let block): blocks[blocks.count - 1] = block
      case .damaged(let error), .indexDamaged(let error): errors.append(error)
      case .skipped(let offset, let kind):
        if kind == .index, indexOffset == nil { indexOffset = offset }
      case .tail(let recovery, let block):
        blocks += block.map { [$0] } ?? []
        tail = recovery
      case .end(let lastSeq):
        sawEnd = true
        endSeq = lastSeq
      }
    }
    if let indexOffset, !sawEnd, errors.isEmpty, tail == nil {
      // Index members whose end marker is missing or unreadable.
      errors.append(BlockWalk.indexDamage(at: indexOffset, path: file.path))
    }
    if sawEnd && errors.isEmpty {
      errors.append(
        LogError(
          .corrupted,
          "the block index does not match the blocks; the block table was rebuilt from the "
            + "block headers", path: file.path))
    }
    // A damaged index still leaves the file's last bytes: its end marker names the last seq.
    if endSeq == nil, !errors.isEmpty { endSeq = try trailingEndSeq(of: file) }
    let status: LogFile.Status =
      if !errors.isEmpty {
        .damaged(errors)
      } else {
        .crashed(tail ?? LogFile.TailSalvage(block: nil, salvagedRecords: 0, discardedBytes: 0))
      }
    return BlockTable(
      blocks: blocks, status: status, usedIndex: false, endSeq: endSeq, tail: tail)
  }

  /// The last seq of the end marker the file's last bytes hold (a 3.0 file's `TE` subfield, or
  /// a 1.x/2.0 end member), read without the index before it; `nil` when they hold none.
  static func trailingEndSeq(of file: ReadOnlyFile) throws -> UInt64? {
    let trailing = TableMembers.trailingEndLength
    if file.size >= trailing,
      let marker = TableMembers.decodeTrailingEnd(
        try file.read(trailing, at: file.size - trailing)[...])
    {
      return marker.lastSeq
    }
    let member = TableMembers.endMemberLength
    guard file.size >= member else { return nil }
    return TableMembers.decodeEnd(try file.read(member, at: file.size - member)[...])?.lastSeq
  }
}
