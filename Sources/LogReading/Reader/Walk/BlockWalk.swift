import LogFormat

/// Walks a log's members from block header to block header (one small read per block) and says
/// what each one is: an intact block, bytes that are no block, a skipped member, the cut-off
/// tail, the index or the end marker. Every rule for finding blocks in damaged bytes lives here;
/// ``BlockScanner/scan(_:from:headerBlock:)`` folds the steps into a block table.
///
/// ```swift
/// var walk = BlockWalk(file: file)
/// while let step = try walk.next() { print(step) }
/// ```
///
/// ```text
/// block(0 header …)
/// block(1 data …)
/// end(lastSeq: 52)
/// ```
struct BlockWalk {
  /// What one member (or one run of damaged bytes) turned out to be.
  enum Step: Equatable {
    /// An intact header or data block: its table entry (a sealed block, or an open block whose
    /// data proved sealed when inflated).
    case block(BlockInfo)
    /// The block before this step had a damaged size field: its entry, measured to where the
    /// next block starts. It replaces the last ``block(_:)``.
    case remeasured(BlockInfo)
    /// Bytes that hold no block header, with their offset and why; the walk goes on at the next
    /// data block header after them.
    case damaged(LogError)
    /// A whole member that is not a header or data block (an index member, or a kind this reader
    /// does not know), skipped by its size.
    case skipped(offset: Int, kind: BlockKind?)
    /// The log stops inside a block that was never sealed (or inside a block header): what was
    /// salvaged, and the open block's entry when it holds complete records. Last step.
    case tail(LogFile.TailSalvage, block: BlockInfo?)
    /// The block index or the end marker is cut off or damaged; every block before it is intact.
    /// Last step.
    case indexDamaged(LogError)
    /// The end marker, with the last seq it says was written when it is readable. Last step.
    case end(lastSeq: UInt64?)
  }

  /// The first 16 bytes of every version-1 data block header, used to resynchronise.
  private static let dataBlockSignature: [UInt8] = [
    0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 0xff, 32, 0, UInt8(ascii: "T"), UInt8(ascii: "T"), 28, 0,
  ]

  private let file: ReadOnlyFile
  private var offset: Int
  /// Blocks found so far (the lost header block counts when the walk starts after it).
  private var blockCount: Int
  private var lastBlock: BlockInfo?
  private var sawIndex = false
  private var indexOffset: Int?
  private var finished = false

  /// A walk from `start` (0, or the first data block when block 0's header is damaged; then
  /// `headerBlock` stands for block 0).
  init(file: ReadOnlyFile, from start: Int = 0, headerBlock: BlockInfo? = nil) {
    self.file = file
    offset = start
    blockCount = headerBlock == nil ? 0 : 1
    lastBlock = headerBlock
  }

  /// The next step, or `nil` after the last one.
  mutating func next() throws -> Step? {
    guard !finished, offset < file.size else { return nil }
    let step = try step()
    switch step {
    case .block(let block):
      blockCount += 1
      lastBlock = block
    case .remeasured(let block): lastBlock = block
    case .skipped(let offset, let kind):
      if kind == .index, indexOffset == nil { indexOffset = offset }
      sawIndex = sawIndex || kind == .index
    case .damaged: break
    case .tail, .indexDamaged, .end: finished = true
    }
    return step
  }

