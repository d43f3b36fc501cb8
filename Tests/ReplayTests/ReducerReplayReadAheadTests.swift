import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import JSONTree
import Testing
import ValueCoding

@testable import ActionLog
@testable import Replay

/// Reading the log on a second thread (``ReducerReplay/readsAhead``) and reusing decoded actions
/// (``ReducerReplay/reusesDecodedActions``) change how fast a replay runs, never what it reports:
/// every way of running gives the serial replay's report, or its error.
@Suite struct ReducerReplayReadAheadTests {
  /// A replay's report, or the error it threw.
  enum Outcome: Equatable {
    case report(ReplayReport)
    case error(ReplayError)
  }

  /// The ways of running compared: serial without reuse first (the reference), then serial with
  /// reuse, then read ahead with the default batches, one step per batch and one batch ahead (each
  /// side waits on the other at every step), and small batches without reuse.
  static let ways: [(readsAhead: Bool, reuses: Bool, batchSize: Int, capacity: Int)] = [
    (false, false, 32, 8), (false, true, 32, 8), (true, true, 32, 8), (true, true, 1, 1),
    (true, false, 3, 2),
  ]

  private let script: [Todos.Action] =
    (0..<30).flatMap { round -> [Todos.Action] in
      [.increment, .add("Milk"), .increment, .add("Eggs \(round % 3)"), .remove(id: 1)]
    } + [.login(password: "hunter2"), .increment]

  private func outcomes<R: Reducer>(
    _ reducer: R, path: String, from: UInt64? = nil, through: UInt64? = nil
  ) throws -> [Outcome] where R.State: Codable, R.Action: Codable {
    try Self.ways.map { way in
      var replay = ReducerReplay(reducer, timeline: try Timeline(path: path))
      replay.readsAhead = way.readsAhead
      replay.reusesDecodedActions = way.reuses
      replay.readAhead = (way.batchSize, way.capacity)
      do {
        return .report(try replay.run(from: from, through: through))
      } catch let error as ReplayError {
        return .error(error)
      }
    }
  }

  /// Every way's outcome equals the serial one; returns it.
  @discardableResult
  private func expectSame(_ outcomes: [Outcome]) -> Outcome? {
    for (index, outcome) in outcomes.enumerated().dropFirst() {
      #expect(outcome == outcomes[0], "way \(Self.ways[index])")
    }
    return outcomes.first
  }

