import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct RecoveryTests {
  @Test func recoveredCopyKeepsIntactBlocksAndTheTailAndReportsLosses() throws {
    let source = LogFixture.temporaryPath()
    let lines = try LogFixture.writeLog(at: source, actions: 100, close: false)
    let original = try LogFile(path: source)
    let damagedBlock = original.blocks[2]
    var bytes = try LogFixture.bytes(of: source)
    bytes[damagedBlock.offset + damagedBlock.compressedSize / 2] ^= 0x01
    let broken = LogFixture.temporaryPath()
    try LogFixture.write(bytes, to: broken)
    let log = try LogFile(path: broken)
    guard case .crashed(let tail) = log.status else {
      Issue.record("expected a crashed log, got \(log.status)")
      return
    }
    #expect(tail.salvagedRecords > 0)

    let recovered = LogFixture.temporaryPath()
    let report = try log.writeRecoveredCopy(to: recovered)
    #expect(report.lostBlocks.map(\.block) == [2])
    #expect(report.lostBlocks.first?.offset == damagedBlock.offset)
    #expect(report.keptBlocks == original.blocks.count - 2)
    #expect(report.salvagedTailRecords == tail.salvagedRecords)

    let copy = try LogFile(path: recovered)
    #expect(copy.status == .closed)
    let lost = try original.records(inBlock: 2).map(\.line)
    let expected = lines.filter { !lost.contains($0) }
    let copied = try LogFixture.allLines(copy)
    // The copy holds a gap record: a 3.0 log's copy stays 3.0, which defines gap records (a 1.0
    // log's copy is raised to 1.1; GapRecordVersionTests reads such a copy).
    #expect(
      String(decoding: copied[0], as: UTF8.self).contains(#""version":"\#(FormatVersion.current)""#)
    )
    #expect(copy.version == FormatVersion.current)
    let kept = copied.dropFirst().filter { !$0.starts(with: Array(#"{"t":"gap""#.utf8)) }
    #expect(kept == Array(expected.dropFirst()))
    // The lost seqs are marked in the copy, so it verifies: one gap record, after the keyframe
    // that ends the gap.
    #expect(report.newGaps.count == 1)
    #expect(copied.count { $0.starts(with: Array(#"{"t":"gap""#.utf8)) } == 1)
    #expect(copy.survey().problems.isEmpty)
    #expect(
      copy.survey().gaps
        == report.newGaps.map {
          LogGap(first: $0.first, last: $0.last, cause: .recorded, reason: $0.reason)
        })
  }

  @Test func recoveryRefusesToOverwriteItsSource() throws {
    let path = LogFixture.temporaryPath()
    try LogFixture.writeLog(at: path, actions: 5)
    #expect(throws: LogError.self) { try LogFile(path: path).writeRecoveredCopy(to: path) }
  }
}