  /// Reads the member at `offset` and moves `offset` past it.
  private mutating func step() throws -> Step {
    let bytes = try file.read(BlockHeader.length, at: offset)
    var header: BlockHeader
    switch BlockHeader.decode(bytes[...]) {
    case .success(let decoded): header = decoded
    case .failure(.short):
      // Cut inside a member's header: when what is left shows an index member (an extra field
      // longer than a data block's, or the index kind), the file was cut in the index that a
      // close writes after sealing every block, and no record was lost.
      if Self.beginsIndex(bytes) { return .indexDamaged(indexDamage()) }
      return .tail(
        LogFile.TailSalvage(block: nil, salvagedRecords: 0, discardedBytes: bytes.count),
        block: nil)
    case .failure:
      // A data block whose fixed bytes (gzip magic, flags, `TT` id) are hit but whose fields
      // are whole: read it by its fields; its CRC decides when it is read.
      if !sawIndex, blockCount > 0, let (decoded, _) = BlockHeader.decodeDamaged(bytes[...]),
        decoded.kind == .data
      {
        header = decoded
        break
      }
      return try unreadableHeader(bytes)
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
      return .indexDamaged(indexDamage())
    }
    if header.extraLength == 32, header.kind != .header, header.kind != .data {
      let kind: BlockKind = blockCount == 0 ? .header : .data
      // A member of a kind this reader does not know is skipped by its size, unless it reads as
      // the block its place calls for (then only its kind byte was hit).
      if header.kind == nil, fits, blockCount > 0 {
        var asBlock = info(header, offset: offset, size: size, sealed: true)
        asBlock.kind = kind
        if (try? BlockDecoder.decode(asBlock, in: file))?.records.isEmpty ?? true {
          defer { offset += size }
          return .skipped(offset: offset, kind: nil)
        }
      }
      header.kindCode = kind.rawValue
    }
    switch header.kind {
    case .end?:
      let marker = try file.read(TableMembers.endMemberLength, at: offset)
      return .end(lastSeq: TableMembers.decodeEnd(marker[...])?.lastSeq)
    case .header? where blockCount > 0, .data? where blockCount == 0:
      return try skipDamage("is of the wrong kind")
    case .header?, .data?:
      if fits {
        defer { offset += size }
        return .block(info(header, offset: offset, size: size, sealed: true))
      }
    case .index?, nil:
      if fits {
        // A 3.0 log's last index member carries the end marker.
        if header.kind == .index, header.extraLength > 32,
          let marker = TableMembers.endMarker(in: try file.read(size, at: offset)[...])
        {
          return .end(lastSeq: marker.lastSeq)
        }
        defer { offset += size }
        return .skipped(offset: offset, kind: header.kind)
      }
      // An index member is written on close, after every block was sealed: when one is cut
      // off (a crash during close, a truncated copy) or its size field is damaged, every
      // record is still there; only the index is lost, and it can be rebuilt from the blocks.
      if header.kind == .index || header.extraLength > 32 {
        guard try isIndex() else { return try skipDamage("has a damaged block header") }
        return .indexDamaged(indexDamage())
      }
      return .tail(
        LogFile.TailSalvage(block: nil, salvagedRecords: 0, discardedBytes: file.size - offset),
        block: nil)
    }
    return try openBlock(header)
  }

  /// A member whose header does not decode: the block before was mismeasured, the index or end
  /// marker is damaged, or the bytes are no block (then the walk resynchronises).
  private mutating func unreadableHeader(_ bytes: [UInt8]) throws -> Step {
    // The block before may have a damaged size field (no checksum covers it): when the next
    // block starts elsewhere and the block before, so measured, passes its checks, only
    // that field was wrong (reading the block reports it).
    if !sawIndex, let previous = lastBlock, previous.sealed,
      previous.offset + previous.compressedSize == offset,
      let next = try Self.resync(file, after: previous.offset), next != offset
    {
      var measured = previous
      measured.compressedSize = next - previous.offset
      if (try? BlockDecoder.decode(measured, in: file)) != nil {
        offset = next
        return .remeasured(measured)
      }
    }
    // After an index member, or where the extra field is longer than a data block's, the
    // bytes held the index or the end marker: no records were there.
    // (An index member whose XLEN was hit still shows its `TT` id and kind.)
    let extraLength = bytes.readLittleEndian(UInt16.self, at: 10).map(Int.init) ?? 0
    let indexKind =
      bytes.count > 18 && bytes[12] == UInt8(ascii: "T") && bytes[13] == UInt8(ascii: "T")
      && (bytes[18] == BlockKind.index.rawValue || bytes[18] == BlockKind.end.rawValue)
    // Garbage is no index: one whose header was hit still shows the gzip magic or its `TT` id.
    let magic = bytes.count > 1 && bytes[0] == 0x1f && bytes[1] == 0x8b
    let looksLikeIndex = sawIndex || (extraLength > 32 && magic) || indexKind
    if looksLikeIndex, try isIndex() {
      return .indexDamaged(indexDamage())
    }
    return try skipDamage("has no valid block header")
  }

