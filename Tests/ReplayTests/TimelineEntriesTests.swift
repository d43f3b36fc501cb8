import Testing

@testable import ActionLog
@testable import Replay

@Suite struct TimelineEntriesTests {
  /// count 0…12 in blocks of 4 records; a marker after seq 5, an effect after seq 8.
  private func counterLog() throws -> (LogBuilder, Timeline) {
    let log = try LogBuilder(initial: .object(["count": .int(0)]), recordsPerBlock: 4)
    for count in 1...12 {
      let name = count == 7 ? "resetButtonTapped" : "incrementButtonTapped"
      try log.action(
        .object([name: .object([:])]), summary: name, to: .object(["count": .int(Int64(count))]))
      if count == 5 { try log.marker("Checkout failed here") }
      if count == 8 { try log.effect(.finished) }
    }
    try log.close()
    return (log, try Timeline(path: log.path))
  }

  @Test func headerCountsAndTimeSpanDescribeTheLog() throws {
    let (log, timeline) = try counterLog()
    #expect(timeline.header.session.app == "ReplayTests")
    #expect(timeline.actionCount == 12)
    #expect(timeline.keyframeCount == 4)
    #expect(timeline.blockCount == 5)
    #expect(timeline.status == .closed)
    #expect(timeline.startWall == 1_700_000_000_000)
    #expect(timeline.endWall == log.wall)
  }

  /// `show` and the other one-shot commands open a log cold: opening must not parse the records of
  /// the last block, which only the end time needs.
  @Test func openingParsesTheLastBlocksKeyframeOnlyUntilTheEndTimeIsAskedFor() throws {
    let (log, timeline) = try counterLog()
    let last = try #require(timeline.cachedBlock(timeline.dataBlocks.count - 1))
    #expect(timeline.lastSeq == 12)
    #expect(last.parsedRecords.count == 1)
    #expect(timeline.endWall == log.wall)
    #expect(last.parsedRecords.count == last.recordCount)
  }

  @Test func entryAtASeqIsTheActionThatMadeIt() throws {
    let (_, timeline) = try counterLog()
    let entry = try timeline.entry(at: 4)
    guard case .action(let action) = entry.record else {
      Issue.record("expected an action, got \(entry.record.kind)")
      return
    }
    #expect(action.seq == 4)
    #expect(action.summary == "incrementButtonTapped")
    #expect(action.route == ["root"])
    #expect(entry.timeOffset == 1.0)
    #expect(try timeline.entry(at: 0).record.kind == "key")
  }

  @Test func entriesListEveryRecordInOrderWithoutRepeatedKeyframes() throws {
    let (_, timeline) = try counterLog()
    let kinds = try timeline.entries(from: 4, to: 9).map { "\($0.seq) \($0.record.kind)" }
    #expect(
      kinds == [
        "4 action", "5 action", "5 marker", "6 action", "7 action", "8 action", "8 effect",
        "9 action",
      ])
    let all = try timeline.entries(from: 0, to: 12)
    #expect(all.first?.record.kind == "key")
    #expect(all.filter { $0.record.kind == "key" }.count == 1)
    #expect(all.last?.record.kind == "close")
    #expect(throws: ReplayError.self) { try timeline.entries(from: 5, to: 4) }
  }

  @Test func markersAndSearchFindTheirSeqs() throws {
    let (_, timeline) = try counterLog()
    #expect(try timeline.markers().map(\.text) == ["Checkout failed here"])
    #expect(try timeline.markers().map(\.seq) == [5])
    #expect(try timeline.search("RESETbutton") == [7])
    #expect(try timeline.search("checkout") == [5])
    #expect(try timeline.search("increment").count == 11)
  }

  @Test func timeOffsetFindsTheLastStateAtOrBeforeIt() throws {
    let (_, timeline) = try counterLog()
    #expect(try timeline.seq(atTimeOffset: 0) == 0)
    #expect(try timeline.seq(atTimeOffset: 0.2) == 0)
    #expect(try timeline.seq(atTimeOffset: 1.0) == 4)
    #expect(try timeline.seq(atTimeOffset: 1.1) == 4)
    #expect(try timeline.seq(atTimeOffset: -5) == 0)
    #expect(try timeline.seq(atTimeOffset: 1000) == 12)
    #expect(throws: ReplayError.self) { try timeline.seq(atTimeOffset: .nan) }
  }
}
