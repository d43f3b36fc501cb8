import Foundation
import JSONTree
import LogFormat
import LogReading
import Testing

@testable import Replay

/// A record that does not parse under a good CRC (a writer's bug, or a flipped byte in a crashed
/// log's open tail) costs the states from it to the next block's keyframe, no more: the records
/// before it are listed and served, and the rest is a gap every reader names alike.
@Suite struct TimelineBadRecordTests {
  /// Actions 1…14 in block 2 (keyframe at 10), seq 15 does not parse, then actions to 30; the
  /// next block starts where the builder's rule puts it.
  static func log() throws -> (LogBuilder, Timeline, next: UInt64) {
    let log = try LogBuilder(initial: .object(["count": .int(0)]), recordsPerBlock: 10)
    for count in 1...14 {
      try log.action(.string("add"), summary: "add", to: .object(["count": .int(Int64(count))]))
    }
    try log.malformedAction()
    for count in 16...30 {
      try log.action(
        .string("add"), summary: "add", to: .object(["count": .int(Int64(count))]),
        full: count == 16)
    }
    try log.close()
    let timeline = try Timeline(path: log.path)
    let next = try #require(
      try LogFile(path: log.path).blocks.filter { $0.kind == .data }.map(\.firstSeq)
        .first { $0 > 15 })
    return (log, timeline, next)
  }

  @Test func theRecordsBeforeTheBadOneAreListedAndTheRestIsAGap() throws {
    let (_, timeline, next) = try Self.log()
    let entries = try timeline.entries(from: 0, to: timeline.lastSeq)
    let seqs = entries.map(\.seq)
    #expect(Array(seqs.prefix(15)) == Array(0...14))
    let gap = try #require(
      entries.compactMap { entry -> GapRecord? in
        if case .gap(let gap) = entry.record { gap } else { nil }
      }.first)
    #expect(gap.first == 15 && gap.last == next)
    #expect(gap.reason.hasPrefix("block 2 at byte "))
    #expect(gap.reason.contains(", seq 15: the record does not parse: "))
    // After the gap, the next block's records (its keyframe's state is the gap's last).
    #expect(seqs.contains(next + 1) && !seqs.contains(16))
    #expect(timeline.gaps(from: 0, to: timeline.lastSeq).map(\.seqs) == ["#15…#\(next)"])
    #expect(timeline.gaps.map(\.seqs) == ["#15…#\(next)"])
  }

  @Test func statesBeforeTheBadRecordAreServedAndLostOnesNameTheGap() throws {
    let (log, timeline, next) = try Self.log()
    #expect(try timeline.entry(at: 12).seq == 12)
    #expect(try timeline.state(at: 14) == log.states[14])
    #expect(try timeline.state(at: next) == log.states[next])
    let error = #expect(throws: ReplayError.self) { try timeline.state(at: 17) }
    #expect(error?.code == .damagedBlock)
    #expect(
      error?.message.hasPrefix("state 17 is lost: it is in the gap #15…#\(next) (block 2") == true)
    #expect(timeline.gap(containing: 15)?.seqs == "#15…#\(next)")
    #expect(timeline.gap(containing: 14) == nil)
    #expect(timeline.nearestState(to: 17, forward: true)?.seq == next)
    #expect(timeline.nearestState(to: 17, forward: false)?.seq == 14)
  }

  @Test func aPageOrExportSeesTheRecordsBeforeTheBadOne() throws {
    let (_, timeline, _) = try Self.log()
    let blocks = timeline.blocks(from: 0, to: timeline.lastSeq)
    let damaged = try #require(blocks.first { $0.damage != nil })
    #expect(damaged.records.map(\.seq) == Array(10...14))
    #expect(damaged.damage?.seq == 15)
  }
}
