import Testing

@testable import ActionLog
@testable import LogFormat
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
}
