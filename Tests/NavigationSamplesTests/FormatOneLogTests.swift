import ActionLog
import AppRootSample
import Foundation
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

/// The sample logs as format 1.0 wrote them (`Tests/Fixtures/format-1.0/`, copied from
/// `samples/logs/` before format 2.0): still read, and read to the same records.
@Suite struct FormatOneLogTests {
  static func path(_ name: String) -> String {
    CommittedLogs.packageRoot.appendingPathComponent("Tests/Fixtures/format-1.0/\(name).ttlog")
      .path
  }

  private func records(_ path: String) throws -> [LogRecord] {
    let timeline = try Timeline(path: path)
    return try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).map(\.record)
      .filter { $0.kind != "key" }
  }

  @Test(arguments: CommittedLogs.names)
  func aFormatOneLogOpensClosedAsVersionOne(name: String) throws {
    let file = try LogFile(path: Self.path(name))
    #expect(file.version == FormatVersion(major: 1, minor: 0))
    #expect(file.status == .closed)
    #expect(file.verify().isEmpty)
  }

  @Test(arguments: CommittedLogs.names)
  func aFormatOneLogReadsToTheSameRecordsAsItsFormatTwoRecording(name: String) throws {
    let old = try records(Self.path(name))
    let new = try records(CommittedLogs.path(name))
    #expect(try LogFile(path: CommittedLogs.path(name)).version.major == 2)
    #expect(old.count >= 40)
    #expect(old == new)
  }

  @Test func formatOneLogsReplayThroughTheirReducersWithoutDivergence() throws {
    try expectFaithful(SplitViewSession.self)
    try expectFaithful(TabStackSession.self)
    try expectFaithful(AppRootSession.self)
    try expectFaithful(SignUpSession.self)
  }

  private func expectFaithful<Sample: NavigationSample>(_ sample: Sample.Type) throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    let timeline = try Timeline(path: Self.path(sample.name))
    let report = try ReducerReplay(sample.makeFeature(SampleEnvironment()), timeline: timeline)
      .run()
    #expect(report.divergence == nil, "\(sample.name): \(report.divergence?.diffText ?? "")")
    #expect(report.checked == timeline.actionCount)
  }
}
