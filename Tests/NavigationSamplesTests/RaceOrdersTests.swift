import ComposableStore
import Foundation
import RaceSample
import Replay
import SampleSupport
import Testing

@Suite struct RaceOrdersTests {
  private func orders(_ sample: RaceFeature = RaceFeature(clock: ImmediateClock()))
    throws -> EffectOrders<RaceFeature.State, RaceFeature.Action>
  {
    let timeline = try Timeline(path: CommittedLogs.path("race"))
    return EffectOrders(timeline: timeline) { state, action in
      _ = sample.reduce(into: &state, action: action)
    }
  }

  @Test func reRecordingReproducesTheCommittedLogByteForByte() throws {
    let output = CommittedLogs.temporaryPath("race")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let run = try CommittedLogs.runNavSamples(["record", "race", "--output", output])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: output))
        == Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("race"))),
      "re-record with `swift run nav-samples record race --force --output samples/logs/race.ttlog`")
  }

  @Test func theRecordedSessionDoesNotShowTheBug() throws {
    let timeline = try Timeline(path: CommittedLogs.path("race"))
    let end = try timeline.state(at: timeline.lastSeq, as: RaceFeature.State.self)
    #expect(end.resultsQuery == end.query)
  }

  @Test func everyOrderOfTheOverlappingSearchesIsTriedAndTheStaleOneIsFound() throws {
    let report = try orders().check { $0.resultsQuery != $0.query }
    #expect(report.overlaps.count == 2)
    #expect(report.orderCount == 9)
    #expect(report.strategy == .exhaustive)
    #expect(report.tried.count == 9)
    #expect(report.tried.first?.description == "the log's order")
    let found = try #require(report.found.first)
    #expect(found.description == "#6's answer before #5's")
    #expect(found.moved == [8, 7])
    #expect(found.endStateDiff != nil)
    #expect(report.found.count == 3)
  }

  @Test func pctDrawsTheSameOrdersFromTheSameSeed() throws {
    var check = try orders()
    check.limit = 4
    check.seed = 7
    let first = try check.check { $0.resultsQuery != $0.query }
    let second = try check.check { $0.resultsQuery != $0.query }
    #expect(first.tried.map(\.seqs) == second.tried.map(\.seqs))
    guard
      case .pct(let seed, let depth, let runs, let chains, let steps, let bound) = first.strategy
    else {
      Issue.record("expected PCT, got \(first.strategy)")
      return
    }
    #expect(seed == 7 && depth == 2 && runs == 3)
    #expect(chains == 6 && steps == 6)
    #expect(bound == 1.0 / 36)
  }
}
