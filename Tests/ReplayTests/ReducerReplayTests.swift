import ComposableStoreRecording
import ComposableStoreReplay
import Testing
import ValueCoding

@testable import ActionLog
@testable import Replay

@Suite struct ReducerReplayTests {
  private let script: [Todos.Action] = [
    .increment, .increment, .increment, .add("Milk"), .increment, .login(password: "hunter2"),
    .add("Eggs"), .remove(id: 1), .increment,
  ]

  @Test func unchangedReducerReplaysWithoutDivergence() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script)
    let timeline = try Timeline(path: log.path)
    let report = try ReducerReplay(Todos(), timeline: timeline).run()
    #expect(report.divergence == nil)
    #expect(report.checked == script.count)
    #expect(report.startSeq == 0)
    // The password is logged as a pseudonym, compared like any string: nothing was skipped.
    #expect(!report.hints.contains { $0.contains("<redacted>") })
  }

  @Test func decisionsOnEqualityOfRedactedSecretsReplayFaithfully() throws {
    let actions: [Gate.Action] = [
      .submit, .passwordChanged("hunter2"), .passwordConfirmationChanged("hunter3"), .submit,
      .passwordConfirmationChanged("hunter2"), .submit, .secretCodeChanged(1234), .submit,
    ]
    let log = try record(Gate(), from: Gate.State(), actions: actions)
    #expect(log.states[4]?["error"] == .string("mismatch"))
    #expect(log.states[6]?["error"] == nil)
    #expect(log.states[7]?["secretCode"] == .string(RedactionPolicy.placeholder))
    let report = try ReducerReplay(Gate(), timeline: try Timeline(path: log.path)).run()
    #expect(report.divergence == nil)
    #expect(report.checked == actions.count)
    #expect(report.hints.contains { $0.contains("<redacted>") })
  }

  @Test func aSecretDerivedFromAnotherSecretsContentDivergesWithAHint() throws {
    let actions: [Gate.Action] = [.passwordChanged("hunter2"), .shout]
    let log = try record(Gate(), from: Gate.State(), actions: actions)
    let report = try ReducerReplay(Gate(), timeline: try Timeline(path: log.path)).run()
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 2)
    #expect(report.hints.contains { $0.contains("pseudonyms") && $0.contains("/password") })
  }

  @Test func changedReducerIsCaughtAtTheRightSeqWithTheRightDiff() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script)
    let timeline = try Timeline(path: log.path)
    let report = try ReducerReplay(Todos(bugAtCount: 3), timeline: timeline).run()
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 5)
    #expect(divergence.summary == "increment")
    #expect(report.checked == 5)
    expectText(
      divergence.diffText,
      """
        {
      -   "count": 4,
      +   "count": 5,
          "items": [{"id":1,"title":"Milk"}],
          … (2 unchanged)
        }
      """)
    #expect(divergence.expected == log.states[5])
  }

  @Test(arguments: [true, false])
  func divergenceIsTheSameWithAndWithoutReusingUnchangedParts(reuses: Bool) throws {
    let log = try record(Todos(), from: Todos.State(), actions: script)
    var replay = ReducerReplay(Todos(bugAtCount: 3), timeline: try Timeline(path: log.path))
    replay.reusesUnchangedParts = reuses
    let report = try replay.run()
    #expect(report.divergence?.seq == 5)
    #expect(report.divergence?.expected == log.states[5])
    #expect(report.checked == 5)
    replay = ReducerReplay(Todos(), timeline: try Timeline(path: log.path))
    replay.reusesUnchangedParts = reuses
    #expect(try replay.run().divergence == nil)
  }

  @Test func sharedStateReplaysWithRelinkedBoxes() throws {
    let actions: [SharedCounter.Action] = [.childIncremented, .renamed("Grace"), .childIncremented]
    let log = try record(SharedCounter(), from: SharedCounter.State(), actions: actions)
    let report = try ReducerReplay(SharedCounter(), timeline: Timeline(path: log.path)).run()
    #expect(report.divergence == nil)
    #expect(report.checked == 3)
  }

  @Test func divergenceRightAfterAMidLogStartSaysSo() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script)
    let report = try ReducerReplay(Todos(bugAtCount: 3), timeline: Timeline(path: log.path))
      .run(from: 4)
    #expect(report.startSeq == 4)
    #expect(report.divergence?.seq == 5)
    #expect(report.hints.contains { $0.contains("replay from seq 0") })
  }

  @Test func rangeStopsAtThrough() throws {
    let log = try record(Todos(), from: Todos.State(), actions: script)
    let report = try ReducerReplay(Todos(bugAtCount: 3), timeline: Timeline(path: log.path))
      .run(from: 0, through: 4)
    #expect(report.divergence == nil)
    #expect(report.checked == 4)
  }

  @Test func liveUUIDsAreNamedInTheHints() throws {
    let log = try record(Tagger(), from: Tagger.State(), actions: [.addTapped, .addTapped])
    let report = try ReducerReplay(Tagger(), timeline: Timeline(path: log.path)).run()
    #expect(report.divergence?.seq == 1)
    #expect(report.hints.contains { $0.contains("UUIDGenerator") && $0.contains("/ids/0") })
  }

  @Test func reflectionLogsCannotBeReplayed() throws {
    let log = try record(
      Todos(), from: Todos.State(), actions: [.increment], valueEncoding: "reflection")
    let error = #expect(throws: ReplayError.self) {
      try ReducerReplay(Todos(), timeline: Timeline(path: log.path)).run()
    }
    #expect(error?.code == .actionsNotDecodable)
    #expect(error?.message.contains("Codable") == true)
  }
}

@Suite struct ReducerReplayOutOfBandTests {
  @Test func outOfBandChangesAreTakenFromTheLog() throws {
    let encoder = TreeEncoder(policy: .default)
    let reducer = SharedCounter()
    var state = SharedCounter.State()
    let log = try LogBuilder(initial: try encoder.encode(state), recordsPerBlock: 3)
    func send(_ action: SharedCounter.Action) throws {
      _ = reducer.reduce(into: &state, action: action)
      try log.action(
        try encoder.encode(action), summary: "\(action)", to: try encoder.encode(state))
    }
    try send(.childIncremented)
    state.total = 10  // a timer elsewhere changed the shared total
    try log.outOfBand(to: try encoder.encode(state))
    try send(.childIncremented)
    try send(.renamed("Grace"))
    try log.close()

    let report = try ReducerReplay(reducer, timeline: Timeline(path: log.path)).run()
    #expect(report.divergence == nil)
    #expect(report.checked == 3)
  }
}
