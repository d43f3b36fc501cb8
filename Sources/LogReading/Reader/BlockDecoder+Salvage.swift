import LogFormat

extension BlockDecoder {
  /// The records of a damaged sealed block's segments before the damage: inflated from the
  /// block's start as far as the deflate data goes, kept up to the last `seg` record that
  /// matches its segment (docs/LogFormat.md, "Segments"). `nil` when not even the keyframe's
  /// segment checks out (a block before 3.3 has no `seg` records).
  ///
  /// With `trustedData`, the bytes of deflate data whose check-table ranges pass (format 3.4),
  /// every complete record those bytes inflate to is kept too, `seg` record or not.
  static func salvage(
    _ block: BlockInfo, bytes: [UInt8], header: BlockHeader, failure: LogError,
    trustedData: Int? = nil
  ) -> Decoded? {
    let firstKind = firstRecordKind(of: block.kind)
    let outcome = LineParser.parse(
      inflateOpen(bytes, dataOffset: header.dataOffset), firstKind: firstKind,
      firstSeq: block.firstSeq)
    var kept = (records: outcome.checkedRecords, lines: outcome.checkedLines)
    var candidates = outcome.records
    if let trustedData {
      let end = min(bytes.count, header.dataOffset + trustedData)
      let trusted = LineParser.parse(
        inflateOpen(Array(bytes[..<end]), dataOffset: header.dataOffset), firstKind: firstKind,
        firstSeq: block.firstSeq)
      if trusted.records.count > kept.records {
        kept = (trusted.records.count, trusted.lineCount)
        candidates = trusted.records
      }
    }
    guard kept.records > 0 else { return nil }
    let records = Array(candidates[..<kept.records])
    let lastKept = records.last?.seq ?? block.firstSeq
    let lostRecords = block.recordCount.map { kept.lines < $0 } ?? true
    var damage = failure
    damage.message =
      "block \(block.index) at byte \(block.offset) is damaged after seq \(lastKept): its CRC-32 "
      + "or length check fails; the \(records.count) records before the damage pass their "
      + "checksums"
    damage.seq = lostRecords ? lastKept + 1 : nil
    return Decoded(
      records: records, header: header,
      salvage: Salvage(damage: damage, lostRecords: lostRecords))
  }
}
