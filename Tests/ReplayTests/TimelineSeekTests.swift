import JSONTree
import LogFormat
import Testing
import ToolSupport

@testable import ActionLog
@testable import Replay

@Suite struct TimelineSeekTests {
  @Test(arguments: [(UInt64(1), 150), (UInt64(2), 400), (UInt64(3), 60)])
  func randomAccessEqualsSequentialApplicationAtEverySeq(seed: UInt64, actions: Int) throws {
    let log = try RandomSession.write(actions: actions, seed: seed)
    let timeline = try Timeline(path: log.path)
    #expect(timeline.keyframeCount > 3)
    #expect(timeline.firstSeq == 0)
    #expect(timeline.lastSeq == UInt64(actions))
    var random = SeededGenerator(seed: seed)
    for seq in (0...timeline.lastSeq).shuffled(using: &random) {
      #expect(try timeline.state(at: seq) == log.states[seq], "seq \(seq)")
    }
  }

  @Test func concurrentSeeksFromSeveralTasksEachGetTheRightState() async throws {
    let log = try RandomSession.write(actions: 300, seed: 21)
    let timeline = try Timeline(path: log.path)
    let states = log.states
    let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<6 {
        group.addTask {
          var random = SeededGenerator(seed: UInt64(100 + task))
          var wrong = 0
          for _ in 0..<400 {
            // Random jumps and runs of steps back and forth, all through one shared cache.
            let seq = UInt64.random(in: 5...timeline.lastSeq, using: &random)
            for step in [seq, seq - 1, seq - 2, seq - 1, seq] {
              if try timeline.state(at: step) != states[step] { wrong += 1 }
            }
          }
          return wrong
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  @Test func steppingForwardThenBackVisitsEveryState() throws {
    let log = try RandomSession.write(actions: 200, seed: 9)
    let timeline = try Timeline(path: log.path)
    for seq in 0...timeline.lastSeq {
      #expect(try timeline.state(at: seq) == log.states[seq], "forward \(seq)")
    }
    for seq in (0...timeline.lastSeq).reversed() {
      #expect(try timeline.state(at: seq) == log.states[seq], "back \(seq)")
    }
    for seq in stride(from: 150, through: 100, by: -1) {
      #expect(try timeline.state(at: UInt64(seq)) == log.states[UInt64(seq)])
      #expect(try timeline.state(at: UInt64(seq + 1)) == log.states[UInt64(seq + 1)])
    }
  }

  @Test func seqOutsideTheLogNamesTheValidRange() throws {
    let log = try RandomSession.write(actions: 10, seed: 4)
    let timeline = try Timeline(path: log.path)
    #expect(
      throws: ReplayError(
        .seqOutOfRange, "seq 11 is outside this log: states 0…10 are available", seq: 11)
    ) {
      try timeline.state(at: 11)
    }
  }

  @Test func droppedSeqsThrowAndTheFullStateAfterThemIsServed() throws {
    let log = try LogBuilder(initial: .object(["count": .int(0)]))
    for count in 1...5 {
      try log.action(.string("inc"), summary: "inc", to: .object(["count": .int(Int64(count))]))
    }
    try log.dropped(3)
    try log.action(.string("inc"), summary: "inc", to: .object(["count": .int(9)]))
    try log.action(.string("inc"), summary: "inc", to: .object(["count": .int(10)]))
    try log.close()
    let timeline = try Timeline(path: log.path)
    #expect(timeline.lastSeq == 10)
    #expect(try timeline.state(at: 9) == .object(["count": .int(9)]))
    #expect(try timeline.state(at: 10) == .object(["count": .int(10)]))
    #expect(try timeline.state(at: 5) == .object(["count": .int(5)]))
    let error = #expect(throws: ReplayError.self) { try timeline.state(at: 7) }
    #expect(error?.code == .stateDropped)
    #expect(error?.message.contains("6…8") == true)
    #expect(try timeline.entry(at: 9).record.kind == "action")
    #expect(throws: ReplayError.self) { try timeline.entry(at: 7) }
  }

  @Test func missingFileIsAnUnreadableLogWrappingTheLogError() throws {
    let error = #expect(throws: ReplayError.self) {
      try Timeline(path: "/nonexistent/session.ttlog")
    }
    #expect(error?.code == .unreadableLog)
    #expect(error?.underlying?.code == .notFound)
  }

  @Test func changesBetweenTwoPointsAreThePatchBetweenTheirStates() throws {
    let log = try RandomSession.write(actions: 50, seed: 5)
    let timeline = try Timeline(path: log.path)
    let patch = try timeline.changes(from: 10, to: 40)
    #expect(try JSONPatch.apply(patch, to: #require(log.states[10])) == log.states[40])
    #expect(try timeline.changes(from: 7, to: 7).isEmpty)
  }
}

@Suite struct TimelineCacheTests {
  @Test func stepsBackFromAWarmPositionAreLookupsThenOnePatchEach() throws {
    let log = try LogBuilder(
      initial: .object(["count": .int(0), "list": .array([])]), recordsPerBlock: 200)
    for count in 1...100 {
      var list: [JSONValue] = (0..<(count % 7)).map { .int(Int64($0)) }
      if count % 5 == 0 { list.append(.string("five")) }
      try log.action(
        .string("step"), summary: "step",
        to: .object(["count": .int(Int64(count)), "list": .array(list)]))
    }
    try log.close()
    let timeline = try Timeline(path: log.path)
    #expect(timeline.keyframeCount > 3)
    // The first seek into a block walks it from its keyframe once.
    for seq in 40...60 { _ = try timeline.state(at: UInt64(seq)) }
    #expect(try timeline.state(at: 60) == log.states[60])
    #expect(timeline.lastSeekPatchCount == 0)
    #expect(try timeline.state(at: 61) == log.states[61])
    #expect(timeline.lastSeekPatchCount == 1)
    // Back to where we came from, and the states the walk to 61 passed: cached, no patch.
    #expect(try timeline.state(at: 60) == log.states[60])
    #expect(timeline.lastSeekPatchCount == 0)
    #expect(try timeline.state(at: 61) == log.states[61])
    #expect(timeline.lastSeekPatchCount == 0)
    for seq in stride(from: 60, through: 40, by: -1) {
      #expect(try timeline.state(at: UInt64(seq)) == log.states[UInt64(seq)])
      #expect(timeline.lastSeekPatchCount <= 1, "seq \(seq)")
    }
  }

