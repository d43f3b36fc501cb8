import LogFormat
import LogReading

extension DamageClass {
  /// `block` (whose bytes are `member`) rewritten under a good CRC with its second segment
  /// broken as `self` says: a record prefix, a wrong explicit seq, or the segment's `seg` record.
  /// `nil` when the block has no such line (no action, or for a `seg` record, one segment).
  func withBrokenFraming(_ member: [UInt8], block: BlockInfo, version: FormatVersion) throws
    -> [UInt8]?
  {
    guard member.count > BlockHeader.length else { return nil }
    let output = member.withUnsafeBytes {
      Inflater.inflate(UnsafeRawBufferPointer(rebasing: $0[BlockHeader.length...])).output
    }
    var lines = output.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    if lines.last?.isEmpty ?? false { lines.removeLast() }
    let segKind = Array(#"{"t":"seg""#.utf8)
    let action = Array(#"{"t":"action","#.utf8)
    // The first action after the keyframe's segment (in a block of one segment, the first
    // action of its second half), and the `seg` record after it.
    let firstSeal = lines.firstIndex(where: { $0.starts(with: segKind) }) ?? lines.count / 2
    guard lines.indices.contains(firstSeal),
      let target = lines[(firstSeal + 1)...].firstIndex(where: { $0.starts(with: action) })
    else { return nil }
    switch self {
    case .wrongSeq:
      lines[target].insert(contentsOf: Array(#""seq":999999999,"#.utf8), at: action.count)
    case .failingSeal:
      let crc = Array(#""crc":"#.utf8)
      guard let seal = lines[target...].firstIndex(where: { $0.starts(with: segKind) }),
        let field = lines[seal].firstRange(of: crc)
      else { return nil }
      lines[seal].insert(UInt8(ascii: "1"), at: field.upperBound)
    default:
      lines[target].replaceSubrange(0..<action.count, with: Array(#"{"T":"action","#.utf8))
    }
    return try Self.sealed(lines, block: block, version: version)
  }
}
