import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import LogFormat
import LogReading
import Testing
import ValueCoding

@testable import ActionLog
@testable import Replay

/// Reducer replay over logs that are not whole: a crash cut the tail, a block is damaged, the
/// recorder dropped records. Replay checks what the log still holds and says what it skipped.
@Suite struct ReducerReplayRecoveryTests {
  private let increments = [Todos.Action](repeating: .increment, count: 24)

  @Test func crashedLogReplaysEveryRecoveredAction() throws {
    // 26 actions: the last block holds seqs 25 and 26 after its keyframe, and is cut.
    let log = try record(
      Todos(), from: Todos.State(), actions: increments + [.increment, .increment])
    try #require(try LogDamage.cutLastDataBlock(of: log.path) != nil)
    let timeline = try Timeline(path: log.path)
    guard case .crashed = timeline.status else {
      Issue.record("expected a crashed log, got \(timeline.status)")
      return
    }
    #expect(timeline.lastSeq >= 20 && timeline.lastSeq < 26)

    let report = try ReducerReplay(Todos(), timeline: timeline).run()
    #expect(report.divergence == nil)
    #expect(report.checked == Int(timeline.lastSeq))
    // A cut tail is not a loss inside the range: replay covers every seq the log holds.
    #expect(report.isComplete, "\(report.unchecked)")

    let buggy = try ReducerReplay(Todos(bugAtCount: 10), timeline: timeline).run()
    #expect(buggy.divergence?.seq == 11)
  }

  @Test func damagedBlockIsSkippedAndReplayGoesOnFromTheNextKeyframe() throws {
    let log = try record(Todos(), from: Todos.State(), actions: increments)
    let damaged = try LogDamage.flipBits(inDataBlock: 2, of: log.path, count: 8)
    let timeline = try Timeline(path: log.path)

    let report = try ReducerReplay(Todos(), timeline: timeline).run()
    #expect(report.divergence == nil)
    // Blocks hold 4 actions each; the third (seqs 9…12) is not replayed.
    #expect(report.checked == 20)
    #expect(
      report.unchecked == [
        UncheckedSeqs(
          seqs: 9...12, reason: "block \(damaged.index) at byte \(damaged.offset) is damaged")
      ])
    #expect(!report.isComplete)
    #expect(!report.description.contains("faithful:"), "\(report)")
    #expect(report.description.contains("not proven faithful"), "\(report)")
    #expect(report.description.contains("- seqs 9…12 not checked: block"), "\(report)")

    // Replay checks again after the damage: a bug from count 20 on is still caught.
    let buggy = try ReducerReplay(Todos(bugAtCount: 20), timeline: timeline).run()
    #expect(buggy.divergence?.seq == 21)
    #expect(buggy.unchecked.map(\.seqs) == [9...12])
    // A bug inside the damaged block cannot be caught, and the report does not claim it was.
    let hidden = try ReducerReplay(Todos(bugAtCount: 10), timeline: timeline).run()
    #expect(hidden.divergence == nil && !hidden.isComplete)
  }

  @Test func aRecoveredCopyNamesWhatItsSourceLost() throws {
    let log = try record(Todos(), from: Todos.State(), actions: increments)
    _ = try LogDamage.flipBits(inDataBlock: 2, of: log.path, count: 8)
    let copy = log.path + ".recovered"
    defer { try? FileManager.default.removeItem(atPath: copy) }
    _ = try LogFile(path: log.path).writeRecoveredCopy(to: copy)
    let timeline = try Timeline(path: copy)

    // The copy holds a gap record where the damaged block was: those seqs are not checked.
    let report = try ReducerReplay(Todos(), timeline: timeline).run()
    #expect(report.divergence == nil)
    #expect(report.checked == 20)
    #expect(report.unchecked.map(\.seqs) == [9...12], "\(report.unchecked)")
    #expect(report.unchecked.first?.reason.hasPrefix("lost before this copy was recovered") == true)
    // The same range when replay starts inside what the copy kept before the gap.
    let part = try ReducerReplay(Todos(), timeline: timeline).run(from: 6, through: 14)
    #expect(part.unchecked.map(\.seqs) == [9...12], "\(part.unchecked)")
    let hidden = try ReducerReplay(Todos(bugAtCount: 10), timeline: timeline).run()
    #expect(hidden.divergence == nil && !hidden.isComplete)
    let buggy = try ReducerReplay(Todos(bugAtCount: 20), timeline: timeline).run()
    #expect(buggy.divergence?.seq == 21)
  }

  @Test func droppedRecordsAreNamedAndReplayResumesAtTheNextFullState() throws {
    let encoder = TreeEncoder(policy: .default)
    var state = Todos.State()
    let log = try LogBuilder(initial: try encoder.encode(state), recordsPerBlock: 50)
    func send(_ action: Todos.Action, logged: Bool = true) throws {
      _ = Todos().reduce(into: &state, action: action)
      guard logged else { return }
      try log.action(
        try encoder.encode(action), summary: "\(action)", to: try encoder.encode(state))
    }
    for _ in 1...4 { try send(.increment) }
    for _ in 5...7 { try send(.increment, logged: false) }
    try log.dropped(3)
    for _ in 8...10 { try send(.increment) }
    try log.close()
    let timeline = try Timeline(path: log.path)

    let report = try ReducerReplay(Todos(), timeline: timeline).run()
    #expect(report.divergence == nil)
    // Seqs 1…4, 9 and 10; seq 8 carries the full state replay resumes from, so its action is
    // not checked either.
    #expect(report.checked == 6)
    #expect(
      report.unchecked == [UncheckedSeqs(seqs: 5...8, reason: "the recorder dropped seqs 5…7")])

    let buggy = try ReducerReplay(Todos(bugAtCount: 8), timeline: timeline).run()
    #expect(buggy.divergence?.seq == 9)
  }
}