  @Test func theFirstStepsBackAfterASeekAreCachedStates() throws {
    let log = try LogBuilder(
      initial: .object(["count": .int(0)]), recordsPerBlock: 500,
      options: LogWriter.Options(minRecordsPerBlock: 1_000))
    for count in 1...200 {
      try log.action(.string("tick"), summary: "tick", to: .object(["count": .int(Int64(count))]))
    }
    try log.close()
    let timeline = try Timeline(path: log.path)
    #expect(timeline.keyframeCount == 1)
    #expect(try timeline.state(at: 150) == log.states[150])
    #expect(timeline.lastSeekPatchCount == 150)
    for seq in stride(from: 149, through: 146, by: -1) {
      #expect(try timeline.state(at: UInt64(seq)) == log.states[UInt64(seq)])
      #expect(timeline.lastSeekPatchCount == 0, "seq \(seq)")
    }
    // Further back than the cache reaches, each step is one inverse patch.
    var patched = 0
    for seq in stride(from: 145, through: 120, by: -1) {
      #expect(try timeline.state(at: UInt64(seq)) == log.states[UInt64(seq)])
      #expect(timeline.lastSeekPatchCount <= 1, "seq \(seq)")
      patched += timeline.lastSeekPatchCount
    }
    #expect(patched >= 20)
  }
}
