import ComposableArchitecture
import ComposableArchitectureReplay
import Foundation
import Replay
import Testing

/// `servingEffects` on real TCA: a `.run` is replaced by what the log says it sent, at its place
/// in the session, and an effect started or not started against the log is an issue at its step.
@MainActor @Suite struct ServingReducerTests {
  @DependencyClient
  struct NumbersClient: Sendable {
    var next: @Sendable () async throws -> Int
  }

  @Reducer
  struct Counter {
    struct State: Equatable {
      var numbers: [Int] = []
      var taps = 0
    }

    enum Action: Equatable {
      case loadTapped
      case otherTapped
      case loaded(Int)
    }

    /// `true` is a build that forgot to start the load.
    let forgetsToLoad: Bool
    /// `true` is a build that also loads on `otherTapped`.
    let loadsOnOther: Bool

    init(forgetsToLoad: Bool = false, loadsOnOther: Bool = false) {
      self.forgetsToLoad = forgetsToLoad
      self.loadsOnOther = loadsOnOther
    }

    @Dependency(NumbersClient.self) var client

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loadTapped where !forgetsToLoad, .otherTapped where loadsOnOther:
          return .run { send in
            await send(.loaded(try await client.next()))
            await send(.loaded(try await client.next()))
          }
        case .loadTapped, .otherTapped:
          state.taps += 1
          return .none
        case let .loaded(number):
          state.numbers.append(number)
          return .none
        }
      }
    }
  }

  /// #1 loadTapped starts a run that sent #2, then, after the user's #3, #4.
  func recorded(reporting issues: LockIsolated<[String]>? = nil) -> ServedEffects<Counter.Action> {
    ServedEffects(
      from: 0, to: 4,
      [
        ServedEffect(
          startedBy: 1, "run", ending: .ended(at: 4), sends: [2: .loaded(7), 4: .loaded(9)])
      ]
    ) { mismatch in
      if let issues {
        issues.withValue { $0.append(mismatch.message) }
      } else {
        Issue.record(Comment(rawValue: mismatch.message))
      }
    }
  }

  @Test func aRunSendsWhatTheLogHasEachAtItsPlaceWithNoClient() async {
    let effects = recorded()
    let store = TestStore(initialState: Counter.State()) { Counter().servingEffects(effects) }
    await store.send(.loadTapped)
    await store.receive(.loaded(7)) { $0.numbers = [7] }
    // Exhaustive: #4 must not arrive before the user's #3.
    await store.send(.otherTapped) { $0.taps = 1 }
    await store.receive(.loaded(9)) { $0.numbers = [7, 9] }
    effects.finish()
    await store.finish()
  }

  @Test func anEffectNoLongerStartedIsAnIssueAtItsStep() async {
    let issues = LockIsolated<[String]>([])
    let effects = recorded(reporting: issues)
    let store = TestStore(initialState: Counter.State()) {
      Counter(forgetsToLoad: true).servingEffects(effects)
    }
    store.exhaustivity = .off
    await store.send(.loadTapped)
    #expect(
      issues.value == [
        "#1 loadTapped: the reducer no longer starts run, which the log has this action start "
          + "(it sent #2, #4; ended at #4)"
      ])
    effects.finish()
    await store.finish()
  }

  @Test func anEffectTheLogHasNoRecordOfIsAnIssueAtItsStepAndSendsNothing() async {
    let issues = LockIsolated<[String]>([])
    let effects = recorded(reporting: issues)
    let store = TestStore(initialState: Counter.State()) {
      Counter(loadsOnOther: true).servingEffects(effects)
    }
    await store.send(.loadTapped)
    await store.receive(.loaded(7)) { $0.numbers = [7] }
    await store.send(.otherTapped)
    await store.receive(.loaded(9)) { $0.numbers = [7, 9] }
    #expect(
      issues.value == [
        "#3 otherTapped: the reducer starts run, which the log has no record of for this action "
          + "(the log has it start no effect)"
      ])
    effects.finish()
    await store.finish()
  }
}

extension ServingReducerTests.NumbersClient: TestDependencyKey {
  /// Fails the test when called: a served test never calls it.
  static let testValue = Self()
}
