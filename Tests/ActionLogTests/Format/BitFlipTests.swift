import Foundation
import Testing

@testable import ActionLog

@Suite struct BitFlipTests {
  @Test func flippedBitInABlockIsReportedAtItsOffsetAndOtherBlocksStillRead() throws {
    let source = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: source, actions: 100)
    let original = try LogFile(path: source)
    let target = original.blocks[2]
    var bytes = try LogFixture.bytes(of: source)
    bytes[target.offset + target.compressedSize / 2] ^= 0x10
    let path = LogFixture.temporaryPath()
    try LogFixture.write(bytes, to: path)
    let log = try LogFile(path: path)
    #expect {
      try log.records(inBlock: 2)
    } throws: { error in
      let error = error as? LogError
      return error?.code == .corrupted && error?.block == 2 && error?.offset == target.offset
    }
    #expect(try log.records(inBlock: 1) == original.records(inBlock: 1))
    #expect(try log.records(inBlock: 3) == original.records(inBlock: 3))
    #expect(log.verify().map(\.block) == [2])
  }

  @Test func thousandsOfRandomFlipsNeverTrapOrGiveWrongRecords() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 60)
    let clean = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    var random = SeededGenerator(seed: 0x7474_6C6F_67)
    for _ in 0..<2000 {
      var bytes = clean
      let position = Int.random(in: 0..<bytes.count, using: &random)
      bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      try LogFixture.write(bytes, to: path)
      guard let log = try? LogFile(path: path) else { continue }
      for block in log.blocks {
        do {
          let read = try log.records(inBlock: block.index).map(\.line)
          let start = read.first.flatMap { lines.firstIndex(of: $0) } ?? lines.count
          #expect(
            LogFixture.isPrefix(read, of: Array(lines[start...])) && !read.isEmpty,
            "block \(block.index) read wrong records; flip at \(position)")
        } catch let error as LogError {
          #expect(error.block == block.index && error.offset == block.offset, "\(error)")
        }
      }
    }
  }

  @Test func flipsInACutOffLogNeverTrapAndSealedBlocksStayExact() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 60)
    let clean = try LogFixture.bytes(of: source)
    let path = LogFixture.temporaryPath()
    var random = SeededGenerator(seed: 0x6375_74)
    for _ in 0..<500 {
      var bytes = Array(clean[0..<Int.random(in: 1...clean.count, using: &random)])
      let position = Int.random(in: 0..<bytes.count, using: &random)
      bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      try LogFixture.write(bytes, to: path)
      guard let log = try? LogFile(path: path) else { continue }
      // The open tail has no checksum (documented); sealed blocks must be exact or refused.
      for block in log.blocks where block.sealed {
        guard let read = try? log.records(inBlock: block.index).map(\.line) else { continue }
        let start = read.first.flatMap { lines.firstIndex(of: $0) } ?? lines.count
        #expect(
          LogFixture.isPrefix(read, of: Array(lines[start...])) && !read.isEmpty,
          "block \(block.index) read wrong records; flip at \(position)")
      }
    }
  }
}
