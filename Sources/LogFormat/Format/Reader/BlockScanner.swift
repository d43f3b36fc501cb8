/// Rebuilds the block table of a log without an index by hopping from block header to block
/// header (one small read per block), recovering the open tail and resynchronising after damage.
enum BlockScanner {
  /// The first 16 bytes of every version-1 data block header, used to resynchronise.
  private static let dataBlockSignature: [UInt8] = [
    0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 0xff, 32, 0, UInt8(ascii: "T"), UInt8(ascii: "T"), 28, 0,
  ]

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
      throw LogError(
        .unsupportedVersion,
        "written by format \(version); this reader understands \(FormatVersion.oldestReadableMajor).x–\(FormatVersion.current.major).x "
          + "— upgrade tt-debug", path: file.path)
    }
    // A log whose first bytes were damaged still has its data blocks: find the first one.
    guard let next = try resync(file, after: 0) else { throw failure }
    return .damaged(
      LogError(
        .corrupted, "block 0 at byte 0 (the header block) has a damaged block header",
        path: file.path, offset: 0, block: 0), dataOffset: next)
  }

  /// Hops over every block header from `start` (0, or the first data block when block 0's
  /// header is damaged: then block 0 is entered as `headerBlock`, to be reported as lost).
  static func scan(_ file: ReadOnlyFile, from start: Int = 0, headerBlock: BlockInfo? = nil)
    throws -> BlockTable
  {
    var blocks: [BlockInfo] = headerBlock.map { [$0] } ?? []
    var errors: [LogError] = []
    var tail: LogFile.TailRecovery?
    var sawEnd = false
    var endSeq: UInt64?
    var sawIndex = false
    var indexOffset: Int?
    var offset = start
    func damaged(_ text: String) -> LogError {
      LogError(
        .corrupted, "block \(blocks.count) at byte \(offset) \(text)", path: file.path,
        offset: offset, block: blocks.count)
    }
    scanning: while offset < file.size {
      let bytes = try file.read(BlockHeader.length, at: offset)
      var header: BlockHeader
      switch BlockHeader.decode(bytes[...]) {
      case .success(let decoded): header = decoded
      case .failure(.short):
        // Cut inside a member's header: when what is left shows an index member (an extra field
        // longer than a data block's, or the index kind), the file was cut in the index that a
        // close writes after sealing every block, and no record was lost.
        let extraLength = bytes.readLittleEndian(UInt16.self, at: 10).map(Int.init) ?? 0
        if extraLength > 32 || (bytes.count > 18 && bytes[18] == BlockKind.index.rawValue) {
          errors.append(indexDamage(at: indexOffset ?? offset, path: file.path))
          break scanning
        }
        tail = LogFile.TailRecovery(block: nil, recoveredRecords: 0, discardedBytes: bytes.count)
        break scanning
      case .failure:
        // A data block whose fixed bytes (gzip magic, flags, `TT` id) are hit but whose fields
        // are whole: read it by its fields; its CRC decides when it is read.
        if !sawIndex, !blocks.isEmpty, let (decoded, _) = BlockHeader.decodeDamaged(bytes[...]),
          decoded.kind == .data
        {
          header = decoded
          break
        }
        // The block before may have a damaged size field (no checksum covers it): when the next
        // block starts elsewhere and the block before, so measured, passes its checks, only
        // that field was wrong (reading the block reports it).
        if !sawIndex, let previous = blocks.last, previous.sealed,
          previous.offset + previous.compressedSize == offset,
          let next = try resync(file, after: previous.offset), next != offset
        {
          var measured = previous
          measured.compressedSize = next - previous.offset
          if (try? BlockDecoder.decode(measured, in: file)) != nil {
            blocks[blocks.count - 1] = measured
            offset = next
            continue scanning
          }
        }
        // After an index member, or where the extra field is longer than a data block's, the
        // bytes held the index or the end marker: no records were there.
        // (An index member whose XLEN was hit still shows its `TT` id and kind.)
        let extraLength = bytes.readLittleEndian(UInt16.self, at: 10).map(Int.init) ?? 0
        let indexKind =
          bytes.count > 18 && bytes[12] == UInt8(ascii: "T") && bytes[13] == UInt8(ascii: "T")
          && (bytes[18] == BlockKind.index.rawValue || bytes[18] == BlockKind.end.rawValue)
        if sawIndex || extraLength > 32 || indexKind {
          errors.append(indexDamage(at: indexOffset ?? offset, path: file.path))
          break scanning
        }
        errors.append(damaged("has no valid block header"))
        guard let next = try resync(file, after: offset) else { break scanning }
        offset = next
        continue scanning
      }
      let size = Int(header.size)
      let fits = size > header.dataOffset && offset + size <= file.size
      // Only header and data blocks have an extra field of exactly the `TT` subfield; a member
      // like that whose kind byte says otherwise is a header or data block with a damaged kind
      // (reading it reports the field).
      // An index member whose XLEN high byte was hit reads as XLEN 32; its `TI` subfield after
      // the `TT` one tells it.
      if header.extraLength == 32, header.kind == .index,
        try file.read(2, at: offset + BlockHeader.length) == [UInt8(ascii: "T"), UInt8(ascii: "I")]
      {
        errors.append(indexDamage(at: indexOffset ?? offset, path: file.path))
        break scanning
      }
      if header.extraLength == 32, header.kind != .header, header.kind != .data {
        header.kindCode = blocks.isEmpty ? BlockKind.header.rawValue : BlockKind.data.rawValue
      }
      switch header.kind {
      case .end?:
        sawEnd = true
        let marker = try file.read(TableMembers.endMemberLength, at: offset)
        endSeq = TableMembers.decodeEnd(marker[...])?.lastSeq
        break scanning
      case .header? where !blocks.isEmpty, .data? where blocks.isEmpty:
        errors.append(damaged("is of the wrong kind"))
        guard let next = try resync(file, after: offset) else { break scanning }
        offset = next
        continue scanning
      case .header?, .data?:
        if fits {
          blocks.append(info(header, index: blocks.count, offset: offset, size: size, sealed: true))
          offset += size
          continue scanning
        }
      case .index?, nil:
        if fits {
          if header.kind == .index, indexOffset == nil { indexOffset = offset }
          sawIndex = sawIndex || header.kind == .index
          // A 3.0 log's last index member carries the end marker.
          if header.kind == .index, header.extraLength > 32,
            let marker = TableMembers.endMarker(in: try file.read(size, at: offset)[...])
          {
            sawEnd = true
            endSeq = marker.lastSeq
            break scanning
          }
          offset += size
          continue scanning
        }
        // An index member is written on close, after every block was sealed: when one is cut
        // off (a crash during close, a truncated copy) or its size field is damaged, every
        // record is still there; only the index is lost, and it can be rebuilt from the blocks.
        if header.kind == .index || header.extraLength > 32 {
          errors.append(indexDamage(at: indexOffset ?? offset, path: file.path))
          break scanning
        }
        tail = LogFile.TailRecovery(
          block: nil, recoveredRecords: 0, discardedBytes: file.size - offset)
        break scanning
      }
      // An open block (size 0), or a size that runs past the end: see what the data holds.
      let rest = try file.read(file.size - offset, at: offset)
      if let (output, measured) = BlockDecoder.inflateSealed(rest, dataOffset: header.dataOffset) {
        let count = output.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        var block = info(header, index: blocks.count, offset: offset, size: measured, sealed: true)
        block.recordCount = count
        blocks.append(block)
        offset += measured
        continue scanning
      }
      let output = BlockDecoder.inflateOpen(rest, dataOffset: header.dataOffset)
      let kind = header.kind ?? .data
      let outcome = LineParser.parse(
        output, firstKind: BlockDecoder.firstRecordKind(of: kind), firstSeq: header.firstSeq)
      var recovery = LogFile.TailRecovery(
        block: nil, recoveredRecords: outcome.records.count,
        discardedBytes: output.count - outcome.acceptedBytes)
      let discarded = output[outcome.acceptedBytes...]
      recovery.startedRecords =
        discarded.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        + (discarded.last.map { $0 != 10 } ?? false ? 1 : 0)
      recovery.endedInBackground =
        LogFile.TailRecovery.lastPhase(in: outcome.records) == .background
      if !outcome.records.isEmpty {
        recovery.block = blocks.count
        var block = info(
          header, index: blocks.count, offset: offset, size: rest.count, sealed: false)
        block.recordCount = outcome.records.count
        blocks.append(block)
      } else {
        recovery.discardedBytes = rest.count
      }
      tail = recovery
      break scanning
    }
    if let indexOffset, !sawEnd, errors.isEmpty, tail == nil {
      // Index members whose end marker is missing or unreadable.
      errors.append(indexDamage(at: indexOffset, path: file.path))
    }
    if sawEnd && errors.isEmpty {
      errors.append(
        LogError(
          .corrupted,
          "the block index does not match the blocks; the block table was rebuilt from the "
            + "block headers", path: file.path))
    }
    let status: LogFile.Status =
      if !errors.isEmpty {
        .damaged(errors)
      } else {
        .crashed(tail ?? LogFile.TailRecovery(block: nil, recoveredRecords: 0, discardedBytes: 0))
      }
    return BlockTable(blocks: blocks, status: status, usedIndex: false, endSeq: endSeq)
  }

  /// The error for a block index that is cut off or damaged after intact blocks.
  private static func indexDamage(at offset: Int, path: String) -> LogError {
    LogError(
      .corrupted,
      "the block index (or end marker) at byte \(offset) is cut off or damaged; every block "
        + "before it is intact and the index can be rebuilt from them", path: path, offset: offset)
  }

  private static func info(
    _ header: BlockHeader, index: Int, offset: Int, size: Int, sealed: Bool
  ) -> BlockInfo {
    BlockInfo(
      index: index, kind: header.kind ?? .data, offset: offset, compressedSize: size,
      firstSeq: header.firstSeq, firstTime: header.firstTime,
      recordCount: sealed && header.size > 0 ? Int(header.recordCount) : nil, sealed: sealed)
  }

  /// The offset of the next data block header after `offset`, searching the rest of the file.
  static func resync(_ file: ReadOnlyFile, after offset: Int) throws -> Int? {
    let start = offset + 1
    guard start < file.size else { return nil }
    let rest = try file.read(file.size - start, at: start)
    let signature = dataBlockSignature
    var index = 0
    while index + signature.count <= rest.count {
      guard let candidate = rest[index...].firstIndex(of: signature[0]) else { return nil }
      if candidate + signature.count <= rest.count,
        rest[candidate..<(candidate + signature.count)].elementsEqual(signature)
      {
        return start + candidate
      }
      index = candidate + 1
    }
    return nil
  }
}