  @Test func aFaithfulLogReportsTheSameEveryWay() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script, recordsPerBlock: 16)
    let outcome = expectSame(try outcomes(Todos(), path: log.path))
    guard case .report(let report)? = outcome else {
      Issue.record("expected a report, got \(String(describing: outcome))")
      return
    }
    #expect(report.divergence == nil)
    #expect(report.checked == script.count)
  }

  @Test func aDivergentBuildStopsAtTheSameSeqEveryWay() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script, recordsPerBlock: 16)
    let outcome = expectSame(try outcomes(Todos(bugAtCount: 40), path: log.path))
    guard case .report(let report)? = outcome else {
      Issue.record("expected a report, got \(String(describing: outcome))")
      return
    }
    let divergence = try #require(report.divergence)
    #expect(divergence.summary == "increment")
    #expect(divergence.expected["count"] == .int(41))
  }

  @Test func aRangeReportsTheSameEveryWay() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script, recordsPerBlock: 16)
    expectSame(try outcomes(Todos(bugAtCount: 40), path: log.path, from: 17, through: 90))
    expectSame(try outcomes(Todos(), path: log.path, from: 33, through: 33))
  }

  @Test func aDamagedBlockIsSkippedTheSameWayEveryWay() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script, recordsPerBlock: 16)
    let damaged = try LogDamage.flipBits(inDataBlock: 2, of: log.path, count: 8)
    let outcome = expectSame(try outcomes(Todos(), path: log.path))
    guard case .report(let report)? = outcome else {
      Issue.record("expected a report, got \(String(describing: outcome))")
      return
    }
    #expect(
      report.unchecked.map(\.reason) == [
        "block \(damaged.index) at byte \(damaged.offset) is damaged"
      ])
    expectSame(try outcomes(Todos(bugAtCount: 60), path: log.path))
  }

  /// 40 increments in blocks of 8 records, seq 14's line malformed and seq 15 a full state.
  private func logWithABadLineAtSeq14() throws -> LogBuilder {
    let encoder = TreeEncoder(policy: .default)
    var state = Todos.State()
    let log = try LogBuilder(initial: try encoder.encode(state), recordsPerBlock: 8)
    for index in 0..<40 {
      _ = Todos().reduce(into: &state, action: .increment)
      if index == 13 {
        try log.malformedAction()
      } else {
        try log.action(
          try encoder.encode(Todos.Action.increment), summary: "increment",
          to: try encoder.encode(state), full: index == 14)
      }
    }
    try log.close()
    return log
  }

  @Test func aLineThatDoesNotParseEndsItsBlockTheSameWayEveryWay() throws {
    let log = try logWithABadLineAtSeq14()
    let outcome = expectSame(try outcomes(Todos(), path: log.path))
    guard case .report(let report)? = outcome else {
      Issue.record("expected a report, got \(String(describing: outcome))")
      return
    }
    #expect(report.checked < 40)
    // From seq 14's line the block is lost; replay resumes at the next block's keyframe.
    let next = try #require(
      try Timeline(path: log.path).dataBlocks.first { $0.firstSeq > 14 }?.firstSeq)
    #expect(report.unchecked.map(\.seqs) == [14...next], "\(report.unchecked)")
    #expect(report.unchecked.first?.reason.hasSuffix("is damaged from seq 14") == true)
    // The actions before the bad line in its block (seqs 9…13 after the keyframe at 8) are still
    // checked: a reducer wrong at seq 13 is caught there.
    let caught = expectSame(try outcomes(Todos(bugAtCount: 12), path: log.path))
    guard case .report(let buggy)? = caught else {
      Issue.record("expected a report, got \(String(describing: caught))")
      return
    }
    #expect(buggy.divergence?.seq == 13)
  }

  @Test func aLineThatDoesNotParsePastTheEndIsNotReportedWhateverItsPlace() throws {
    let log = try logWithABadLineAtSeq14()
    // The bad line is seq 14. Replays that end before it never reach it, so whether they
    // mention it must not depend on how far before it they end.
    let justBefore = expectSame(try outcomes(Todos(), path: log.path, through: 13))
    let earlier = expectSame(try outcomes(Todos(), path: log.path, through: 12))
    guard case .report(let a)? = justBefore, case .report(let b)? = earlier else {
      Issue.record(
        "expected reports, got \(String(describing: justBefore)), \(String(describing: earlier))")
      return
    }
    #expect(a.divergence == nil && b.divergence == nil)
    #expect(a.isComplete == b.isComplete)
    #expect(a.isComplete, "\(a.unchecked)")
  }

  @Test func aCrashedLogReportsTheSameEveryWay() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script, recordsPerBlock: 16)
    try #require(try LogDamage.cutLastDataBlock(of: log.path) != nil)
    expectSame(try outcomes(Todos(), path: log.path))
    expectSame(try outcomes(Todos(bugAtCount: 45), path: log.path))
  }

  @Test func droppedRecordsReportTheSameEveryWay() throws {
    let encoder = TreeEncoder(policy: .default)
    var state = Todos.State()
    let log = try LogBuilder(initial: try encoder.encode(state), recordsPerBlock: 50)
    for index in 1...60 {
      _ = Todos().reduce(into: &state, action: .increment)
      if (20...24).contains(index) { continue }
      if index == 25 { try log.dropped(5) }
      try log.action(
        try encoder.encode(Todos.Action.increment), summary: "increment",
        to: try encoder.encode(state))
    }
    try log.close()
    let outcome = expectSame(try outcomes(Todos(), path: log.path))
    guard case .report(let report)? = outcome else {
      Issue.record("expected a report, got \(String(describing: outcome))")
      return
    }
    #expect(
      report.unchecked == [
        UncheckedSeqs(seqs: 20...25, reason: "the recorder dropped seqs 20…24")
      ])
  }

  @Test func anActionThatDoesNotDecodeThrowsTheSameErrorEveryWay() throws {
    let encoder = TreeEncoder(policy: .default)
    var state = Todos.State()
    let log = try LogBuilder(initial: try encoder.encode(state), recordsPerBlock: 8)
    for index in 0..<40 {
      _ = Todos().reduce(into: &state, action: .increment)
      let action =
        index == 27 ? JSONValue.string("jump") : try encoder.encode(Todos.Action.increment)
      try log.action(action, summary: "increment", to: try encoder.encode(state))
    }
    try log.close()
    let outcome = expectSame(try outcomes(Todos(), path: log.path))
    guard case .error(let error)? = outcome else {
      Issue.record("expected an error, got \(String(describing: outcome))")
      return
    }
    #expect(error.code == .decodingFailed)
    #expect(error.seq == 28)
    // A build that diverges before the action never decodes it.
    expectSame(try outcomes(Todos(bugAtCount: 10), path: log.path))
  }

  @Test func anActionHoldingAClassInstanceIsDecodedAfreshEachTime() throws {
    let actions = (0..<12).map { _ in Tally.Action.bump(Tally.Counter()) }
    let log = try record(Tally(), from: Tally.State(), actions: actions)
    let outcome = expectSame(try outcomes(Tally(), path: log.path))
    guard case .report(let report)? = outcome else {
      Issue.record("expected a report, got \(String(describing: outcome))")
      return
    }
    // Reused, the one counter would have been bumped again by every action after the first.
    #expect(report.divergence == nil)
    #expect(report.checked == 12)
  }
}

