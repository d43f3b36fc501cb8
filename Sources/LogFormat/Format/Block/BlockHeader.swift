/// The gzip member header of a block with its `TT` subfield (layout in docs/LogFormat.md).
///
/// Bytes 0–11 are the gzip header with FEXTRA set and XLEN; the `TT` subfield comes first in the
/// extra field, so its fields sit at fixed offsets and the size can be patched in place.
package struct BlockHeader: Sendable, Equatable {
  /// Byte length of a header with only the version-1.0 `TT` subfield.
  package static let length = 44
  /// Offset of the size field, patched (with the record count after it) when a block is sealed.
  package static let sizeFieldOffset = 20
  /// Length of the `TT` payload this version writes.
  package static let payloadLength = 28
  /// Flag bit on the header block: older blocks were dropped by flight-recorder mode.
  package static let trimmedFlag: UInt8 = 1

  /// Format version the block was written with.
  package var version: FormatVersion = .current
  /// Raw block kind; see ``BlockKind`` (unknown values come from newer minor versions).
  package var kindCode: UInt8
  /// Flag bits.
  package var flags: UInt8 = 0
  /// The member's total compressed size in bytes; 0 while the block is open.
  package var size: UInt32 = 0
  /// Records in the block; 0 while the block is open.
  package var recordCount: UInt32 = 0
  /// Seq of the block's first record.
  package var firstSeq: UInt64
  /// Time of the block's first record, milliseconds since 1970.
  package var firstTime: UInt64
  /// XLEN: the total extra-field length.
  package var extraLength: Int = 32

  /// The block kind, or `nil` for a kind this reader does not know.
  package var kind: BlockKind? { BlockKind(rawValue: kindCode) }
  /// Offset of the deflate data from the start of the member.
  package var dataOffset: Int { 12 + extraLength }

  /// Creates a header for a block this writer produces.
  package init(kind: BlockKind, firstSeq: UInt64, firstTime: UInt64) {
    kindCode = kind.rawValue
    self.firstSeq = firstSeq
    self.firstTime = firstTime
  }

  /// Encodes the header, followed by further subfields (`TI`, `TE`) when given.
  ///
  /// - Parameter extraSubfields: Complete subfields (id, length, payload) after `TT`.
  /// - Returns: The bytes up to the start of the deflate data.
  package func encoded(extraSubfields: [UInt8] = []) -> [UInt8] {
    var bytes: [UInt8] = [0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 0xff]
    bytes.appendLittleEndian(UInt16(4 + Self.payloadLength + extraSubfields.count))
    bytes += [UInt8(ascii: "T"), UInt8(ascii: "T")]
    bytes.appendLittleEndian(UInt16(Self.payloadLength))
    bytes += [version.major, version.minor, kindCode, flags]
    bytes.appendLittleEndian(size)
    bytes.appendLittleEndian(recordCount)
    bytes.appendLittleEndian(firstSeq)
    bytes.appendLittleEndian(firstTime)
    return bytes + extraSubfields
  }
}

/// Why bytes could not be read as a block header.
package enum BlockHeaderProblem: Error, Equatable {
  /// Fewer bytes than a header needs.
  case short
  /// Not a gzip member at all.
  case notGzip
  /// A gzip member without a `TT` subfield first in its extra field.
  case notOurs
  /// A newer, unreadable major version.
  case futureMajor(FormatVersion)
}

