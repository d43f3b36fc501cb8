import ActionLog
import AppRootSample
import ComposableStoreReplay
import Foundation
import LogFormat
import LogReading
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

/// The sample logs as each past format wrote them — `Tests/Fixtures/format-1.0/` (copied from
/// `samples/logs/` before format 2.0), `format-2.0/` (before 3.0), `format-3.0/` (before 3.1) and
/// `format-3.1/` (before 3.2), `format-3.2/` (before 3.3) and `format-3.3/` (before 3.4): still
/// read, read to the same records, and replayed through today's
/// reducers.
///
/// Format 3.1 came with two sample changes that read dependencies into state (split-view's new
/// model is inserted and selected at once with its new UUID; app-root's ledger stamps a registered
/// transaction with the date), so from those actions on the old recordings are of another build:
/// their replay diverges there, as a bug report's log of an older build would.
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

  static let versions = [
    FormatVersion(major: 1, minor: 0), .init(major: 2, minor: 0), .init(major: 3, minor: 0),
  ]
  static let fixtures = versions.flatMap { version in
    CommittedLogs.names.map { Fixture(version: version, name: $0) }
  }

  /// The first seq at which today's sample behaves differently from the one the fixtures recorded.
  static let changedAt: [String: UInt64] = ["split-view": 22, "app-root": 14]

  private func records(_ path: String) throws -> [LogRecord] {
    let timeline = try Timeline(path: path)
    return try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).map(\.record)
      .filter { $0.kind != "key" }
  }

  /// `record` without what format 3.1 added (dependency reads, session constants) and without the
  /// source lines in effect names (`run @ FeatureListFeature.swift:124`), which the 3.1 sample
  /// edits moved.
  private func comparable(_ record: LogRecord) -> LogRecord {
    func file(_ name: String) -> String {
      String(name.prefix { $0 != ":" })
    }
    switch record {
    case .action(var action):
      action.reads = []
      action.environment = [:]
      if case .effect(let seq, let effect, let name) = action.cause {
        action.cause = .effect(seq: seq, effect: effect, name: file(name))
      }
      return .action(action)
    case .effect(var effect):
      effect.name = file(effect.name)
      return .effect(effect)
    default:
      return record
    }
  }

  @Test(arguments: fixtures)
  func anOldLogOpensClosedAsItsVersion(fixture: Fixture) throws {
    let file = try LogFile(path: fixture.path)
    #expect(file.version == fixture.version)
    #expect(file.status == .closed)
    #expect(file.verify().isEmpty)
  }

  @Test(arguments: fixtures)
  func anOldLogReadsToTheSameRecordsAsTheLastFormatsRecording(fixture: Fixture) throws {
    let old = try records(fixture.path)
    let last = try records(Fixture(version: .init(major: 3, minor: 0), name: fixture.name).path)
    #expect(old.count >= 40)
    #expect(old == last)
  }

  @Test(arguments: CommittedLogs.names)
  func todaysRecordingHasTheThreeZeroRecordsUpToTheChangedAction(name: String) throws {
    let old = try records(Fixture(version: .init(major: 3, minor: 0), name: name).path)
      .map(comparable)
    let new = try records(CommittedLogs.path(name)).map(comparable)
    #expect(try LogFile(path: CommittedLogs.path(name)).version == .current)
    let changed = Self.changedAt[name] ?? .max
    #expect(old.filter { $0.seq < changed } == new.filter { $0.seq < changed })
    if changed == .max { #expect(old == new) }
  }

  /// Format 3.2 added `lifecycle` records only, 3.3 `seg` records, which readers leave out, and
  /// 3.4 check tables in the index: a 3.1, 3.2 or 3.3 log reads to the records today's recording
  /// of the same session holds.
  @Test(
    arguments: [
      FormatVersion(major: 3, minor: 1), .init(major: 3, minor: 2), .init(major: 3, minor: 3),
    ],
    CommittedLogs.names)
  func aThreeOneOrThreeTwoLogReadsToTheRecordsOfTodaysRecording(
    version: FormatVersion, name: String
  ) throws {
    let fixture = Fixture(version: version, name: name)
    let file = try LogFile(path: fixture.path)
    #expect(file.version == fixture.version)
    #expect(file.status == .closed)
    #expect(file.verify().isEmpty)
    #expect(try records(fixture.path) == records(CommittedLogs.path(name)))
  }

  @Test(arguments: fixtures)
  func oldLogsReplayThroughTodaysReducersUpToTheChangedAction(fixture: Fixture) throws {
    switch fixture.name {
    case SplitViewSession.name: try expectReplay(SplitViewSession.self, fixture)
    case TabStackSession.name: try expectReplay(TabStackSession.self, fixture)
    case AppRootSession.name: try expectReplay(AppRootSession.self, fixture)
    default: try expectReplay(SignUpSession.self, fixture)
    }
  }

  private func expectReplay<Sample: NavigationSample>(_ sample: Sample.Type, _ fixture: Fixture)
    throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    let timeline = try Timeline(path: fixture.path)
    let report = try ReducerReplay(sample.makeFeature(SampleEnvironment()), timeline: timeline)
      .run()
    #expect(report.hints.contains { $0.contains("predates recorded dependency reads") })
    if let changed = Self.changedAt[sample.name] {
      #expect(report.divergence?.seq == changed, "\(sample.name): \(report)")
    } else {
      #expect(report.divergence == nil, "\(sample.name): \(report)")
      #expect(report.checked == timeline.actionCount)
    }
  }
}
