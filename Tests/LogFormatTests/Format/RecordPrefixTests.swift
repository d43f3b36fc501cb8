import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import LogReading
@testable import ValueCoding

@Suite struct RecordPrefixTests {
  @Test(arguments: [
    (#"{"t":"action","seq":12,"a":1}"#, "action", UInt64(12), UInt64(0)),
    (#"{"t":"key","seq":0}"#, "key", 0, 0),
    (#"{"t":"dropped","seq":9,"count":4,"why":"full"}"#, "dropped", 9, 4),
    (#"{"t":"header","seq":0,"format":"ttlog"}"#, "header", 0, 0),
  ])
  func scannerReadsKindSeqAndDroppedCount(
    line: String, kind: String, seq: UInt64, dropped: UInt64
  ) throws {
    let prefix = try #require(RecordPrefix.scan(Array(line.utf8)))
    #expect(prefix == RecordPrefix(kind: kind, seq: seq, droppedCount: dropped))
  }

  @Test(arguments: [
    "", "{", #"{"seq":1,"t":"action"}"#, #"{"t":"action","seq":}"#, #"{"t":"action","seq":01}"#,
    #"{"t":"action","seq":-1}"#, #"{"t":"action","seq":99999999999999999999}"#,
    #"{"t":"dropped","seq":3}"#, #"{"t":"dropped","seq":3,"count":0}"#, #"{"t":"","seq":1}"#,
    #"{"t":"a b","seq":1}"#, #"{"t":"action","seq":12x}"#,
  ])
  func scannerRejectsLinesWithoutTheContractPrefix(line: String) {
    #expect(RecordPrefix.scan(Array(line.utf8)) == nil)
  }

  @Test func seqRulesFollowTheRecordKind() throws {
    let action = try #require(RecordPrefix.scan(Array(#"{"t":"action","seq":5}"#.utf8)))
    let marker = try #require(RecordPrefix.scan(Array(#"{"t":"marker","seq":5}"#.utf8)))
    let dropped = try #require(RecordPrefix.scan(Array(#"{"t":"dropped","seq":8,"count":4}"#.utf8)))
    #expect(action.expectedSeq(after: 4) == 5)
    #expect(marker.expectedSeq(after: 5) == 5)
    #expect(dropped.expectedSeq(after: 4) == 8)
  }

  @Test(arguments: [
    (#"{"t":"action","du":5}"#, "action", UInt64(42)),
    (#"{"t":"oob","du":5}"#, "oob", 42),
    (#"{"t":"marker","text":"x"}"#, "marker", 41),
    (#"{"t":"effect"}"#, "effect", 41),
    (#"{"t":"dropped","count":3,"reason":"full"}"#, "dropped", 44),
  ])
  func aLeftOutSeqIsTheOneTheRecordBeforeImplies(line: String, kind: String, seq: UInt64) throws {
    let prefix = try #require(RecordPrefix.scan(Array(line.utf8), after: 41))
    #expect(prefix.kind == kind && prefix.seq == seq && !prefix.seqWritten)
  }

  @Test(arguments: [
    #"{"t":"action","du":5}"#, #"{"t":"dropped","du":5}"#, #"{"t":"dropped","count":0}"#,
    #"{"t":"action"x}"#,
  ])
  func aLeftOutSeqNeedsARecordBeforeAndAValidRest(line: String) {
    #expect(RecordPrefix.scan(Array(line.utf8)) == nil)
    if line.contains("count") || line.contains("x") || line.contains("dropped") {
      #expect(RecordPrefix.scan(Array(line.utf8), after: 3) == nil)
    }
  }

  @Test func aLeftOutSeqThatWouldOverflowIsRejected() {
    #expect(RecordPrefix.scan(Array(#"{"t":"action"}"#.utf8), after: .max) == nil)
  }

  @Test func theWriterAndReaderNumberRecordsThatLeaveTheirSeqOut() throws {
    let path = LogFixture.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogFixture.header(), time: 0)
    try writer.startBlock(keyframe: LogFixture.keyframe(seq: 7), seq: 7, time: 0)
    for line in [
      #"{"t":"action","a":1}"#, #"{"t":"marker","text":"m"}"#, #"{"t":"dropped","count":2}"#,
      #"{"t":"oob","seq":11}"#, #"{"t":"action"}"#,
    ] {
      try writer.append(Array(line.utf8))
    }
    #expect(writer.lastSeq == 12)
    #expect(throws: LogError.self) { try writer.append(Array(#"{"t":"action","seq":12}"#.utf8)) }
    try writer.close()
    let file = try LogFile(path: path)
    let seqs = try file.records(inBlock: 1).map(\.seq)
    #expect(seqs == [7, 8, 8, 10, 11, 12])
  }
}
