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

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    await sink.measure([placeholder]) {
      let recorded = try await SampleSessions.record(
        BookshelfSession.self, redaction: .default, atLeast: 1_000, in: config)
      let session = try RecordedSession(path: recorded.path)
      var served: [Double] = []
      var live: [Double] = []
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
      return [figure]
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

  func play(
    _ reducer: some Reducer<BookshelfFeature.State, BookshelfFeature.Action>,
    effects: ServedEffects<BookshelfFeature.Action>?
  ) async throws {
    let store = TestStore(initialState: initialState) { reducer }
    store.exhaustivity = .off
    for step in steps {
      if step.isSent {
        await store.send(step.action)
      } else {
        await store.receive(step.action)
      }
    }
    effects?.finish()
    await store.finish()
    guard store.state == finalState else {
      throw BenchError(
        "the test's last state differs from the log's:\n" + (diff(finalState, store.state) ?? ""))
    }
  }
}
