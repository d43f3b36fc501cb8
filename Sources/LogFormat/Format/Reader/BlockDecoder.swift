/// Reads one block: inflates it, checks its trailer (sealed blocks) and its records.
enum BlockDecoder {
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
  static func records(of block: BlockInfo, in file: ReadOnlyFile) throws -> [RawRecord] {
    func damage(_ code: LogError.Code, _ text: String, seq: UInt64? = nil) -> LogError {
      LogError(
        code,
        "block \(block.index) at byte \(block.offset) \(text); run `tt-debug recover` to "
          + "salvage the intact blocks", path: file.path, offset: block.offset, block: block.index,
        seq: seq)
    }
    let bytes = try file.read(block.compressedSize, at: block.offset)
    guard bytes.count == block.compressedSize,
      case .success(let header) = BlockHeader.decode(bytes[...]),
      header.kind == block.kind, header.firstSeq == block.firstSeq,
      header.firstTime == block.firstTime,
      !block.sealed || header.size == 0 || Int(header.size) == bytes.count
    else { throw damage(.corrupted, "has a damaged block header") }
    let firstKind = firstRecordKind(of: block.kind)
    guard block.sealed else {
      let output = inflateOpen(bytes, dataOffset: header.dataOffset)
      return LineParser.parse(output, firstKind: firstKind, firstSeq: block.firstSeq).records
    }
    guard let (output, size) = inflateSealed(bytes, dataOffset: header.dataOffset),
      size == bytes.count
    else { throw damage(.corrupted, "fails its CRC check") }
    let outcome = LineParser.parse(output, firstKind: firstKind, firstSeq: block.firstSeq)
    if let problem = outcome.problem {
      throw damage(problem.code, "holds a bad record: \(problem.message)", seq: problem.seq)
    }
    if let count = block.recordCount, count != outcome.records.count {
      throw damage(.corrupted, "holds \(outcome.records.count) records, not \(count)")
    }
    return outcome.records
  }
}
