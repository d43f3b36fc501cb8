import LogFormat

/// Reads one block: inflates it, checks its trailer (sealed blocks) and its records.
enum BlockDecoder {
  /// A block's records and what its own header says about it.
  struct Decoded {
    /// The records, in order.
    var records: [RawRecord]
    /// The block's header as read from its first bytes.
    var header: BlockHeader
    /// Header fields that disagree with what the block holds, e.g. `its header says 12 records,
    /// it holds 13`. The records are intact (they passed the CRC); only the header is wrong.
    var fieldProblems: [String] = []
    /// Set when the block fails its CRC but its first segments pass their own checksums
    /// (format 3.3): ``records`` are those segments' records.
    var salvage: Salvage?
  }

  /// What a damaged block kept: the records of its segments before the damage.
  struct Salvage {
    /// The damage, with the block, its offset and the seq after the last record kept.
    var damage: LogError
    /// Whether records were lost (`false` when only the bytes after the last segment, such as
    /// the gzip trailer, are damaged).
    var lostRecords: Bool
  }

  /// The kind of the first record of a block of `kind`.
  static func firstRecordKind(of kind: BlockKind) -> String {
    kind == .header ? "header" : "key"
  }

  /// Inflates the member at `offset` and checks its CRC-32 and ISIZE trailer.
  ///
  /// - Returns: The uncompressed bytes and the member's true size, or `nil` when the deflate
  ///   stream does not end with a matching trailer within `bytes`.
  static func inflateSealed(_ bytes: [UInt8], dataOffset: Int) -> (output: [UInt8], size: Int)? {
    guard dataOffset <= bytes.count else { return nil }
    let result = bytes.withUnsafeBytes {
      Inflater.inflate(UnsafeRawBufferPointer(rebasing: $0[dataOffset...]))
    }
    let trailer = dataOffset + result.consumed
    guard result.ended, result.failure == nil,
      let crc = bytes.readLittleEndian(UInt32.self, at: trailer),
      let isize = bytes.readLittleEndian(UInt32.self, at: trailer + 4)
    else { return nil }
    var check = CRC32()
    check.update(result.output)
    guard check.value == crc, isize == UInt32(truncatingIfNeeded: result.output.count) else {
      return nil
    }
    return (result.output, trailer + 8)
  }

  /// Inflates whatever an unsealed block holds, ignoring how the stream stops.
  static func inflateOpen(_ bytes: [UInt8], dataOffset: Int) -> [UInt8] {
    guard dataOffset <= bytes.count else { return [] }
    return bytes.withUnsafeBytes {
      Inflater.inflate(UnsafeRawBufferPointer(rebasing: $0[dataOffset...])).output
    }
  }

  /// The records of `block`: all of them for a sealed block (or an error), the complete lines
  /// with consecutive seqs for an open tail.
  ///
  /// A 3.3 block that fails its CRC yields the records of its segments before the damage.
  static func records(
    of block: BlockInfo, in file: ReadOnlyFile, major: UInt8? = nil, checks: BlockChecks? = nil
  ) throws -> [RawRecord] {
    try decode(block, in: file, major: major, salvaging: true, checks: checks).records
  }

