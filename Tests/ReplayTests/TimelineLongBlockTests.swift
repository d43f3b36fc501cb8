import LogFormat
import Testing
import ToolSupport

@testable import ActionLog
@testable import Replay

/// Blocks of hundreds of states, as format 2.0's block policy writes them: the reader parses a
/// block only as far as a seek needs, and its caches serve what a fresh rebuild would.
@Suite struct TimelineLongBlockTests {
  /// One block of `actions` states (no keyframe but the first) over the random medium state.
  static func longBlockLog(
    actions: Int, seed: UInt64, recordsPerBlock: Int = 100_000, close: Bool = true
  ) throws
    -> LogBuilder
  {
    let builder = try LogBuilder(
      initial: RandomSession.initial, recordsPerBlock: recordsPerBlock,
      options: LogWriter.Options(blockByteLimit: 1 << 24, minRecordsPerBlock: 100_000))
    return try RandomSession.write(actions: actions, seed: seed, close: close, builder: builder)
  }

  @Test func aSeekParsesTheBlockOnlyUpToItsTarget() throws {
    let log = try Self.longBlockLog(actions: 400, seed: 31)
    let timeline = try Timeline(path: log.path)
    #expect(timeline.keyframeCount == 1)
    let block = try timeline.parsedBlock(0)
    let total = block.prefix.withLock { $0.raw.count }
    // Opening parsed the whole (last) block to learn when the log ends; a block loaded by a seek
    // starts with its keyframe alone.
    let fresh = try Timeline.parse(timeline.dataBlocks[0], of: timeline.file)
    #expect(fresh.prefix.withLock { $0.records.count } == 1)
    #expect(fresh.states.count == 401)
    let position = try #require(fresh.position(of: 40))
    #expect(try fresh.state(at: position).state == log.states[40])
    let parsed = fresh.prefix.withLock { $0.records.count }
    #expect(parsed == fresh.states[position].recordIndex + 1)
    #expect(parsed < total / 2)
    // The rest is parsed when asked for, and matches a block parsed whole.
    #expect(try fresh.records == block.records)
    #expect(fresh.prefix.withLock { $0.records.count } == total)
  }

  @Test func everyStateServedFromTheCachesEqualsAFreshRebuild() throws {
    let log = try Self.longBlockLog(actions: 600, seed: 32)
    let timeline = try Timeline(path: log.path)
    var random = SeededGenerator(seed: 32)
    // Random jumps, each followed by steps back and forth, through one timeline's caches; each
    // state checked against the writer's and against a timeline that never saw another seek.
    for _ in 0..<40 {
      let seq = UInt64.random(in: 3...597, using: &random)
      for step in [seq, seq - 1, seq - 2, seq - 3, seq - 2, seq + 1, seq + 2, seq - 1] {
        let served = try timeline.state(at: step)
        #expect(served == log.states[step], "seq \(step)")
        #expect(try Timeline(path: log.path).state(at: step) == served, "seq \(step)")
      }
    }
    // From the end of the block back, each step a cached state or one inverse patch.
    #expect(try timeline.state(at: 600) == log.states[600])
    for seq in stride(from: 599, through: 500, by: -1) {
      #expect(try timeline.state(at: UInt64(seq)) == log.states[UInt64(seq)], "back \(seq)")
      #expect(timeline.lastSeekPatchCount <= 1, "back \(seq)")
    }
  }

  @Test func concurrentSeeksAndScansOfOneLongBlockEachGetTheRightState() async throws {
    let log = try Self.longBlockLog(actions: 500, seed: 33)
    let timeline = try Timeline(path: log.path)
    let states = log.states
    let entryCount = try timeline.entries(from: 0, to: 500).count
    // A new timeline, so the tasks race on a block nobody has parsed past its keyframe.
    let racing = try Timeline(path: log.path)
    let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<6 {
        group.addTask {
          var random = SeededGenerator(seed: UInt64(200 + task))
          var wrong = 0
          for round in 0..<150 {
            let seq = UInt64.random(in: 3...500, using: &random)
            for step in [seq, seq - 1, seq - 2, seq - 1, seq] {
              if try racing.state(at: step) != states[step] { wrong += 1 }
            }
            if round % 50 == task, try racing.entries(from: 0, to: 500).count != entryCount {
              wrong += 1
            }
          }
          return wrong
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  @Test func aRecordThatDoesNotParseCostsOnlyTheStatesFromItOn() throws {
    // Seq 61 is damaged; the full state at 62 ends the block, and the next one starts there.
    let log = try Self.longBlockLog(actions: 60, seed: 34, recordsPerBlock: 61, close: false)
    try log.malformedAction()
    try log.action(.string("reset"), summary: "reset", to: RandomSession.initial, full: true)
    _ = try RandomSession.write(actions: 5, seed: 35, builder: log)
    let timeline = try Timeline(path: log.path)
    #expect(timeline.keyframeCount == 2)
    for seq in stride(from: 60, through: 0, by: -7) {
      #expect(try timeline.state(at: UInt64(seq)) == log.states[UInt64(seq)], "seq \(seq)")
    }
    #expect(try timeline.state(at: 62) == log.states[62])
    let error = #expect(throws: ReplayError.self) { try timeline.state(at: 61) }
    #expect(error?.code == .damagedBlock)
    #expect(error?.message.contains("block 1") == true)
    // The states before the damage are still served after the failed seek.
    #expect(try timeline.state(at: 59) == log.states[59])
  }
}
