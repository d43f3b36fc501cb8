import BookshelfSample
import ComposableStore
import ComposableStoreRecording
import ComposableStoreTesting
import CustomDump
import Foundation
import LogFormat
import Replay
import SampleSupport
import ValueCoding

/// The bookshelf session played on to 1,000 actions, run as its generated test runs it (a
/// non-exhaustive `TestStore`, each user action sent and each effect's action received), with the
/// effects served from the log, beside the same steps with the effects live against an in-memory
/// client: serving should cost little more than running the effects.
@MainActor
enum ServedTestFigures {
  static let placeholder = Figure(
    group: "test", name: "test.served_bookshelf_ms",
    title: "served test of the bookshelf session, 1,000 actions", unit: "ms",
    goal: .ratioAtMost(1.5), repetitions: 0)
  static let stepChecks = Figure(
    group: "test", name: "test.step_checks_bookshelf_ms",
    title: "default test checking each step's change, bookshelf, 1,000 actions", unit: "ms",
    goal: .ratioAtMost(1.3), repetitions: 0)

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    await sink.measure([placeholder, stepChecks]) {
      let recorded = try await SampleSessions.record(
        BookshelfSession.self, redaction: .default, atLeast: 1_000, in: config)
      let session = try RecordedSession(path: recorded.path)
      var served: [Double] = []
      var live: [Double] = []
      var checked: [Double] = []
      for _ in 0..<config.repetitions {
        served.append(
          try await wall {
            let effects = session.servedEffects()
            try await session.play(BookshelfFeature().servingEffects(effects), effects: effects)
          })
        live.append(
          try await wall {
            let client = APIClient.inMemory(password: session.password, token: session.token)
            try await session.play(
              BookshelfFeature().dependency(\.apiClient, client), effects: nil)
          })
        checked.append(
          try await wall {
            let effects = session.servedEffects()
            try await session.play(
              BookshelfFeature().servingEffects(effects), effects: effects, checksSteps: true)
          })
      }
      var figure = placeholder
      figure.value = median(served) / 1e6
      figure.baselines = [
        .init(
          name: "the same test, effects live against an in-memory client", value: median(live) / 1e6
        )
      ]
      figure.repetitions = config.repetitions
      figure.note =
        "wall time of the test's steps on a non-exhaustive TestStore, its starting state and actions "
        + "decoded beforehand; the live run's client takes the log's password and token pseudonyms"
      var checks = stepChecks
      checks.value = median(checked) / 1e6
      checks.baselines = [
        .init(name: "the same served test checking only its end state", value: median(served) / 1e6)
      ]
      checks.repetitions = config.repetitions
      checks.note =
        "after each step, the members of the state the log changed there compared with the log's "
        + "(whole members: more than the generated leaf checks compare)"
      return [figure, checks]
    }
  }

  private static func wall(_ body: () async throws -> Void) async throws -> Double {
    let start = CPUClock.wallNanoseconds()
    try await body()
    return Double(CPUClock.wallNanoseconds() - start)
  }
}

/// A recorded bookshelf session decoded for a test: its starting state, each step's action and
/// whether the user sent it, and the effects the log recorded.
@MainActor
private struct RecordedSession {
  var initialState: BookshelfFeature.State
  var finalState: BookshelfFeature.State
  var steps: [(action: BookshelfFeature.Action, isSent: Bool)]
  var effects: RecordedEffects
  var actions: [UInt64: BookshelfFeature.Action]
  /// The password and token the log holds (their pseudonyms), which a live client accepts and
  /// issues so that its responses are the recorded ones.
  var password: String
  var token: String
  /// For each step, checks of what the log changed there: a top-level member of the state
  /// compared with the log's.
  var stepChecks: [[@Sendable (BookshelfFeature.State) -> Bool]] = []

  init(path: String) throws {
    let timeline = try Timeline(path: path)
    initialState = try timeline.state(at: 0, relinking: BookshelfFeature.State.self)
    finalState = try timeline.state(at: timeline.lastSeq, relinking: BookshelfFeature.State.self)
    effects = try RecordedEffects(timeline: timeline, from: 0, to: timeline.lastSeq)
    let decoder = TreeDecoder()
    var steps: [(action: BookshelfFeature.Action, isSent: Bool)] = []
    var actions: [UInt64: BookshelfFeature.Action] = [:]
    var password: String?
    var token: String?
    for entry in try timeline.entries(from: 1, to: timeline.lastSeq) {
      guard case .action(let record) = entry.record else { continue }
      let action = try decoder.decode(BookshelfFeature.Action.self, from: record.action)
      actions[record.seq] = action
      let step = effects.steps[Int(record.seq - 1)]
      steps.append((action, step == .external))
      switch action {
      case .login(.passwordChanged(let typed)) where token == nil: password = typed
      case .login(.logInResponse(let session)) where token == nil: token = session.token
      default: break
      }
    }
    self.steps = steps
    self.actions = actions
    for entry in try timeline.entries(from: 1, to: timeline.lastSeq) {
      guard case .action(let record) = entry.record else { continue }
      let expected = try timeline.state(at: record.seq, relinking: BookshelfFeature.State.self)
      let members = Set(
        try timeline.changes(from: record.seq - 1, to: record.seq).compactMap(\.path.tokens.first))
      stepChecks.append(members.compactMap { Self.check($0, expected) })
    }
    guard let password, let token else {
      throw BenchError("the bookshelf session logged no login")
    }
    self.password = password
    self.token = token
  }

  func servedEffects() -> ServedEffects<BookshelfFeature.Action> {
    let served = effects.effects.map { effect in
      var served = ServedEffect<BookshelfFeature.Action>(
        startedBy: effect.startedBy, effect.name, ending: effect.end)
      served.sends = effect.sends.compactMap { seq in actions[seq].map { (seq: seq, action: $0) } }
      return served
    }
    return ServedEffects(from: effects.from, to: effects.to, served) { mismatch in
      say("  served test: \(mismatch.message)")
    }
  }

  /// The check of one top-level member against `expected`.
  static func check(
    _ member: String, _ expected: BookshelfFeature.State
  ) -> (@Sendable (BookshelfFeature.State) -> Bool)? {
    switch member {
    case "tab": { $0.tab == expected.tab }
    case "search": { $0.search == expected.search }
    case "login": { $0.login == expected.login }
    case "session": { $0.session == expected.session }
    case "shelf": { $0.shelf == expected.shelf }
    default: nil
    }
  }

  func play(
    _ reducer: some Reducer<BookshelfFeature.State, BookshelfFeature.Action>,
    effects: ServedEffects<BookshelfFeature.Action>?, checksSteps: Bool = false
  ) async throws {
    let store = TestStore(initialState: initialState) { reducer }
    store.exhaustivity = .off
    var failed = 0
    for (index, step) in steps.enumerated() {
      if step.isSent {
        await store.send(step.action)
      } else {
        await store.receive(step.action)
      }
      if checksSteps, index < stepChecks.count {
        for check in stepChecks[index] where !check(store.state) { failed += 1 }
      }
    }
    guard failed == 0 else { throw BenchError("\(failed) step checks failed") }
    effects?.finish()
    await store.finish()
    guard store.state == finalState else {
      throw BenchError(
        "the test's last state differs from the log's:\n" + (diff(finalState, store.state) ?? ""))
    }
  }
}