  /// Reads `block` and compares its header's fields with what it holds.
  ///
  /// The block table (from the index, or from the headers when there is none) says where the
  /// block is and which seq it starts with; the records must agree with it. A header field that
  /// disagrees with intact records is reported in ``Decoded/fieldProblems``, not thrown. A block
  /// whose major version is not `major` (the log's) is damaged: its records follow other rules.
  ///
  /// - Parameters:
  ///   - block: The block's table entry.
  ///   - file: The log.
  ///   - major: The log's major version, when known.
  ///   - salvaging: Whether a sealed block that fails its CRC yields the records of its segments
  ///     before the damage (``Decoded/salvage`` says so) instead of throwing.
  ///   - checks: The block's check table from the index (format 3.4): a block that fails its CRC
  ///     is put right when each damaged range holds one damaged byte (reported in
  ///     ``Decoded/fieldProblems``).
  static func decode(
    _ block: BlockInfo, in file: ReadOnlyFile, major: UInt8? = nil, salvaging: Bool = false,
    checks: BlockChecks? = nil
  ) throws
    -> Decoded
  {
    func damage(_ code: LogError.Code, _ text: String, seq: UInt64? = nil) -> LogError {
      LogError(
        code, "block \(block.index) at byte \(block.offset) \(text)", path: file.path,
        offset: block.offset, block: block.index, seq: seq)
    }
    let bytes = try file.read(block.compressedSize, at: block.offset)
    var headerProblems: [String] = []
    let header: BlockHeader
    if bytes.count == block.compressedSize,
      case .success(let decoded) = BlockHeader.decode(bytes[...])
    {
      header = decoded
    } else if bytes.count == block.compressedSize,
      let (decoded, damagedBytes) = BlockHeader.decodeDamaged(bytes[...])
    {
      // Fixed bytes no checksum covers (gzip magic, flags, the `TT` id) may be hit while the
      // block's fields and data are whole: the CRC below decides.
      header = decoded
      // A major byte no reader knows is reported below, beside the log's major.
      let fixedBytes = damagedBytes.filter { $0 != 16 }
      if !fixedBytes.isEmpty {
        headerProblems.append(
          "its block header's fixed bytes are damaged (byte "
            + fixedBytes.map { "\(block.offset + $0)" }.joined(separator: ", ")
            + ": gzip magic, method, flags or the TT subfield's id or length); the records are "
            + "intact")
      }
    } else {
      throw damage(.corrupted, "has a damaged block header (its first 44 bytes)")
    }
    if let major, header.version.major != major {
      // Covered by no checksum: the CRC below decides whether only this byte was hit.
      headerProblems.append(
        "its header names format major \(header.version.major), not the log's \(major); its "
          + "data passes its checks")
    }
    let firstKind = firstRecordKind(of: block.kind)
    guard block.sealed else {
      let output = inflateOpen(bytes, dataOffset: header.dataOffset)
      let records = LineParser.parse(output, firstKind: firstKind, firstSeq: block.firstSeq).records
      return Decoded(records: records, header: header)
    }
    var dataOffset = header.dataOffset
    var inflated = inflateSealed(bytes, dataOffset: dataOffset)
    // XLEN is covered by no checksum: a header or data block's data starts at byte 44.
    if inflated?.size != bytes.count, header.extraLength != 32,
      bytes.readLittleEndian(UInt16.self, at: 14) == UInt16(BlockHeader.payloadLength),
      let fixed = inflateSealed(bytes, dataOffset: BlockHeader.length), fixed.size == bytes.count
    {
      inflated = fixed
      dataOffset = BlockHeader.length
      headerProblems.append(
        "its XLEN field says \(header.extraLength) where a header or data block's is 32; its "
          + "data at byte 44 passes its checks")
    }
    var verdict: BlockChecks.Verdict?
    if inflated?.size == bytes.count, let checks {
      // The data is as written, so a table that does not fit it is what is damaged.
      if checks.verdict(ofMember: bytes, dataOffset: dataOffset) != .intact {
        headerProblems.append(damagedChecksNote)
      }
    } else if inflated?.size != bytes.count, let checks {
      verdict = checks.verdict(ofMember: bytes, dataOffset: header.dataOffset)
      if let verdict,
        let (output, note) = correct(bytes, dataOffset: header.dataOffset, block: block, verdict)
      {
        inflated = (output, bytes.count)
        headerProblems.append(note)
      }
    }
    guard let (output, size) = inflated, size == bytes.count else {
      let failure = damage(.corrupted, "is damaged: its CRC-32 or length check fails")
      var trusted: Int?
      if case .uncorrectable(let prefix)? = verdict, prefix > 0 { trusted = prefix }
      guard salvaging,
        let salvaged = salvage(
          block, bytes: bytes, header: header, failure: failure, trustedData: trusted)
      else { throw failure }
      return salvaged
    }
    let outcome = LineParser.parse(output, firstKind: firstKind, firstSeq: block.firstSeq)
    if let problem = outcome.problem {
      let failure = damage(problem.code, "holds a bad record: \(problem.message)", seq: problem.seq)
      // The CRC vouches for every record before the line that breaks the framing, or before
      // the segment whose `seg` record fails: they are kept, as a salvage keeps them.
      guard salvaging, let last = outcome.records.last else { throw failure }
      var kept = failure
      kept.message =
        "block \(block.index) at byte \(block.offset) holds a bad record after seq \(last.seq): "
        + "\(problem.message); the \(outcome.records.count) records before it pass their checks"
      kept.seq = last.seq + 1
      return Decoded(
        records: outcome.records, header: header,
        salvage: Salvage(damage: kept, lostRecords: true))
    }
    if let count = block.recordCount, count != outcome.lineCount {
      throw damage(
        .corrupted, "holds \(outcome.lineCount) records where the block table says \(count)")
    }
    var problems =
      headerProblems + fieldProblems(of: header, block: block, records: outcome.lineCount)
    // MTIME, XFL and OS are fixed (docs/LogFormat.md); nothing else checks them.
    if !bytes[4..<10].elementsEqual([0, 0, 0, 0, 0, 0xff]) {
      problems.append("its gzip header's MTIME, XFL or OS bytes are not 0, 0 and 255")
    }
    return Decoded(records: outcome.records, header: header, fieldProblems: problems)
  }

  /// The note on a block whose data passes its CRC-32 while its check table says otherwise.
  static let damagedChecksNote =
    "its check table in the index (`TC`) does not fit its data, which passes its CRC-32: the "
    + "table is damaged, so damage to this block could not be put right; `tt-debug recover` "
    + "writes a copy with new tables"

  /// Header fields of a sealed, intact block that disagree with what it holds.
  private static func fieldProblems(of header: BlockHeader, block: BlockInfo, records: Int)
    -> [String]
  {
    var problems: [String] = []
    func field(_ name: String, says value: some BinaryInteger, holds actual: some BinaryInteger) {
      guard value != actual else { return }
      problems.append("its header's \(name) field says \(value) where the block holds \(actual)")
    }
    if header.kind != block.kind {
      problems.append("its header's kind field is \(header.kindCode), not \(block.kind.rawValue)")
    }
    // A sealed block whose header still reads 0 was sealed but not patched (a crash during
    // close); the scan measured it.
    if header.size != 0 || header.recordCount != 0 {
      field("size", says: header.size, holds: block.compressedSize)
      field("records", says: header.recordCount, holds: records)
    }
    field("first seq", says: header.firstSeq, holds: block.firstSeq)
    if header.firstTime != block.firstTime {
      problems.append(
        "its header's first time field says \(header.firstTime) where the block index says "
          + "\(block.firstTime)")
    }
    let allowedFlags: UInt8 = block.kind == .header ? BlockHeader.trimmedFlag : 0
    if header.flags & ~allowedFlags != 0 {
      problems.append("its header sets reserved flag bits (\(header.flags))")
    }
    return problems
  }
}
