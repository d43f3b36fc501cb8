import Foundation
import Testing

@testable import LogFormat
@testable import LogReading

/// Format 3.3's segments: a block that fails its CRC keeps the segments before the damage.
@Suite struct SegmentSalvageTests {
  /// One block of 60 actions in segments of 8 records, and the same log with byte `fraction` of
  /// that block's deflate data flipped.
  private func flippedLog(at fraction: Double) throws -> (clean: LogFile, damaged: LogFile) {
    let source = LogFixture.temporaryPath()
    try LogFixture.writeLog(
      at: source, actions: 60, options: LogWriter.Options(segmentRecords: 8))
    let clean = try LogFile(path: source)
    let block = clean.blocks[1]
    var bytes = try LogFixture.bytes(of: source)
    let data = block.offset + BlockHeader.length
    bytes[data + Int(Double(block.compressedSize - BlockHeader.length - 8) * fraction)] ^= 0xff
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

  @Test func aRepairedCopyKeepsTheSalvagedRecordsAndVerifies() throws {
    let (_, damaged) = try flippedLog(at: 0.6)
    let kept = try damaged.records(inBlock: 1)
    let copyPath = LogFixture.temporaryPath()
    let report = try damaged.writeRepairedCopy(to: copyPath)
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

  @Test func gzipSeesSegRecordsAsPlainLines() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(
      at: path, actions: 20, options: LogWriter.Options(segmentRecords: 8))
    let log = try LogFile(path: path)
    #expect(try LogFixture.allLines(log) == lines)
    #expect(log.blocks[1].recordCount == lines.count - 1 + 3)
  }
}

/// Every 7th byte of a log flipped, one copy each: a flip in a data block loses only records of
/// that block, from a segment boundary on, and the repaired copy verifies.
@Suite struct SegmentFlipSweepTests {
  @Test func everySeventhByteFlippedLosesOnlyItsBlockFromASegmentOn() throws {
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
    var salvaged = 0
    for offset in stride(from: 0, to: bytes.count, by: 7) {
      var damaged = bytes
      damaged[offset] ^= 0xff
      try LogFixture.write(damaged, to: path)
      guard let log = try? LogFile(path: path) else { continue }
      for (number, block) in blocks.enumerated() {
        let hit = (block.offset..<(block.offset + block.compressedSize)).contains(offset)
        let read = try? log.records(inBlock: block.index)
        if !hit {
          if offset < blocks[0].offset || log.blocks.count == clean.blocks.count {
            #expect(read == records[number], "flip at \(offset) changed block \(block.index)")
          }
          continue
        }
        guard let read, read.count < records[number].count else { continue }
        #expect(Array(records[number].prefix(read.count)) == read, "flip at \(offset)")
        #expect(read.count % 8 == 0, "flip at \(offset) kept \(read.count) records")
        salvaged += read.count
      }
      let report = try log.writeRepairedCopy(to: copyPath)
      #expect(try LogFile(path: copyPath).verify().isEmpty, "copy of flip at \(offset): \(report)")
    }
    #expect(salvaged > 0)
  }
}
