import CZlib
import Foundation
import LogFormat
import LogReading

/// A kind of damage beyond a flipped bit or a cut, made at a chosen data block of a log: the
/// cases a reader written from docs/LogFormat.md alone reads differently unless the rules hold.
///
/// ```swift
/// let log = try LogFile(path: "session.ttlog")
/// for copy in try DamageClass.insertedBytes.copies(of: log) { print(copy.label) }
/// ```
///
/// ```text
/// inserted bytes in block 1
/// ```
package enum DamageClass: String, CaseIterable, Sendable {
  /// Garbage over a data block's header, in a log whose index is gone (as after a crash).
  case headerWithoutIndex = "damaged header with no index"
  /// Bytes inserted inside a data block's deflate data, in a log whose index is gone.
  case insertedBytes = "inserted bytes"
  /// An empty member of a kind no reader knows, before a data block.
  case unknownMember = "member of an unknown kind"
  /// A data block whose major version byte names another major this reader knows.
  case changedMajor = "changed major version"
  /// A delta that does not apply, in a block rewritten with a good CRC (the index is dropped,
  /// as its offsets no longer hold).
  case badDelta = "bad delta"
  /// A data block's XLEN field hit (over 32).
  case hitExtraLength = "hit XLEN"
  /// A data block's XLEN field set under 32.
  case shortExtraLength = "XLEN under 32"
  /// A record prefix broken in a later segment of a block rewritten with a good CRC (the index is
  /// dropped).
  case brokenPrefix = "broken record prefix"
  /// A wrong explicit seq in a later segment of a block rewritten with a good CRC (the index is
  /// dropped).
  case wrongSeq = "wrong explicit seq"
  /// A `seg` record that does not match its segment, in a block rewritten with a good CRC (the
  /// index is dropped).
  case failingSeal = "failing seg check"

  /// One damaged copy.
  package struct Copy: Sendable {
    /// The damage done.
    package var damage: DamageClass
    /// The block damaged, by its index in the log's block table.
    package var block: Int
    /// The damaged file.
    package var bytes: [UInt8]
    /// `inserted bytes in block 1`.
    package var label: String { "\(damage.rawValue) in block \(block)" }
  }

  /// A damaged copy for every data block of `log` this damage applies to.
  ///
  /// - Parameter log: An undamaged log.
  /// - Returns: The copies, in block order (none when the damage cannot be made, e.g. a bad
  ///   delta in a log whose blocks hold no delta).
  /// - Throws: When the log cannot be read.
  package func copies(of log: LogFile) throws -> [Copy] {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: log.path)))
    let end = log.blocks.last.map { $0.offset + $0.compressedSize } ?? bytes.count
    var copies: [Copy] = []
    for block in log.blocks where block.kind == .data && block.sealed {
      if let damaged = try damage(bytes, block: block, indexEnd: end, log: log) {
        copies.append(Copy(damage: self, block: block.index, bytes: damaged))
      }
    }
    return copies
  }

  private func damage(_ bytes: [UInt8], block: BlockInfo, indexEnd: Int, log: LogFile) throws
    -> [UInt8]?
  {
    var copy = bytes
    let start = block.offset
    switch self {
    case .headerWithoutIndex:
      copy.removeSubrange(indexEnd...)
      for offset in start..<(start + 20) { copy[offset] = 0xA7 }
    case .insertedBytes:
      copy.removeSubrange(indexEnd...)
      copy.insert(
        contentsOf: [UInt8](repeating: 0x5C, count: 8), at: start + block.compressedSize / 2)
    case .unknownMember:
      var member = BlockHeader(kind: .data, firstSeq: block.firstSeq, firstTime: 0)
      member.kindCode = 9
      member.size = UInt32(BlockHeader.length + 10)
      copy.insert(
        contentsOf: member.encoded() + [3, 0] + [UInt8](repeating: 0, count: 8), at: start)
    case .changedMajor:
      copy[start + 16] = log.version.major == 3 ? 2 : 3
    case .hitExtraLength:
      copy[start + 10] ^= 0x41
    case .shortExtraLength:
      copy[start + 10] = 16
    case .badDelta, .brokenPrefix, .wrongSeq, .failingSeal:
      let member = Array(bytes[start..<min(bytes.count, start + block.compressedSize)])
      let rewritten =
        self == .badDelta
        ? try Self.withBadDelta(block, of: log)
        : try withBrokenFraming(member, block: block, version: log.version)
      guard let rewritten else { return nil }
      copy.removeSubrange(indexEnd...)
      copy.replaceSubrange(start..<(start + block.compressedSize), with: rewritten)
    }
    return copy
  }

  /// `block` recompressed with its middle delta replaced by one that does not apply, under a
  /// good CRC and size.
  private static func withBadDelta(_ block: BlockInfo, of log: LogFile) throws -> [UInt8]? {
    var lines = try log.records(inBlock: block.index).map(\.line)
    let marker = Array(#""delta":["#.utf8)
    let candidates = lines.indices.dropFirst().filter { lines[$0].firstRange(of: marker) != nil }
    guard !candidates.isEmpty else { return nil }
    let target = candidates[candidates.count / 2]
    guard let range = lines[target].firstRange(of: marker) else { return nil }
    lines[target].insert(
      contentsOf: Array(#"{"op":"remove","path":"/\u0001missing"},"#.utf8), at: range.upperBound)
    return try sealed(lines, block: block, version: log.version)
  }

  /// `lines` as a sealed data block in `block`'s place, under a good CRC and size.
  static func sealed(_ lines: [[UInt8]], block: BlockInfo, version: FormatVersion) throws
    -> [UInt8]
  {
    let text: [UInt8] = lines.flatMap { $0 + [UInt8(10)] }
    var crc = CRC32()
    crc.update(text)
    var deflated: [UInt8] = []
    try Deflater(level: 6).compress(text, flush: Z_FINISH, into: &deflated)
    var header = BlockHeader(kind: .data, firstSeq: block.firstSeq, firstTime: block.firstTime)
    header.version = version
    header.recordCount = UInt32(lines.count)
    header.size = UInt32(BlockHeader.length + deflated.count + 8)
    var member = header.encoded() + deflated
    member.appendLittleEndian(crc.value)
    member.appendLittleEndian(UInt32(truncatingIfNeeded: text.count))
    return member
  }
}
