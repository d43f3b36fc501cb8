import Foundation
import Testing
import ToolSupport

@testable import LogFormat
@testable import LogReading

/// Format 3.4's check tables: the index holds the CRC-32 of each range of every block's deflate
/// data, and a reader puts one damaged byte per range right.
@Suite struct CheckTableTests {
  /// A closed log of 60 actions in one data block, cut into segments of 8 records.
  private func log() throws -> (path: String, log: LogFile, bytes: [UInt8]) {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 60, options: LogWriter.Options(segmentRecords: 8))
    return (path, try LogFile(path: path), try LogFixture.bytes(of: path))
  }

  private func reading(_ bytes: [UInt8], change: (inout [UInt8]) -> Void) throws -> LogFile {
    var copy = bytes
    change(&copy)
    let path = LogFixture.temporaryPath()
    try LogFixture.write(copy, to: path)
    return try LogFile(path: path)
  }

  @Test func theIndexHoldsATableForEveryBlockCoveringItsDeflateData() throws {
    let (_, log, _) = try log()
    #expect(log.checks.count == log.blocks.count)
    for (block, checks) in zip(log.blocks, log.checks) {
      let table = try #require(checks)
      #expect(table.dataLength == block.compressedSize - BlockHeader.length - 8)
    }
    // The data block's 61 records in segments of 8: one range per segment.
    #expect(log.checks[1]?.ranges.count == 8)
    // The last segment ends without a `seg` record: 61 records and 7 `seg` records.
    #expect(log.blocks[1].recordCount == 61 + 7)
  }

  @Test func oneDamagedByteAnywhereInABlocksDataIsPutRight() throws {
    let (_, clean, bytes) = try log()
    let records = try clean.records(inBlock: 1)
    let block = clean.blocks[1]
    let data = (block.offset + BlockHeader.length)..<(block.offset + block.compressedSize - 8)
    for offset in stride(from: data.lowerBound, to: data.upperBound, by: 3) {
      let log = try reading(bytes) { $0[offset] ^= 0xA5 }
      #expect(try log.records(inBlock: 1) == records, "byte \(offset)")
      let survey = log.survey()
      #expect(survey.gaps.isEmpty, "byte \(offset)")
      #expect(survey.problems.count == 1, "byte \(offset)")
      #expect(
        survey.problems.first?.message.contains("byte \(offset) (") == true,
        "byte \(offset): \(survey.problems)")
    }
  }

  @Test func oneDamagedByteInEachOfTwoRangesIsPutRight() throws {
    let (_, clean, bytes) = try log()
    let block = clean.blocks[1]
    let ranges = try #require(clean.checks[1]).ranges
    let start = block.offset + BlockHeader.length
    let second = start + Int(ranges[0].length) + Int(ranges[1].length) / 2
    let log = try reading(bytes) {
      $0[start + 5] ^= 0x01
      $0[second] ^= 0x80
    }
    #expect(try log.records(inBlock: 1) == clean.records(inBlock: 1))
    #expect(log.survey().gaps.isEmpty)
  }

  @Test func twoDamagedBytesInTheLastRangeKeepTheRangesBefore() throws {
    let (_, clean, bytes) = try log()
    let block = clean.blocks[1]
    let last = block.offset + block.compressedSize - 8 - 3
    let log = try reading(bytes) {
      $0[last] ^= 0xFF
      $0[last - 1] ^= 0xFF
    }
    // The ranges before the last hold the first 7 segments: 56 records, the keyframe included.
    let kept = try log.records(inBlock: 1)
    #expect(kept == Array(try clean.records(inBlock: 1).prefix(56)))
    #expect(log.survey().gaps.map(\.first) == [56])
  }

  @Test func aDamagedTrailerLosesNoRecord() throws {
    let (_, clean, bytes) = try log()
    let block = clean.blocks[1]
    let log = try reading(bytes) { $0[block.offset + block.compressedSize - 6] ^= 0x10 }
    #expect(try log.records(inBlock: 1) == clean.records(inBlock: 1))
    let survey = log.survey()
    #expect(survey.gaps.isEmpty)
    #expect(survey.problems.map(\.message).contains { $0.contains("gzip trailer") })
  }

  /// Every byte of the `TC` subfield (its id, length, each table's count, each range's length and
  /// CRC) flipped in turn: every record still reads, and the survey (`verify`, `info`) reports
  /// the damage.
  @Test func aDamagedCheckTableIsReportedAndLosesNoRecord() throws {
    let (_, clean, bytes) = try log()
    let last = try #require(clean.blocks.last)
    let index = last.offset + last.compressedSize
    let id = [UInt8(ascii: "T"), UInt8(ascii: "C")]
    let start = try #require(
      (index..<(bytes.count - 1)).first { Array(bytes[$0..<($0 + 2)]) == id })
    let length = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
    let records = try clean.records(inBlock: 1)
    for offset in start..<(start + 4 + length) {
      let log = try reading(bytes) { $0[offset] ^= 0x08 }
      #expect(try log.records(inBlock: 1) == records, "byte \(offset)")
      let survey = log.survey()
      #expect(survey.gaps.isEmpty, "byte \(offset)")
      #expect(!survey.problems.isEmpty, "byte \(offset): no problem reported")
    }
  }

  @Test func theHeaderBlockIsPutRightToo() throws {
    let (_, clean, bytes) = try log()
    let log = try reading(bytes) { $0[BlockHeader.length + 10] ^= 0x42 }
    #expect(log.headerDamage == nil)
    #expect(log.header == clean.header)
  }

  @Test func aLogWithoutItsIndexHasNoTableAndLosesFromTheDamagedSegmentOn() throws {
    let (_, clean, bytes) = try log()
    let block = clean.blocks[1]
    let indexStart = block.offset + block.compressedSize
    let log = try reading(bytes) {
      $0.removeSubrange(indexStart...)
      $0[block.offset + BlockHeader.length + (block.compressedSize - 52) / 2] ^= 0xFF
    }
    #expect(log.checks.isEmpty)
    let kept = try log.records(inBlock: 1)
    #expect(kept.count < 61 && kept.count % 8 == 0)
  }

  @Test func followingAClosedLogPutsTheByteRightAsTheFileReaderDoes() throws {
    let (_, clean, bytes) = try log()
    let block = clean.blocks[1]
    var copy = bytes
    copy[block.offset + BlockHeader.length + 100] ^= 0x3C
    let path = LogFixture.temporaryPath()
    try LogFixture.write(copy, to: path)
    let events = try LogTail(path: path, writerCheck: { _ in false }).read()
    let lines = events.flatMap { event -> [[UInt8]] in
      if case .records(let records) = event { records.map(\.line) } else { [] }
    }
    #expect(lines == (try clean.records(inBlock: 1)).map(\.line))
    #expect(!events.contains { if case .lost = $0 { true } else { false } })
  }
}

