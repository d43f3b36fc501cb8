import ComposableArchitecture
import ComposableArchitectureReplay
import Foundation
import JSONTree
import Replay
import Testing

/// The toolset on a TCA app whose bug the log does not show: effect orders find the stale answer,
/// a shrink finds the known minimum of a long seeded session, and served effects catch an effect
/// the log does not have.
@Suite(.serialized) @MainActor struct RaceTwinTests {
  @Test func theRecordedSessionDoesNotShowTheBug() async throws {
    try await RaceTwinSession.withTemporaryLog { path in
      _ = try await RaceTwinSession.recordOverlapping(to: path)
      let timeline = try Timeline(path: path)
      let end = try timeline.state(at: timeline.lastSeq)
      #expect(end["query"] == .string("swift"))
      #expect(end["resultsQuery"] == end["query"])
    }
  }

  @Test func theOrdersCheckFindsTheStaleAnswerOverATCAReducer() async throws {
    try await RaceTwinSession.withTemporaryLog { path in
      let actions = try await RaceTwinSession.recordOverlapping(to: path)
      let timeline = try Timeline(path: path)
      let report = try EffectOrders(RaceTwinSession.replay(timeline, actions)).check {
        $0.resultsQuery != $0.query
      }
      #expect(report.overlaps.count == 2)
      #expect(report.orderCount == 9)
      #expect(report.strategy == .exhaustive)
      #expect(report.tried.first?.description == "the log's order")
      #expect(report.tried.first?.endStateDiff == nil)
      let found = try #require(report.found.first)
      #expect(found.description == "#6's answer before #5's")
      #expect(found.moved == [8, 7])
      #expect(found.endStateDiff != nil)
      #expect(report.found.count == 3)
    }
  }

  @Test func stepsThatDoNotFollowTheLogAreABadArgument() async throws {
    try await RaceTwinSession.withTemporaryLog { path in
      let actions = try await RaceTwinSession.recordOverlapping(to: path)
      let timeline = try Timeline(path: path)
      #expect(throws: ReplayError.self) {
        try EffectOrders(RaceTwinSession.replay(timeline, Array(actions.dropLast()))).check()
      }
    }
  }

  @Test func aShrinkOfALongSeededSessionKeepsOneSearchAndItsAnswer() async throws {
    try await RaceTwinSession.withTemporaryLog { path in
      let actions = try await RaceTwinSession.recordSequential(
        to: path, count: 40, seed: 48, queries: ["s", "sw", "swi", "swif", "swift", "swim", "x"])
      let timeline = try Timeline(path: path)
      // The first state showing results for "swim" needs one "swim" search and its answer.
      let first = try #require(actions.firstIndex(of: .queryChanged("swim")))
      let result = try SessionShrink(
        RaceTwinSession.replay(timeline, actions),
        bug: .predicate { $0.resultsQuery == "swim" }
      ).run()
      #expect(result.keptSeqs.count == 2)
      #expect(result.isOneMinimal)
      let kept = result.keptSeqs.map { actions[Int($0) - 1] }
      #expect(kept == [.queryChanged("swim"), RaceTwinSession.response("swim")])
      #expect(result.keptSeqs[0] >= UInt64(first + 1))
    }
  }

  @Test func anExtraEffectOnAnAnswerFailsAtItsStep() async throws {
    // The log: #1 starts a search that answers #2 and ends there; the answer starts nothing.
    let issues = LockIsolated<[String]>([])
    let effects = ServedEffects<RaceTwin.Action>(
      from: 0, to: 2,
      [
        ServedEffect(
          startedBy: 1, "run", ending: .ended(at: 2),
          sends: [2: RaceTwinSession.response("sw")])
      ]
    ) { mismatch in issues.withValue { $0.append(mismatch.message) } }
    let store = TestStore(initialState: RaceTwin.State()) {
      RaceTwin(logsResponses: true).servingEffects(effects)
    }
    store.exhaustivity = .off
    await store.send(.queryChanged("sw"))
    await store.receive(\.searchResponse)
    #expect(
      issues.value == [
        #"#2 searchResponse(query: "sw", results: ["swift", "swiftly", "swim"]): the reducer "#
          + "starts run, which the log has no record of for this action (the log has it start no "
          + "effect)"
      ])
    effects.finish()
    await store.finish()
  }

  @Test func aSecondRunMergedIntoTheFirstIsNotSeenByServing() async throws {
    let issues = LockIsolated<[String]>([])
    let effects = ServedEffects<RaceTwin.Action>(
      from: 0, to: 2,
      [
        ServedEffect(
          startedBy: 1, "run", ending: .ended(at: 2),
          sends: [2: RaceTwinSession.response("sw")])
      ]
    ) { mismatch in issues.withValue { $0.append(mismatch.message) } }
    let store = TestStore(initialState: RaceTwin.State()) {
      RaceTwin(searchesTwice: true).servingEffects(effects)
    }
    store.exhaustivity = .off
    await store.send(.queryChanged("sw"))
    await store.receive(\.searchResponse)
    // TCA merges two `.run`s into one `.run` whose operands live in a closure: the glue sees one
    // effect where the log has one, so the extra run is served as the log's and never runs.
    withKnownIssue("a `.run` merged with another is one opaque effect to the glue") {
      #expect(issues.value.count == 1)
    }
    effects.finish()
    await store.finish()
  }
}
