import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

/// Format 3.0 ends a closed log with the end marker inside the last index member; 1.x and 2.0 wrote
/// an end member of its own, and both open through their index.
@Suite struct TrailingEndTests {
  @Test func aClosedLogEndsWithTheIndexMemberThatCarriesTheEndMarker() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 120)
    let log = try LogFile(path: path)
    let bytes = try LogFixture.bytes(of: path)
    let last = try #require(log.blocks.last)
    let indexOffset = last.offset + last.compressedSize
    let index = bytes[indexOffset...]
    guard case .success(let member) = BlockHeader.decode(index) else {
      Issue.record("no index member after the last block")
      return
    }
    #expect(member.kind == .index)
    #expect(indexOffset + Int(member.size) == bytes.count, "one member: no end member after it")
    let marker = try #require(
      TableMembers.decodeTrailingEnd(bytes.suffix(TableMembers.trailingEndLength)[...]))
    #expect(marker.indexOffset == UInt64(indexOffset))
    #expect(marker.blockCount == UInt64(log.blocks.count))
    #expect(marker.lastSeq == log.endSeq)
    #expect(TableMembers.endMarker(in: index) == marker)
    #expect(log.usedIndex && log.status == .closed)
  }

  @Test func theEndMarkerFollowsTheLastOfSeveralIndexMembers() throws {
    let blocks = (0..<4_500).map { number in
      BlockInfo(
        index: number, kind: number == 0 ? .header : .data, offset: number * 100,
        compressedSize: 100, firstSeq: UInt64(number), firstTime: 0, recordCount: 1,
        sealed: true)
    }
    let end = TableMembers.EndMarker(indexOffset: 450_000, blockCount: 4_500, lastSeq: 4_499)
    let bytes = TableMembers.indexMembers(for: blocks, end: end)
    #expect(TableMembers.decodeIndex(bytes[...])?.count == 4_500)
    #expect(
      TableMembers.decodeTrailingEnd(bytes.suffix(TableMembers.trailingEndLength)[...]) == end)
    // Only the last member carries it.
    guard case .success(let first) = BlockHeader.decode(bytes[...]) else {
      Issue.record("no first member")
      return
    }
    #expect(TableMembers.endMarker(in: bytes[0..<Int(first.size)]) == nil)
  }

  @Test func aDamagedEndMarkerFallsBackToTheBlockHeadersAndSaysSo() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: path, actions: 120)
    var bytes = try LogFixture.bytes(of: path)
    // The index offset in the trailing end marker: first payload byte after `TE` and its length.
    bytes[bytes.count - TableMembers.trailingEndLength + 4] ^= 0x40
    try LogFixture.write(bytes, to: path)
    let log = try LogFile(path: path)
    #expect(!log.usedIndex)
    guard case .damaged(let errors) = log.status else {
      Issue.record("status \(log.status), expected damaged")
      return
    }
    #expect(errors.map(\.message).joined().contains("block index"))
    #expect(try LogFixture.allLines(log) == lines, "no record is lost")
  }

  @Test func aLogCutInsideItsLastIndexMemberIsACrashDuringClose() throws {
    let path = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: path, actions: 120)
    let bytes = try LogFixture.bytes(of: path)
    try LogFixture.write(bytes.dropLast(5), to: path)
    let log = try LogFile(path: path)
    #expect(!log.usedIndex)
    #expect(try LogFixture.allLines(log) == lines)
  }

  @Test func aFormatTwoLogWithItsEndMemberStillOpensThroughItsIndex() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/format-2.0/tab-stack.ttlog").path
    let log = try LogFile(path: path)
    #expect(log.version == FormatVersion(major: 2, minor: 0))
    #expect(log.usedIndex && log.status == .closed)
    let bytes = try LogFixture.bytes(of: path)
    #expect(
      TableMembers.decodeEnd(bytes.suffix(TableMembers.endMemberLength)[...])?.lastSeq
        == log.endSeq)
  }
}