extension BlockHeader {
  /// Decodes a header from the start of `bytes`.
  ///
  /// - Parameter bytes: At least ``length`` bytes from the start of a member.
  /// - Returns: The header, or why it is not one.
  package static func decode(_ bytes: ArraySlice<UInt8>) -> Result<BlockHeader, BlockHeaderProblem>
  {
    let base = bytes.startIndex
    guard bytes.count >= 2 else { return .failure(.short) }
    guard bytes[base] == 0x1f, bytes[base + 1] == 0x8b else { return .failure(.notGzip) }
    // A foreign gzip member is told by its method and flags (and its first subfield id) however
    // short the bytes are; only a member of ours can be cut off inside its header.
    if bytes.count > 3,
      bytes[base + 2] != 8 || bytes[base + 3] & 4 == 0 || bytes[base + 3] & 0xe0 != 0
    {
      return .failure(.notOurs)
    }
    if bytes.count > 13,
      bytes[base + 12] != UInt8(ascii: "T") || bytes[base + 13] != UInt8(ascii: "T")
    {
      return .failure(.notOurs)
    }
    guard bytes.count >= length else { return .failure(.short) }
    guard let xlen = bytes.readLittleEndian(UInt16.self, at: base + 10),
      bytes[base + 12] == UInt8(ascii: "T"), bytes[base + 13] == UInt8(ascii: "T"),
      let payload = bytes.readLittleEndian(UInt16.self, at: base + 14),
      Int(payload) >= payloadLength, Int(payload) + 4 <= Int(xlen)
    else { return .failure(.notOurs) }
    let version = FormatVersion(major: bytes[base + 16], minor: bytes[base + 17])
    guard version.major <= FormatVersion.current.major else {
      return .failure(.futureMajor(version))
    }
    guard version.major >= FormatVersion.oldestReadableMajor, var header = fields(bytes) else {
      return .failure(.notOurs)
    }
    header.extraLength = Int(xlen)
    return .success(header)
  }

  /// The `TT` payload's fields at their fixed offsets (bytes 16–43), unchecked.
  private static func fields(_ bytes: ArraySlice<UInt8>) -> BlockHeader? {
    let base = bytes.startIndex
    guard let size = bytes.readLittleEndian(UInt32.self, at: base + 20),
      let count = bytes.readLittleEndian(UInt32.self, at: base + 24),
      let seq = bytes.readLittleEndian(UInt64.self, at: base + 28),
      let time = bytes.readLittleEndian(UInt64.self, at: base + 36)
    else { return nil }
    var header = BlockHeader(kind: .data, firstSeq: seq, firstTime: time)
    header.version = FormatVersion(major: bytes[base + 16], minor: bytes[base + 17])
    header.kindCode = bytes[base + 18]
    header.flags = bytes[base + 19]
    header.size = size
    header.recordCount = count
    return header
  }
}

extension BlockHeader {
  /// The bytes every header or data block header starts with (gzip magic, deflate, FEXTRA) and
  /// the `TT` subfield's id and length: fixed, and covered by no checksum.
  private static let fixedBytes: [(offset: Int, value: UInt8)] = [
    (0, 0x1f), (1, 0x8b), (2, 8), (3, 4), (10, 32), (11, 0), (12, UInt8(ascii: "T")),
    (13, UInt8(ascii: "T")), (14, UInt8(payloadLength)), (15, 0),
  ]

  /// Reads a header or data block header whose fixed bytes (gzip magic, method, flags, `TT` id
  /// or length) are damaged, from the fields at their fixed offsets; the caller must then prove
  /// the block by its CRC.
  ///
  /// An XLEN under 32 is kept in ``extraLength`` (not listed as a damaged byte): no index
  /// member is that short, so the block is read at byte 44 and its CRC decides.
  ///
  /// - Parameter bytes: At least ``length`` bytes from where a block starts.
  /// - Returns: The header and which fixed bytes differ (the major byte counts as one when no
  ///   reader knows its value), or `nil` when the bytes do not have a block header's shape
  ///   (XLEN at most 32, kind header or data).
  package static func decodeDamaged(_ bytes: ArraySlice<UInt8>) -> (
    header: BlockHeader, damagedBytes: [Int]
  )? {
    let base = bytes.startIndex
    guard bytes.count >= length, let xlen = bytes.readLittleEndian(UInt16.self, at: base + 10),
      xlen <= 32
    else { return nil }
    var damaged = fixedBytes.filter { $0.offset != 10 && bytes[base + $0.offset] != $0.value }
      .map(\.offset)
    // A major no reader knows, in a block after one that names a known one, is a damaged byte.
    let major = bytes[base + 16]
    if major < FormatVersion.oldestReadableMajor || major > FormatVersion.current.major {
      damaged.append(16)
    }
    guard !damaged.isEmpty || xlen < 32, damaged.count <= 2,
      bytes[base + 18] == BlockKind.header.rawValue || bytes[base + 18] == BlockKind.data.rawValue,
      var header = fields(bytes)
    else { return nil }
    header.extraLength = Int(xlen)
    return (header, damaged)
  }
}
