import JSONTree

/// The `seg` record that ends each segment of a format 3.3 data block: the CRC-32, byte count
/// and line count of the segment's lines before it (docs/LogFormat.md, "Segments").
///
/// ```swift
/// var seal = SegmentSeal()
/// seal.add(Array(#"{"t":"key","seq":0,"state":{}}"#.utf8) + [10])
/// print(String(decoding: seal.line, as: UTF8.self))
/// ```
///
/// ```text
/// {"t":"seg","crc":2154389470,"bytes":31,"records":1}
/// ```
package struct SegmentSeal: Equatable {
  /// The record kind.
  package static let kind = "seg"

  /// CRC-32 of the segment's lines, newlines included.
  package private(set) var crc = CRC32()
  /// Bytes of the segment's lines, newlines included.
  package private(set) var bytes = 0
  /// Lines in the segment, the `seg` record not included.
  package private(set) var records = 0

  package init() {}

  /// Adds one line of the segment, its newline included.
  package mutating func add(_ line: UnsafeRawBufferPointer) {
    crc.update(line)
    bytes += line.count
    records += 1
  }

  /// Adds one line of the segment, its newline included.
  package mutating func add(_ line: [UInt8]) {
    line.withUnsafeBytes { add($0) }
  }

  /// The `seg` record for the lines added, without its newline (its seq is implied).
  package var line: [UInt8] {
    Array(#"{"t":"seg","crc":\#(crc.value),"bytes":\#(bytes),"records":\#(records)}"#.utf8)
  }

  /// Whether `line`, a `seg` record, describes exactly the lines added.
  package func matches(_ line: some Collection<UInt8>) -> Bool {
    guard let value = try? JSONValue(parsing: line),
      case .int(let crc)? = value["crc"], case .int(let bytes)? = value["bytes"],
      case .int(let records)? = value["records"]
    else { return false }
    return crc == Int64(self.crc.value) && bytes == Int64(self.bytes)
      && records == Int64(self.records)
  }
}