/// The arithmetic that finds one damaged byte from a range's CRC-32.
@Suite struct CheckTableVerdictTests {
  private func table(_ pieces: [[UInt8]]) -> BlockChecks {
    var builder = BlockChecks.Builder()
    for piece in pieces {
      builder.add(piece)
      builder.cut()
    }
    return builder.finish()
  }

  @Test func intactDataPassesAndOneByteIsFoundWithItsValue() {
    let data: [UInt8] = (0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    let checks = table([Array(data[..<200]), Array(data[200...])])
    #expect(checks.verdict(of: data[...]) == .intact)
    var damaged = data
    damaged[321] ^= 0x5A
    #expect(
      checks.verdict(of: damaged[...])
        == .correctable([[ByteCorrection(index: 321, found: damaged[321], fixed: data[321])]]))
  }

  @Test func twoBytesInOneRangeAreNotPutRight() {
    let data: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 11) }
    let checks = table([Array(data[..<100]), Array(data[100...])])
    var damaged = data
    damaged[150] ^= 0x01
    damaged[250] ^= 0x02
    guard case .uncorrectable(let prefix) = checks.verdict(of: damaged[...]) else {
      Issue.record("two damaged bytes were called correctable")
      return
    }
    #expect(prefix == 100)
  }

  @Test func aTableForOtherBytesIsNoVerdict() {
    let checks = table([[1, 2, 3]])
    #expect(checks.verdict(of: [1, 2, 3, 4][...]) == .uncorrectable(intactPrefix: 0))
  }
}
