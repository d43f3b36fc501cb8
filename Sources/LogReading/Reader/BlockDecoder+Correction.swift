import LogFormat

extension BlockDecoder {
  /// Puts right a sealed block that fails its CRC-32 or length check, as its check table allows:
  /// one damaged byte per range is corrected, and data that passes every range while the
  /// trailer fails means only the trailer is damaged. The result must pass every check a whole
  /// block passes (inflating to the end, the trailer's CRC-32 and length for a corrected byte).
  ///
  /// - Returns: The uncompressed bytes and the note for the block's problems, or `nil` when the
  ///   table cannot put the block right.
  static func correct(
    _ bytes: [UInt8], dataOffset: Int, block: BlockInfo, _ verdict: BlockChecks.Verdict
  ) -> (output: [UInt8], note: String)? {
    switch verdict {
    case .intact:
      // The deflate data is as written: only the 8-byte trailer can be damaged.
      let result = bytes.withUnsafeBytes {
        Inflater.inflate(UnsafeRawBufferPointer(rebasing: $0[dataOffset..<(bytes.count - 8)]))
      }
      guard result.ended, result.failure == nil, result.consumed == bytes.count - 8 - dataOffset
      else { return nil }
      let trailer = block.offset + bytes.count - 8
      return (
        result.output,
        "its gzip trailer (bytes \(trailer)–\(trailer + 7)) is damaged; its data passes the "
          + "check table in the index, so no record is lost"
      )
    case .correctable(let ways):
      for way in ways {
        var fixed = bytes
        for correction in way { fixed[dataOffset + correction.index] = correction.fixed }
        guard let (output, size) = inflateSealed(fixed, dataOffset: dataOffset),
          size == bytes.count
        else { continue }
        let places = way.map { correction in
          "byte \(block.offset + dataOffset + correction.index) (\(correction.found), "
            + "written as \(correction.fixed))"
        }
        return (
          output,
          "\(places.joined(separator: ", ")) \(way.count == 1 ? "is" : "are") damaged and put "
            + "right from the check table in the index, so no record is lost"
        )
      }
      return nil
    case .uncorrectable:
      return nil
    }
  }
}

extension BlockChecks {
  /// The verdict on a sealed member's deflate data (between the member's header, `dataOffset`
  /// bytes, and its 8-byte trailer), or `nil` when the member is too short to hold both.
  func verdict(ofMember bytes: [UInt8], dataOffset: Int) -> Verdict? {
    guard dataOffset + 8 <= bytes.count else { return nil }
    return verdict(of: bytes[dataOffset..<(bytes.count - 8)])
  }
}
