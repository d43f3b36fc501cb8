import LogFormat

extension BlockDecoder {
  /// The records of a damaged sealed block's segments before the damage: inflated from the
  /// block's start as far as the deflate data goes, kept up to the last `seg` record that
  /// matches its segment (docs/LogFormat.md, "Segments"). `nil` when not even the keyframe's
  /// segment checks out (a block before 3.3 has no `seg` records).
  static func salvage(
    _ block: BlockInfo, bytes: [UInt8], header: BlockHeader, failure: LogError
  ) -> Decoded? {
    let output = inflateOpen(bytes, dataOffset: header.dataOffset)
    let outcome = LineParser.parse(
      output, firstKind: firstRecordKind(of: block.kind), firstSeq: block.firstSeq)
    guard outcome.checkedRecords > 0 else { return nil }
    let records = Array(outcome.records[..<outcome.checkedRecords])
    let lastKept = records.last?.seq ?? block.firstSeq
    let lostRecords = block.recordCount.map { outcome.checkedLines < $0 } ?? true
    var damage = failure
    damage.message =
      "block \(block.index) at byte \(block.offset) is damaged after seq \(lastKept): its CRC-32 "
      + "or length check fails; the \(records.count) records before the damage pass their "
      + "segment checksums"
    damage.seq = lostRecords ? lastKept + 1 : nil
    return Decoded(
      records: records, header: header,
      salvage: Salvage(damage: damage, lostRecords: lostRecords))
  }
}
