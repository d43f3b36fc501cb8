import ActionLog
import Foundation
import Replay
import Testing
import ToolSupport
import ValueCoding

/// Reducer replay for a store whose states and actions are not Codable: the log is recorded by
/// reflection and the session's steps come from the caller.
@Suite struct GivenStepsReplayTests {
  final class Box: @unchecked Sendable {
    var name: String
    init(_ name: String) { self.name = name }
  }

  struct Profile: RecordableSharedReference {
    let box: Box
    var recordedReference: AnyObject { box }
    var recordedValue: Any { box.name }
  }

  struct State {
    var count = 0
    var greeting = ""
    var profile: Profile
  }

  enum Action {
    case add(Int)
    case greet
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .add(let amount): state.count += amount
    case .greet: state.greeting = "Hello, \(state.profile.box.name)"
    }
  }

  typealias Replay = ReducerReplay<State, Action>

  static var steps: [Replay.Step] {
    [
      .action(.add(2)),
      .action(.greet),
      .outOfBand { $0.profile.box.name = "Grace" },
      .action(.greet),
      .action(.add(3)),
    ]
  }

  /// Records `steps` on a store-less loop, as a store's glue would, and returns the log.
  private func record(_ name: String) throws -> Timeline {
    let path = TestPaths.log(name)
    let recorder = try Recorder(path: path, options: .testing())
    var state = State(profile: Profile(box: Box("Ada")))
    var id: UInt64 = 0
    for step in Self.steps {
      switch step {
      case .action(let action):
        id += 1
        StoreRecording(recorder).record(stateBefore: state, actionType: Action.self)
        Self.reduce(&state, action)
        StoreRecording(recorder).record(
          action: action, state: state, origin: .numbered(id, source: .external))
      case .outOfBand(let change):
        change(&state)
      }
    }
    recorder.close()
    return try Timeline(path: path)
  }

  @Test func aFaithfulReducerMatchesEveryLoggedStateIncludingOutOfBandChanges() throws {
    let timeline = try record(#function)
    let report = try Replay(
      timeline: timeline, initialState: State(profile: Profile(box: Box("Ada"))),
      steps: Self.steps, reduce: Self.reduce
    ).run()
    #expect(report.divergence == nil)
    #expect(report.checked == 5)
  }

  @Test func aChangedReducerIsCaughtAtItsSeq() throws {
    let timeline = try record(#function)
    let report = try Replay(
      timeline: timeline, initialState: State(profile: Profile(box: Box("Ada"))),
      steps: Self.steps
    ) { state, action in
      Self.reduce(&state, action)
      if case .greet = action { state.greeting += "!" }
    }.run()
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 2)
    #expect(divergence.summary == "greet")
    #expect(divergence.diffText.contains("Hello, Ada!"))
  }

  @Test func stepsThatDoNotFollowTheLogAreRefusedNamingTheSeq() throws {
    let timeline = try record(#function)
    var steps = Self.steps
    steps[1] = .action(.add(9))
    let error = try #require(throws: ReplayError.self) {
      try Replay(
        timeline: timeline, initialState: State(profile: Profile(box: Box("Ada"))),
        steps: steps, reduce: Self.reduce
      ).run()
    }
    #expect(error.code == .invalidArgument)
    #expect(error.message.contains("seq 2"))
    let missing = try #require(throws: ReplayError.self) {
      try Replay(
        timeline: timeline, initialState: State(profile: Profile(box: Box("Ada"))),
        steps: Array(Self.steps.prefix(2)), reduce: Self.reduce
      ).run()
    }
    #expect(missing.message.contains("change made outside any action"))
  }

  /// Steps that leave out an action an effect sent are refused naming that effect, as the log's
  /// cause and effect records say (read as a generated test reads them).
  @Test func aLeftOutEffectActionIsNamedWithItsEffect() throws {
    let path = TestPaths.log(#function)
    let recorder = try Recorder(path: path, options: .testing())
    let recording = StoreRecording(recorder)
    var state = State(profile: Profile(box: Box("Ada")))
    for (id, action) in [(UInt64(1), Action.greet), (2, .add(1))] {
      recording.record(stateBefore: state, actionType: Action.self)
      Self.reduce(&state, action)
      let source: ActionSource = id == 1 ? .external : .effect(parent: 1, effect: 7)
      recording.record(action: action, state: state, origin: .numbered(id, source: source))
      if id == 1 {
        recording.record(
          effect: EffectLifecycleEvent(
            effect: 7, parent: 1, name: "run @ Greeter.swift:9", kind: .started))
      }
    }
    recorder.close()
    let error = try #require(throws: ReplayError.self) {
      try Replay(
        timeline: try Timeline(path: path), initialState: State(profile: Profile(box: Box("Ada"))),
        steps: [.action(.greet)], reduce: Self.reduce
      ).run()
    }
    #expect(
      error.message.contains(
        "the log has action add(1), sent by effect run @ Greeter.swift:9 of #1"), "\(error.message)"
    )
  }
}