/// Adds what each action's counter reads after the reducer bumps it: an action that holds a class
/// instance and is changed by the reducer that gets it.
struct Tally: Reducer {
  /// A counter that starts at 0 whenever it is decoded (it encodes as `{}`).
  final class Counter: Codable, @unchecked Sendable {
    var count = 0
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {
      _ = encoder.container(keyedBy: NoKeys.self)
    }
    private enum NoKeys: CodingKey {}
  }
  struct State: Codable, Equatable { var total = 0 }
  enum Action: Codable, Sendable { case bump(Counter) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .bump(let counter):
      counter.count += 1
      state.total += counter.count
    }
    return .none
  }
}

@Suite struct DecodedActionsTests {
  @Test func treesThatDecodeDifferentlyAreDifferentKeys() {
    #expect(JSONValue.double(-0.0) == .double(0.0))
    #expect(ExactTree(.double(-0.0)) != ExactTree(.double(0.0)))
    #expect(
      ExactTree(.object(["x": .array([.double(-0.0)])]))
        != ExactTree(.object(["x": .array([.double(0.0)])])))
    #expect(ExactTree(.object(["x": .int(1)])) == ExactTree(.object(["x": .int(1)])))
    #expect(
      ExactTree(.object(["x": .int(1), "y": .null]))
        != ExactTree(.object(["y": .null, "x": .int(1)])))
  }

  @Test func onlyValuesWithoutReferencesCountAsPlain() {
    #expect(PlainValue.holdsNoReferences(Todos.Action.add("Milk")))
    #expect(PlainValue.holdsNoReferences([1: [UUID()]] as [Int: [UUID?]]))
    #expect(PlainValue.holdsNoReferences(Date()))
    #expect(!PlainValue.holdsNoReferences(Tally.Action.bump(Tally.Counter())))
    #expect(!PlainValue.holdsNoReferences([Tally.Counter()]))
    #expect(!PlainValue.holdsNoReferences(Shared(wrappedValue: 1)))
  }

  @Test func anActionIsKeptTheSecondTimeItsTreeIsMet() throws {
    let memo = DecodedActions<Int>()
    var decodes = 0
    func decode() -> Int {
      decodes += 1
      return decodes
    }
    #expect(memo.action(for: .int(7), decode: decode) == 1)
    #expect(memo.action(for: .int(7), decode: decode) == 2)
    #expect(memo.action(for: .int(7), decode: decode) == 2)
    #expect(memo.action(for: .double(-0.0), decode: decode) == 3)
    #expect(decodes == 3)
  }

  @Test func aMemoWithFewHitsTurnsItselfOff() throws {
    let memo = DecodedActions<Int>()
    var decodes = 0
    for index in 0..<DecodedActions<Int>.trial {
      _ = memo.action(
        for: .int(Int64(index)),
        decode: {
          decodes += 1; return 0
        })
    }
    decodes = 0
    for _ in 0..<3 {
      _ = memo.action(
        for: .int(1),
        decode: {
          decodes += 1; return 0
        })
    }
    #expect(decodes == 3)
  }
}
