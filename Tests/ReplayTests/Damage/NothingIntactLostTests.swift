import Foundation
import LogFormat
import LogReading
import Testing

@testable import ActionLog
@testable import Replay

/// Damage outside the records — the index, the end marker, a block header, the header block — costs
/// no intact record: every state is still served, `verify` names the damage, `recover` → `verify`
/// is clean.
@Suite struct NothingIntactLostTests {
  // Format 1.0 wrote several data blocks per sample: damage to one block's index entry or header
  // leaves others to compare with.
  let path = DamageSweepTests.formatOnePath("split-view")

  func damagedCopy(_ spoil: (inout [UInt8], LogFile) throws -> Void) throws -> String {
    let log = try LogFile(path: path)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    try spoil(&bytes, log)
    let copy = try DamageSweepTests.workspace() + "/copy.ttlog"
    try Data(bytes).write(to: URL(fileURLWithPath: copy))
    return copy
  }

  /// Every state of the original is served by `copy` and by its recovered copy, equal.
  func expectEveryStateServed(_ copy: String) throws {
    let original = try Timeline(path: path)
    let damaged = try Timeline(path: copy)
    let recoveredPath = copy + ".recovered"
    _ = try LogFile(path: copy).writeRecoveredCopy(to: recoveredPath)
    let recovered = try Timeline(path: recoveredPath)
    #expect(LogVerification(try LogFile(path: recoveredPath)).problems == [])
    #expect(damaged.gaps == [])
    for seq in original.firstSeq...original.lastSeq {
      let state = try original.state(at: seq)
      #expect(try damaged.state(at: seq) == state, "seq \(seq)")
      #expect(try recovered.state(at: seq) == state, "seq \(seq) after recover")
    }
  }

  @Test func aFlippedIndexEntryFallsBackToTheHeaderScan() throws {
    let copy = try damagedCopy { bytes, log in
      let indexOffset = log.blocks.last.map { $0.offset + $0.compressedSize } ?? 0
      // Entry 2's first seq: member header (44) + `TI` id and length (4) + 2 entries + 16.
      bytes[indexOffset + 44 + 4 + 2 * 32 + 16] ^= 0x01
    }
    let log = try LogFile(path: copy)
    #expect(!log.usedIndex)
    #expect(log.survey().problems.map(\.message).contains { $0.contains("block index") })
    try expectEveryStateServed(copy)
  }

  @Test func aDamagedEndMarkerFallsBackToTheHeaderScan() throws {
    let copy = try damagedCopy { bytes, _ in bytes[bytes.count - 60] ^= 0x10 }
    #expect(try !LogFile(path: copy).usedIndex)
    try expectEveryStateServed(copy)
  }

  @Test func aFlippedRecordsFieldIsReportedAndTheBlockIsStillRead() throws {
    let copy = try damagedCopy { bytes, log in bytes[log.blocks[2].offset + 24] ^= 0x04 }
    let verification = LogVerification(try LogFile(path: copy))
    #expect(verification.problems.map(\.line).contains { $0.contains("records field") })
    try expectEveryStateServed(copy)
  }

  @Test(arguments: [("deflate data", 60), ("gzip magic", 0), ("kind", 18)])
  func aDamagedHeaderBlockStillYieldsEveryDataBlock(_ place: String, _ offset: Int) throws {
    let copy = try damagedCopy { bytes, _ in bytes[offset] ^= 0x22 }
    let log = try LogFile(path: copy)
    #expect(log.headerDamage != nil, "\(place)")
    let problems = LogVerification(log).problems
    #expect(problems.first?.line.hasPrefix("block 0 at byte 0") == true, "\(place)")
    try expectEveryStateServed(copy)
  }

  @Test func infoAndVerifyCountTheSame() throws {
    for sample in DamageSweepTests.samples {
      let log = try LogFile(path: DamageSweepTests.samplePath(sample))
      let survey = log.survey()
      let verification = LogVerification(log, survey: survey)
      let timeline = try Timeline(path: log.path)
      #expect(verification.keyframes == timeline.survey.keyframes)
      #expect(verification.keyframes == log.blocks.count - 1)
      #expect(verification.records == survey.records)
      #expect(verification.blocks == log.blocks.count)
      // The block table counts every line, the `seg` record that ends each segment but a
      // block's last too.
      let segments = survey.blocks.dropFirst().reduce(0) { $0 + ($1.records + 63) / 64 - 1 }
      #expect(survey.records + segments == log.blocks.reduce(0) { $0 + ($1.recordCount ?? 0) })
    }
  }
}
