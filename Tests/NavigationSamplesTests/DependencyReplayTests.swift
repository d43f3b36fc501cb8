import AppRootSample
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import LogFormat
import Replay
import SampleSupport
import SplitViewSample
import Testing

/// Two samples read dependencies into state as TCA features do — split-view gives a new model its
/// UUID, app-root's ledger stamps a registered transaction with the date — and their committed
/// logs hold those reads, so a build on live dependencies replays them faithfully.
@Suite struct DependencyReplayTests {
  /// Live generators: every value the replay needs must come from the log.
  static let live = SampleEnvironment(uuid: .live, date: .live)

  @Test func theCommittedLogsHoldTheReadsAtTheirActions() throws {
    let splitView = try Timeline(path: CommittedLogs.path(SplitViewSession.name))
    #expect(
      try splitView.reads(at: 22) == [
        .uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000009")!)
      ])
    let appRoot = try Timeline(path: CommittedLogs.path(AppRootSession.name))
    #expect(try appRoot.reads(at: 13) == [.date(SampleEnvironment.startDate)])
    #expect(try appRoot.reads(at: 14) == [.date(SampleEnvironment.startDate.addingTimeInterval(1))])
    #expect(try appRoot.reads(at: 12).isEmpty)
  }

  @Test func withRecordedValuesServedALiveBuildReplaysFaithfully() throws {
    try expectFaithful(SplitViewSession.self)
    try expectFaithful(AppRootSession.self)
  }

  @Test func withRecordedValuesIgnoredItDivergesAtTheFirstReadNamingTheDependency() throws {
    try expectDivergence(SplitViewSession.self, at: 22, dependency: "uuid")
    try expectDivergence(AppRootSession.self, at: 13, dependency: "date")
  }

  private func expectFaithful<Sample: NavigationSample>(_ sample: Sample.Type) throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    let timeline = try Timeline(path: CommittedLogs.path(sample.name))
    let report = try ReducerReplay(sample.makeFeature(Self.live), timeline: timeline).run()
    #expect(report.divergence == nil, "\(sample.name): \(report)")
    #expect(report.checked == timeline.actionCount)
  }

  private func expectDivergence<Sample: NavigationSample>(
    _ sample: Sample.Type, at seq: UInt64, dependency: String
  ) throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    let timeline = try Timeline(path: CommittedLogs.path(sample.name))
    var replay = ReducerReplay(sample.makeFeature(Self.live), timeline: timeline)
    replay.servesRecordedReads = false
    let report = try replay.run()
    #expect(report.divergence?.seq == seq, "\(sample.name): \(report)")
    #expect(report.divergence?.dependency?.read == dependency)
    // The dependency named is the cause: no advice that the log holds no read of the values.
    #expect(
      !report.hints.contains { $0.contains("look like UUIDs") || $0.contains("look like dates") },
      "\(report.hints)")
    if dependency == "date" {
      // A date reads as the instant it names, beside the seconds the log holds.
      #expect(
        report.description.contains("where the log has 1767225600 (2026-01-01T00:00:00.000Z)"),
        "\(report)")
    }
  }
}