  /// Whether bytes at `offset` that look like an index member can be one: the index is written
  /// after every block is sealed, so a data block header later in the file says they are a
  /// damaged block instead.
  private func isIndex() throws -> Bool {
    if sawIndex { return true }
    return try Self.resync(file, after: offset) == nil
  }

  /// Reports the bytes at `offset` as damaged and moves to the next data block header (or
  /// ends the walk when there is none).
  private mutating func skipDamage(_ text: String) throws -> Step {
    let error = LogError(
      .corrupted, "block \(blockCount) at byte \(offset) \(text)", path: file.path,
      offset: offset, block: blockCount)
    if let next = try Self.resync(file, after: offset) {
      offset = next
    } else {
      finished = true
    }
    return .damaged(error)
  }

  /// An open block (size 0), or a size that runs past the end: what its data holds.
  private mutating func openBlock(_ header: BlockHeader) throws -> Step {
    let rest = try file.read(file.size - offset, at: offset)
    if let (output, measured) = BlockDecoder.inflateSealed(rest, dataOffset: header.dataOffset) {
      var block = info(header, offset: offset, size: measured, sealed: true)
      block.recordCount = output.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      offset += measured
      return .block(block)
    }
    let output = BlockDecoder.inflateOpen(rest, dataOffset: header.dataOffset)
    let outcome = LineParser.parse(
      output, firstKind: BlockDecoder.firstRecordKind(of: header.kind ?? .data),
      firstSeq: header.firstSeq)
    var recovery = LogFile.TailSalvage(
      block: nil, salvagedRecords: outcome.records.count,
      discardedBytes: output.count - outcome.acceptedBytes)
    let discarded = output[outcome.acceptedBytes...]
    recovery.startedRecords =
      discarded.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      + (discarded.last.map { $0 != 10 } ?? false ? 1 : 0)
    recovery.endedInBackground =
      LogFile.TailSalvage.lastPhase(in: outcome.records) == .background
    guard !outcome.records.isEmpty else {
      recovery.discardedBytes = rest.count
      return .tail(recovery, block: nil)
    }
    recovery.block = blockCount
    var block = info(header, offset: offset, size: rest.count, sealed: false)
    block.recordCount = outcome.records.count
    return .tail(recovery, block: block)
  }

  /// Whether the bytes of a member cut inside its header show an index member: an extra field
  /// longer than a data block's, or the index kind.
  static func beginsIndex(_ bytes: [UInt8]) -> Bool {
    let extraLength = bytes.readLittleEndian(UInt16.self, at: 10).map(Int.init) ?? 0
    return extraLength > 32 || (bytes.count > 18 && bytes[18] == BlockKind.index.rawValue)
  }

  /// The error for a block index that is cut off or damaged after intact blocks.
  private func indexDamage() -> LogError {
    Self.indexDamage(at: indexOffset ?? offset, path: file.path)
  }

  /// The error for a block index at `offset` that is cut off or damaged after intact blocks.
  static func indexDamage(at offset: Int, path: String) -> LogError {
    LogError(
      .corrupted,
      "the block index (or end marker) at byte \(offset) is cut off or damaged; every block "
        + "before it is intact and the index can be rebuilt from them", path: path, offset: offset)
  }

  private func info(_ header: BlockHeader, offset: Int, size: Int, sealed: Bool) -> BlockInfo {
    BlockInfo(
      index: blockCount, kind: header.kind ?? .data, offset: offset, compressedSize: size,
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
