/// The check table of one sealed block (format 3.4): its deflate data cut into consecutive ranges,
/// one per segment, each with its length and the CRC-32 of its compressed bytes. A clean close
/// writes every block's table in the index (`TC` subfield, docs/LogFormat.md, "Check tables").
///
/// The block's own CRC-32 covers its uncompressed bytes, so it can only say that something is
/// wrong. The ranges' CRCs say which range is damaged, and because a CRC-32 is linear, a range
/// with one damaged byte shows that byte's place and value: a reader puts it right and loses
/// nothing.
///
/// ```swift
/// var builder = BlockChecks.Builder()
/// builder.add([1, 2, 3])
/// builder.cut()
/// builder.add([4, 5])
/// let checks = builder.finish()
/// print(checks.ranges.map(\.length), checks.dataLength)
/// ```
///
/// ```text
/// [3, 2] 5
/// ```
package struct BlockChecks: Equatable, Sendable {
  /// One range of a block's deflate data.
  package struct Range: Equatable, Sendable {
    /// Bytes in the range.
    package var length: UInt32
    /// CRC-32 (the gzip polynomial) of those bytes.
    package var crc: UInt32
  }

  /// Bytes of one encoded range: length and CRC, both u32.
  package static let rangeLength = 8

  /// The ranges, in order; together they cover the block's deflate data exactly.
  package var ranges: [Range]

  package init(ranges: [Range]) {
    self.ranges = ranges
  }

  /// Bytes of deflate data the table covers.
  package var dataLength: Int {
    ranges.reduce(0) { $0 + Int($1.length) }
  }

  /// Bytes of the table in a `TC` subfield: a u16 range count, then the ranges.
  package var encodedLength: Int { 2 + Self.rangeLength * ranges.count }

  /// Appends the table as the `TC` subfield holds it.
  package func encode(into bytes: inout [UInt8]) {
    bytes.appendLittleEndian(UInt16(clamping: ranges.count))
    for range in ranges.prefix(Int(UInt16.max)) {
      bytes.appendLittleEndian(range.length)
      bytes.appendLittleEndian(range.crc)
    }
  }

  /// Decodes one table at `cursor`, moving it past the table; `nil` when the bytes run out.
  package static func decode(_ bytes: ArraySlice<UInt8>, cursor: inout Int) -> BlockChecks? {
    guard let count = bytes.readLittleEndian(UInt16.self, at: cursor) else { return nil }
    var ranges: [Range] = []
    var at = cursor + 2
    for _ in 0..<Int(count) {
      guard let length = bytes.readLittleEndian(UInt32.self, at: at),
        let crc = bytes.readLittleEndian(UInt32.self, at: at + 4)
      else { return nil }
      ranges.append(Range(length: length, crc: crc))
      at += rangeLength
    }
    cursor = at
    return BlockChecks(ranges: ranges)
  }

  /// Builds a table while a block's deflate data is written.
  package struct Builder {
    private var ranges: [Range] = []
    private var crc = CRC32()
    private var length = 0

    package init() {}

    /// Adds compressed bytes to the range being built.
    package mutating func add(_ bytes: ArraySlice<UInt8>) {
      guard !bytes.isEmpty else { return }
      bytes.withUnsafeBytes { crc.update($0) }
      length += bytes.count
    }

    /// Adds compressed bytes to the range being built.
    package mutating func add(_ bytes: [UInt8]) {
      add(bytes[...])
    }

    /// Ends the range being built (nothing when it is empty).
    package mutating func cut() {
      guard length > 0 else { return }
      ranges.append(Range(length: UInt32(clamping: length), crc: crc.value))
      crc = CRC32()
      length = 0
    }

    /// The table, the range being built ended.
    package mutating func finish() -> BlockChecks {
      cut()
      return BlockChecks(ranges: ranges)
    }
  }
}
