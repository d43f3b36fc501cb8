import ActionLog
import AppRootSample
import Foundation
import LogFormat
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

/// The sample logs as each past format wrote them — `Tests/Fixtures/format-1.0/` (copied from
/// `samples/logs/` before format 2.0) and `Tests/Fixtures/format-2.0/` (before 3.0): still read,
/// and read to the same records as today's recordings.
@Suite struct OldFormatLogTests {
  /// A past version and one of its sample logs.
  struct Fixture: CustomTestStringConvertible, Sendable {
    var version: FormatVersion
    var name: String
    var path: String {
      CommittedLogs.packageRoot.appendingPathComponent(
        "Tests/Fixtures/format-\(version)/\(name).ttlog"
      ).path
    }
    var testDescription: String { "\(version) \(name)" }
  }

  static let fixtures: [Fixture] = [FormatVersion(major: 1, minor: 0), .init(major: 2, minor: 0)]
    .flatMap { version in CommittedLogs.names.map { Fixture(version: version, name: $0) } }

  private func records(_ path: String) throws -> [LogRecord] {
    let timeline = try Timeline(path: path)
    return try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).map(\.record)
      .filter { $0.kind != "key" }
  }

  @Test(arguments: fixtures)
  func anOldLogOpensClosedAsItsVersion(fixture: Fixture) throws {
    let file = try LogFile(path: fixture.path)
    #expect(file.version == fixture.version)
    #expect(file.status == .closed)
    #expect(file.verify().isEmpty)
  }

  @Test(arguments: fixtures)
  func anOldLogReadsToTheSameRecordsAsTodaysRecording(fixture: Fixture) throws {
    let old = try records(fixture.path)
    let new = try records(CommittedLogs.path(fixture.name))
    #expect(try LogFile(path: CommittedLogs.path(fixture.name)).version == .current)
    #expect(old.count >= 40)
    #expect(old == new)
  }

  @Test(arguments: [FormatVersion(major: 1, minor: 0), .init(major: 2, minor: 0)])
  func oldLogsReplayThroughTheirReducersWithoutDivergence(version: FormatVersion) throws {
    try expectFaithful(SplitViewSession.self, version: version)
    try expectFaithful(TabStackSession.self, version: version)
    try expectFaithful(AppRootSession.self, version: version)
    try expectFaithful(SignUpSession.self, version: version)
  }

  private func expectFaithful<Sample: NavigationSample>(
    _ sample: Sample.Type, version: FormatVersion
  ) throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    let timeline = try Timeline(path: Fixture(version: version, name: sample.name).path)
    let report = try ReducerReplay(sample.makeFeature(SampleEnvironment()), timeline: timeline)
      .run()
    #expect(report.divergence == nil, "\(sample.name): \(report.divergence?.diffText ?? "")")
    #expect(report.checked == timeline.actionCount)
  }
}
