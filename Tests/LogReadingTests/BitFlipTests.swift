import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct BitFlipTests {
  @Test func flippedBitInABlockIsReportedAtItsOffsetAndOtherBlocksStillRead() throws {
    let source = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: source, actions: 100)
    let original = try LogFile(path: source)
    let target = original.blocks[2]
    var bytes = try LogFixture.bytes(of: source)
    // Two bytes in a row: more than the index's check table puts right.
    bytes[target.offset + target.compressedSize / 2] ^= 0x10
    bytes[target.offset + target.compressedSize / 2 + 1] ^= 0x10
    let path = LogFixture.temporaryPath()
    try LogFixture.write(bytes, to: path)
    let log = try LogFile(path: path)
    let error = #expect(throws: LogError.self) { try log.records(inBlock: 2) }
    #expect(error?.code == .corrupted)
    #expect(error?.block == 2)
    #expect(error?.offset == target.offset)
    #expect(try log.records(inBlock: 1) == original.records(inBlock: 1))
    #expect(try log.records(inBlock: 3) == original.records(inBlock: 3))
    #expect(log.verify().map(\.block) == [2])
  }

  @Test func thousandsOfRandomFlipsNeverTrapOrGiveWrongRecords() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 60)
    let clean = try LogFixture.bytes(of: source)
    let expected = WrittenLines(lines)
    let last = try #require(try LogFile(path: source).blocks.last)
    let tableEnd = last.offset + last.compressedSize
    let path = LogFixture.temporaryPath()
    var random = SeededGenerator(seed: 0x7474_6C6F_67)
    var checkedBlocks = 0
    for _ in 0..<3000 {
      var bytes = clean
      let position = Int.random(in: 0..<bytes.count, using: &random)
      bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      try LogFixture.write(bytes, to: path)
      guard let log = try? LogFile(path: path) else { continue }
      // Blocks away from the flip hold identical bytes; a flip in the index can remap any block.
      let suspects = log.blocks.filter {
        position >= tableEnd || ($0.offset..<($0.offset + $0.compressedSize)).contains(position)
      }
      for block in suspects {
        do {
          let read = try log.records(inBlock: block.index).map(\.line)
          checkedBlocks += 1
          if !expected.isRun(read) {
            Issue.record("block \(block.index) read wrong records; flip at \(position)")
          }
        } catch let error as LogError {
          if error.block != block.index || error.offset != block.offset {
            Issue.record("error without its block and offset: \(error)")
          }
        }
      }
    }
    #expect(checkedBlocks > 0, "no flipped log opened, so no block was checked")
  }

  @Test func flipsInACutOffLogNeverTrapAndSealedBlocksStayExact() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 60)
    let clean = try LogFixture.bytes(of: source)
    let expected = WrittenLines(lines)
    let path = LogFixture.temporaryPath()
    var random = SeededGenerator(seed: 0x6375_74)
    var checkedBlocks = 0
    for _ in 0..<500 {
      var bytes = Array(clean[0..<Int.random(in: 1...clean.count, using: &random)])
      let position = Int.random(in: 0..<bytes.count, using: &random)
      bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      try LogFixture.write(bytes, to: path)
      guard let log = try? LogFile(path: path) else { continue }
      // The open tail has no checksum (documented); sealed blocks must be exact or refused.
      for block in log.blocks where block.sealed {
        guard let read = try? log.records(inBlock: block.index).map(\.line) else { continue }
        checkedBlocks += 1
        if !expected.isRun(read) {
          Issue.record("block \(block.index) read wrong records; flip at \(position)")
        }
      }
    }
    #expect(checkedBlocks > 0, "no sealed block of a flipped log read back, so none was checked")
  }
}

/// The lines a log was written with, to check that records read back are a run of them.
private struct WrittenLines {
  let lines: [[UInt8]]
  let positions: [[UInt8]: Int]

  init(_ lines: [[UInt8]]) {
    self.lines = lines
    positions = Dictionary(
      lines.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// `true` when `read` is non-empty and equals consecutive written lines.
  func isRun(_ read: [[UInt8]]) -> Bool {
    guard let first = read.first, let start = positions[first], start + read.count <= lines.count
    else { return false }
    return lines[start..<(start + read.count)].elementsEqual(read)
  }
}
