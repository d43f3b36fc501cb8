import Foundation
import LogFormat
import LogReading
import Testing

@testable import ActionLog
@testable import Replay

@Suite struct TimelineRecoveryTests {
  @Test func crashedLogServesEveryRecoveredState() throws {
    let log = try RandomSession.write(actions: 120, seed: 21)
    let last = try #require(try LogDamage.cutLastDataBlock(of: log.path))

    let timeline = try Timeline(path: log.path)
    guard case .crashed = timeline.status else {
      Issue.record("expected a crashed log, got \(timeline.status)")
      return
    }
    #expect(timeline.lastSeq >= last.firstSeq)
    #expect(timeline.lastSeq < 120)
    for seq in 0...timeline.lastSeq {
      #expect(try timeline.state(at: seq) == log.states[seq], "seq \(seq)")
    }
    #expect(throws: ReplayError.self) { try timeline.state(at: timeline.lastSeq + 1) }
  }

  @Test func abandonedLogWithoutCloseIsReadable() throws {
    let log = try RandomSession.write(actions: 40, seed: 22, close: false)
    try log.abandon()
    let timeline = try Timeline(path: log.path)
    #expect(timeline.lastSeq == 40)
    #expect(try timeline.state(at: 40) == log.states[40])
  }

  @Test func trimmedFlightRecorderLogStartsAtItsFirstKeyframe() throws {
    let builder = try LogBuilder(
      initial: RandomSession.initial,
      options: LogWriter.Options(
        blockByteLimit: 2048, minRecordsPerBlock: 8, maxFileBytes: 16 * 1024))
    let log = try RandomSession.write(actions: 900, seed: 23, noise: 200, builder: builder)
    #expect(log.compactions > 0)
    let timeline = try Timeline(path: log.path)
    #expect(timeline.isTrimmed)
    #expect(timeline.firstSeq > 0)
    #expect(timeline.lastSeq == 900)
    for seq in stride(from: timeline.firstSeq, through: timeline.lastSeq, by: 1) {
      #expect(try timeline.state(at: seq) == log.states[seq], "seq \(seq)")
    }
    let first = timeline.firstSeq
    #expect(
      throws: ReplayError(
        .seqOutOfRange, "seq 0 is outside this log: states \(first)…900 are available", seq: 0)
    ) { try timeline.state(at: 0) }
    #expect(try timeline.entry(at: first).record.kind == "key")
  }

  @Test func damagedBlockNamesItselfAndOtherBlocksStillWork() throws {
    let log = try RandomSession.write(actions: 120, seed: 24)
    let file = try LogFile(path: log.path)
    let data = file.blocks.filter { $0.kind == .data }
    #expect(data.count > 4)
    let victim = try LogDamage.flipBits(inDataBlock: 2, of: log.path)

    let timeline = try Timeline(path: log.path)
    let inside = victim.firstSeq + 1
    #expect(inside < data[3].firstSeq)
    let error = #expect(throws: ReplayError.self) { try timeline.state(at: inside) }
    #expect(error?.code == .damagedBlock)
    #expect(error?.message.contains("block \(victim.index) at byte \(victim.offset)") == true)
    #expect(error?.underlying != nil)
    #expect(try timeline.state(at: data[3].firstSeq) == log.states[data[3].firstSeq])
    #expect(try timeline.state(at: 1) == log.states[1])
  }
}
