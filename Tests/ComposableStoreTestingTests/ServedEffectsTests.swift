import ComposableStore
import ComposableStoreReplay
import ComposableStoreTesting
import Replay
import Synchronization
import Testing

/// Effects served from a log through `servingEffects`: the reducer runs, its effects send what the
/// log says, at their places, and differences from the log fail at their step.
@MainActor
@Suite struct ServedEffectsTests {
  /// A search whose effects call a client that a served test must never reach.
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      @Shared var user: String
    }
    enum Action: Equatable, Sendable {
      case queryChanged(String)
      case response(String)
      case refresh
      case note(String)
    }

    var cancelsSearches = true
    var startsSearches = true
    var notesStartEffects = false

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        guard startsSearches else { return .none }
        let search = Effect<Action>.run(name: "search") { send in
          Issue.record("the live search ran")
          await send(.response("live"))
        }
        return cancelsSearches ? search.cancellable(id: "search", cancelInFlight: true) : search
      case .response(let result):
        state.results.append(state.user == "ada" ? result : result + " for " + state.user)
        return .none
      case .refresh:
        return .merge(
          .run(name: "first") { _ in Issue.record("the live first ran") },
          .run(name: "second") { _ in Issue.record("the live second ran") })
      case .note(let text):
        state.results.append(text + " as " + state.user)
        return notesStartEffects ? .run(name: "noteSaved") { _ in } : .none
      }
    }
  }

  private func served(
    to: UInt64, outOfBand: [UInt64] = [], _ effects: [ServedEffect<Search.Action>],
    issues: Mismatches? = nil
  ) -> ServedEffects<Search.Action> {
    ServedEffects(from: 0, to: to, outOfBand: outOfBand, effects) { mismatch in
      if let issues {
        issues.messages.withLock { $0.append(mismatch.message) }
      } else {
        Issue.record(Comment(rawValue: mismatch.message))
      }
    }
  }

  @Test func onlyTheChosenStepsAreWaitedForAndSent() async {
    // The log: #1 starts a search that answers #3 and #4; #2 is a keystroke the test leaves out,
    // as is the answer #4. Without `only`, #3 would wait for #2 forever.
    let effects = ServedEffects<Search.Action>(
      from: 0, to: 4, only: [1, 3],
      [
        ServedEffect(
          startedBy: 1, "search", ending: .finished(at: 4),
          sends: [3: .response("swift"), 4: .response("swiftly")])
      ]
    ) { mismatch in Issue.record(Comment(rawValue: mismatch.message)) }
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search().servingEffects(effects)
    }
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await store.receive(.response("swift")) { $0.results = ["swift"] }
    effects.finish()
    await store.finish()
  }

  @Test func aServedTestPassesWithNoDependencyGiven() async {
    let effects = served(
      to: 2,
      [
        ServedEffect(
          startedBy: 1, "search", ending: .finished(at: 2), sends: [2: .response("swift")])
      ])
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search().servingEffects(effects)
    }
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await store.receive(.response("swift")) { $0.results = ["swift"] }
    effects.finish()
    await store.finish()
  }

  @Test func overlappingEffectsInterleaveAsRecorded() async {
    // #1 refresh starts two effects; the second sends first, and one sends after an external #4.
    let effects = served(
      to: 5,
      [
        ServedEffect(startedBy: 1, "first", ending: .finished(at: 3), sends: [3: .response("a1")]),
        ServedEffect(
          startedBy: 1, "second", ending: .finished(at: 5),
          sends: [2: .response("b1"), 5: .response("b2")]),
      ])
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search().servingEffects(effects)
    }
    await store.send(.refresh)
    await store.receive(.response("b1")) { $0.results = ["b1"] }
    await store.receive(.response("a1")) { $0.results = ["b1", "a1"] }
    await store.send(.note("x")) { $0.results = ["b1", "a1", "x as ada"] }
    await store.receive(.response("b2")) { $0.results = ["b1", "a1", "x as ada", "b2"] }
    effects.finish()
    await store.finish()
  }

  @Test func aCancelledEffectSendsNoMoreAndMustBeCancelled() async {
    // #1 starts a search the log has cancelled by #2's; only the second one answers.
    let session = [
      ServedEffect<Search.Action>(startedBy: 1, "search", ending: .cancelled(at: 2)),
      ServedEffect(startedBy: 2, "search", ending: .finished(at: 3), sends: [3: .response("sw")]),
    ]
    let effects = served(to: 3, session)
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search().servingEffects(effects)
    }
    await store.send(.queryChanged("s")) { $0.query = "s" }
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await store.receive(.response("sw")) { $0.results = ["sw"] }
    effects.finish()
    await store.finish()

    // A build that dropped the cancellation id races the two searches: that fails at #2.
    let issues = Mismatches()
    let racing = served(to: 3, session, issues: issues)
    let raceStore = TestStore(initialState: Search.State(user: "ada")) {
      Search(cancelsSearches: false).servingEffects(racing)
    }
    raceStore.exhaustivity = .off
    await raceStore.send(.queryChanged("s"))
    await raceStore.send(.queryChanged("sw"))
    await raceStore.receive(.response("sw"))
    racing.finish()
    await raceStore.finish()
    #expect(
      issues.messages.withLock { $0 } == [
        "#2: the log has search, started by #1, cancelled here; this build had not cancelled it "
          + "(it sent nothing; cancelled at #2)"
      ])
  }

  @Test func anEffectNoLongerStartedFailsAtItsStep() async {
    let issues = Mismatches()
    let effects = served(
      to: 2,
      [
        ServedEffect(
          startedBy: 1, "search", ending: .finished(at: 2), sends: [2: .response("swift")])
      ],
      issues: issues)
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search(startsSearches: false).servingEffects(effects)
    }
    store.exhaustivity = .off
    await store.send(.queryChanged("sw"))
    #expect(
      issues.messages.withLock { $0 } == [
        "#1 queryChanged(\"sw\"): the reducer no longer starts search, which the log has this "
          + "action start (it sent #2; finished at #2)"
      ])
    effects.finish()
    await store.finish()
  }

  @Test func anEffectTheLogHasNoRecordOfFailsAtItsStep() async {
    let issues = Mismatches()
    let effects = served(to: 1, [], issues: issues)
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search(notesStartEffects: true).servingEffects(effects)
    }
    await store.send(.note("x")) { $0.results = ["x as ada"] }
    effects.finish()
    await store.finish()
    #expect(
      issues.messages.withLock { $0 } == [
        "#1 note(\"x\"): the reducer starts noteSaved, which the log has no record of for this "
          + "action (the log has it start no effect)"
      ])
  }

  @Test func aChangeOutsideAnyActionIsAppliedAtItsPlace() async {
    // #1 starts a search, #2 changes the shared user outside any action, #3 is the answer: it
    // must wait for #2, and its reduction sees the change.
    let effects = served(
      to: 4, outOfBand: [2],
      [
        ServedEffect(
          startedBy: 1, "search", ending: .finished(at: 3), sends: [3: .response("swift")])
      ])
    let store = TestStore(initialState: Search.State(user: "ada")) {
      Search().servingEffects(effects)
    }
    store.exhaustivity = .off
    await store.send(.queryChanged("sw"))
    for _ in 0..<200 { await Task.yield() }
    effects.outOfBand(at: 2) { store.state.$user.withLock { $0 = "grace" } }
    await store.receive(.response("swift"))
    await store.send(.note("x"))
    effects.finish()
    await store.finish()
    #expect(store.state.results == ["swift for grace", "x as grace"])
  }
}

/// The mismatches a served session reported, in order.
final class Mismatches: Sendable {
  let messages = Mutex<[String]>([])
}
