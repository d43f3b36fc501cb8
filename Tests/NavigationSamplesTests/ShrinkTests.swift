import ComposableStore
import ComposableStoreRecording
import Foundation
import LogFormat
import Replay
import SampleSupport
import TabStackSample
import Testing
import ToolSupport

/// Shrinking a long tab-stack session whose bug's smallest trigger is known by construction: the
/// walk taps the first tab's detail button only at three planted points.
@MainActor
@Suite struct ShrinkTests {
  /// The first tab asked three times, the second once, and a first detail on the stack: the three
  /// planted taps, one of the walk's second-tab taps, and one planted tap's push.
  static func planted(_ state: TabStackFeature.State) -> Bool {
    let firstDetails = state.path.filter {
      if case .firstDetail = $0 { true } else { false }
    }
    return state.tabs.first.detailRequests >= 3 && state.tabs.second.detailRequests >= 1
      && !firstDetails.isEmpty
  }

  @Test func predicateShrinksToTheKnownMinimumOneMinimal() async throws {
    let log = try await Self.walk()
    let result = try SessionShrink(
      ReducerReplay(TabStackFeature(), timeline: log), bug: .predicate(Self.planted)
    ).run()
    #expect(result.keptSeqs.count == 5)
    #expect(result.isOneMinimal)
    let summaries = try Self.summaries(log, result.keptSeqs)
    #expect(summaries.filter { $0 == "tabs(.first(.detailButtonTapped))" }.count == 3)
    #expect(summaries.filter { $0 == "tabs(.second(.detailButtonTapped))" }.count == 1)
    #expect(summaries.filter { $0 == "tabs(.first(.delegate(.showDetail)))" }.count == 1)
    #expect(
      result.command
        == "tt-debug test \(log.path.split(separator: "/").last ?? "") --store composable-store "
        + "--only \(result.only)")
  }

  @Test func effectActionsAreKeptOnlyWithTheActionThatStartedTheirEffect() async throws {
    let log = try await Self.walk()
    // Any pushed screen will do: the push is sent by the tap's effect.
    let result = try SessionShrink(
      ReducerReplay(TabStackFeature(), timeline: log), bug: .predicate { $0.path.count >= 2 }
    ).run()
    let kept = Set(result.keptSeqs)
    #expect(result.keptSeqs.count == 4)
    for entry in try log.entries(from: log.firstSeq, to: log.lastSeq) {
      guard kept.contains(entry.seq), case .action(let record) = entry.record,
        case .effect(let parent, _, _) = record.cause
      else { continue }
      #expect(kept.contains(parent), "#\(entry.seq) is kept without #\(parent)")
    }
  }

  /// The build that counts the second request twice diverges at the second planted tap, and
  /// differs at the end marker once all three are in: only those taps are kept.
  @Test(arguments: [(true, 2), (false, 3)])
  func thisBuildsDifferenceShrinksToTheTapsThatMakeIt(diverges: Bool, taps: Int) async throws {
    let bug: ShrinkBug<TabStackFeature.State> =
      diverges ? .divergesFromLog : .differsAtMarker("end")
    let log = try await Self.walk(marker: "end")
    let result = try SessionShrink(
      ReducerReplay(DoubleCountingTabStack(), timeline: log), bug: bug
    ).run()
    #expect(result.isOneMinimal)
    #expect(
      try Self.summaries(log, result.keptSeqs)
        == Array(repeating: "tabs(.first(.detailButtonTapped))", count: taps))
  }

  @Test func aBugTheSessionDoesNotShowIsAnError() async throws {
    let log = try await Self.walk()
    #expect(throws: ReplayError.self) {
      try SessionShrink(
        ReducerReplay(TabStackFeature(), timeline: log),
        bug: .predicate { $0.tabs.first.detailRequests > 3 }
      ).run()
    }
    #expect(throws: ReplayError.self) {
      try SessionShrink(ReducerReplay(TabStackFeature(), timeline: log), bug: .divergesFromLog)
        .run()
    }
  }

  /// The checked-in sample test `TabStackDeepTests.swift` is written with `--only` from this
  /// shrink of the committed tab-stack log.
  @Test func committedTabStackLogShrinksToTheCheckedInOnlyTest() throws {
    let log = try Timeline(path: CommittedLogs.path("tab-stack"))
    let result = try SessionShrink(
      ReducerReplay(TabStackFeature(), timeline: log), bug: .predicate { $0.path.count >= 3 }
    ).run()
    #expect(
      result.description == """
        kept 6 of 50 steps: #12, #13, #16, #17, #18, #19 (22 replays)
        1-minimal: removing any one kept step (with the actions its effects sent) loses the bug
        write the test: tt-debug test tab-stack.ttlog --store composable-store --only 12-13,16-19
        """)
  }

  /// With the steps given (a log recorded by reflection is shrunk so), the same kept steps.
  @Test func stepsGivenShrinkLikeTheLogsOwn() async throws {
    let log = try Timeline(path: CommittedLogs.path("tab-stack"))
    let trace = await SessionTrace<TabStackSession>.record()
    let replay = ReducerReplay(
      timeline: log, initialState: TabStackSession.initialState(SampleEnvironment()),
      steps: trace.actions.map { .action($0) }
    ) { state, action in _ = TabStackFeature().reduce(into: &state, action: action) }
    let result = try SessionShrink(replay, bug: .predicate { $0.path.count >= 3 }).run()
    #expect(result.only == "12-13,16-19")
    #expect(result.isOneMinimal)
  }

  /// A seeded walk of 150 actions with the first tab's detail button tapped three times.
  static func walk(marker: String? = nil) async throws -> Timeline {
    let path = ScratchFolder.path("shrink.ttlog")
    var walk = TabStackWalk(generator: SeededGenerator(seed: 11), firstTabTapsAt: [30, 80, 140])
    let recorded = try await TabStackSession.record(to: path, actions: 150, marker: marker) {
      await walk.step($0, reduced: $1)
    }
    #expect(recorded.error == nil)
    return try Timeline(path: path)
  }

  static func summaries(_ log: Timeline, _ seqs: [UInt64]) throws -> [String] {
    try seqs.map { seq in
      guard case .action(let record) = try log.entry(at: seq).record else { return "?" }
      return record.summary
    }
  }
}

/// The tab-stack app with a planted bug: the first tab's second detail request counts twice.
struct DoubleCountingTabStack: Reducer {
  func reduce(into state: inout TabStackFeature.State, action: TabStackFeature.Action)
    -> Effect<TabStackFeature.Action>
  {
    let effect = TabStackFeature().reduce(into: &state, action: action)
    if case .tabs(.first(.detailButtonTapped)) = action, state.tabs.first.detailRequests == 2 {
      state.tabs.first.detailRequests += 1
    }
    return effect
  }
}
