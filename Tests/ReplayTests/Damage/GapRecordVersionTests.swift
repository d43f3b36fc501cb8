import Foundation
import LogFormat
import LogReading
import Testing

@testable import ActionLog
@testable import Replay

/// The committed format 1.1 log: the 1.0 `split-view.ttlog` (kept as
/// `Tests/Fixtures/format-1.0/split-view.ttlog`) with byte 3348 flipped, recovered by
/// `tt-debug recover` (a `gap` record marks #25…#48).
@Suite struct GapRecordVersionTests {
  let path = URL(fileURLWithPath: DamageSweepTests.samplePath("split-view"))
    .deletingLastPathComponent().appendingPathComponent("format-1.1/split-view-recovered.ttlog")
    .path

  @Test func committedRecoveredCopyReadsAsVersionOnePointOne() throws {
    let log = try LogFile(path: path)
    #expect(log.version == FormatVersion(major: 1, minor: 1))
    #expect(String(decoding: log.header, as: UTF8.self).contains(#""version":"1.1""#))
    #expect(log.status == .closed)
    let verification = LogVerification(log)
    #expect(verification.problems == [])
    #expect(verification.gaps.map(\.seqs) == ["#25…#48"])
    #expect(verification.gaps.first?.cause == .recorded)
  }

  @Test func everyStateOutsideTheGapEqualsTheOriginal() throws {
    let original = try Timeline(
      path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/format-1.0/split-view.ttlog").standardized.path)
    let copy = try Timeline(path: path)
    #expect(copy.firstSeq == original.firstSeq)
    #expect(copy.lastSeq == original.lastSeq)
    for seq in copy.firstSeq...copy.lastSeq {
      if (25...47).contains(seq) {
        #expect(throws: ReplayError.self) { try copy.state(at: seq) }
      } else {
        #expect(try copy.state(at: seq) == original.state(at: seq), "seq \(seq)")
      }
    }
  }

  @Test func theGapRecordParsesAndKeepsTheSeq() throws {
    let log = try LogFile(path: path)
    let records = try log.blocks.dropFirst().flatMap { try log.records(inBlock: $0.index) }
    let gaps = records.filter { $0.kind == "gap" }
    #expect(gaps.count == 1)
    guard let raw = gaps.first, case .gap(let gap) = try LogRecord(line: raw.line) else {
      Issue.record("no gap record")
      return
    }
    #expect(gap.seq == 48 && gap.first == 25 && gap.last == 48)
    #expect(gap.reason.hasPrefix("block 2 at byte 2386 is damaged"))
  }
}
