import Foundation
import Testing
import ToolSupport

@testable import LogFormat
@testable import LogReading

/// Format 3.3's segments: a block that fails its CRC, with more damage than its check table puts
/// right, keeps the segments before the damage.
@Suite struct SegmentSalvageTests {
  /// One block of 60 actions in segments of 8 records, and the same log with two bytes in a row
  /// flipped from byte `fraction` of that block's deflate data on.
  private func flippedLog(at fraction: Double) throws -> (clean: LogFile, damaged: LogFile) {
    let source = LogFixture.temporaryPath()
    try LogFixture.writeLog(
      at: source, actions: 60, options: LogWriter.Options(segmentRecords: 8))
    let clean = try LogFile(path: source)
    let block = clean.blocks[1]
    var bytes = try LogFixture.bytes(of: source)
    let data = block.offset + BlockHeader.length
    let flipped = data + Int(Double(block.compressedSize - BlockHeader.length - 8) * fraction)
    bytes[flipped] ^= 0xff
    bytes[flipped + 1] ^= 0xff
    let path = LogFixture.temporaryPath()
    try LogFixture.write(bytes, to: path)
    return (clean, try LogFile(path: path))
  }

  @Test func aFlipLosesTheRecordsFromItsSegmentOnAndKeepsThoseBefore() throws {
    let (clean, damaged) = try flippedLog(at: 0.6)
    let all = try clean.records(inBlock: 1)
    let kept = try damaged.records(inBlock: 1)
    #expect(kept.count >= 8 && kept.count < all.count)
    #expect(kept.count % 8 == 0)
    #expect(Array(all.prefix(kept.count)) == kept)
    #expect(!kept.contains { $0.kind == "seg" })
    let survey = damaged.survey()
    let lastKept = try #require(kept.last?.seq)
    #expect(survey.gaps.map(\.first) == [lastKept + 1])
    #expect(survey.gaps.first?.last == 60)
    #expect(survey.problems.count == 1)
  }

  @Test func aRecoveredCopyKeepsTheSalvagedRecordsAndVerifies() throws {
    let (_, damaged) = try flippedLog(at: 0.6)
    let kept = try damaged.records(inBlock: 1)
    let copyPath = LogFixture.temporaryPath()
    let report = try damaged.writeRecoveredCopy(to: copyPath)
    #expect(report.salvagedBlocks.count == 1)
    #expect(report.lostBlocks.isEmpty)
    let copy = try LogFile(path: copyPath)
    #expect(copy.verify().isEmpty)
    #expect(try copy.records(inBlock: 1).filter { $0.kind != "gap" } == kept)
    #expect(copy.survey().gaps.map(\.first) == damaged.survey().gaps.map(\.first))
  }

  @Test func aFlipInTheKeyframesSegmentLosesTheBlock() throws {
    let (_, damaged) = try flippedLog(at: 0.0)
    #expect(throws: LogError.self) { try damaged.records(inBlock: 1) }
  }

  /// A block whose CRC passes but whose second segment breaks the framing (a record prefix, an
  /// explicit seq, a `seg` record that does not match) keeps the records before the break.
  @Test(arguments: [DamageClass.brokenPrefix, .wrongSeq, .failingSeal])
  func aFramingErrorUnderAGoodCRCKeepsTheRecordsBeforeIt(damage: DamageClass) throws {
    let source = LogFixture.temporaryPath()
    try LogFixture.writeLog(
      at: source, actions: 60, options: LogWriter.Options(segmentRecords: 8))
    let clean = try LogFile(path: source)
    let copy = try #require(try damage.copies(of: clean).first { $0.block == 1 })
    let path = LogFixture.temporaryPath()
    try LogFixture.write(copy.bytes, to: path)
    let damaged = try LogFile(path: path)
    let kept = try damaged.records(inBlock: 1)
    // The keyframe's segment: 8 records.
    #expect(kept.count == 8)
    #expect(Array(try clean.records(inBlock: 1).prefix(kept.count)) == kept)
    let survey = damaged.survey()
    let lastKept = try #require(kept.last?.seq)
    #expect(survey.gaps.map(\.first) == [lastKept + 1])
    let report = try damaged.writeRecoveredCopy(to: LogFixture.temporaryPath())
    #expect(report.newGaps.map(\.first) == [lastKept + 1])
  }

  @Test func gzipSeesSegRecordsAsPlainLines() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(
      at: path, actions: 20, options: LogWriter.Options(segmentRecords: 8))
    let log = try LogFile(path: path)
    #expect(try LogFixture.allLines(log) == lines)
    // 20 actions and the keyframe: `seg` records after records 8 and 16, none after the last.
    #expect(log.blocks[1].recordCount == lines.count - 1 + 2)
  }
}

/// Every 7th byte of a log flipped, one copy each: the check tables in the index put every
/// flipped byte right, so no record is lost, and the recovered copy verifies.
@Suite struct SegmentFlipSweepTests {
  @Test func everySeventhByteFlippedLosesNoRecord() throws {
    let source = LogFixture.temporaryPath()
    try LogFixture.writeLog(
      at: source, actions: 120,
      options: LogWriter.Options(blockByteLimit: 3_000, minRecordsPerBlock: 4, segmentRecords: 8))
    let clean = try LogFile(path: source)
    let blocks = clean.blocks.filter { $0.kind == .data }
    let records = try blocks.map { try clean.records(inBlock: $0.index) }
    let bytes = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    let copyPath = LogFixture.temporaryPath()
    var corrected = 0
    for offset in stride(from: 0, to: bytes.count, by: 7) {
      var damaged = bytes
      damaged[offset] ^= 0xff
      try LogFixture.write(damaged, to: path)
      let log = try LogFile(path: path)
      #expect(log.blocks.map(\.offset) == clean.blocks.map(\.offset), "flip at \(offset)")
      for (number, block) in blocks.enumerated() {
        #expect(try log.records(inBlock: block.index) == records[number], "flip at \(offset)")
      }
      let survey = log.survey()
      #expect(survey.gaps.isEmpty, "flip at \(offset): \(survey.gaps)")
      corrected += survey.problems.contains { $0.message.contains("put right") } ? 1 : 0
      let report = try log.writeRecoveredCopy(to: copyPath)
      #expect(try LogFile(path: copyPath).verify().isEmpty, "copy of flip at \(offset): \(report)")
    }
    #expect(corrected > 0)
  }
}
