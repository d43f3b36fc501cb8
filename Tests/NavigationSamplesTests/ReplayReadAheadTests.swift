import AppRootSample
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import LogFormat
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

@testable import Replay

/// The sample logs replay to the same report whether the log is read on a second thread or not,
/// and whether decoded actions are reused or not: today's logs (faithful, or diverging at the first
/// dependency read when live values are checked) and every past format's (diverging where the
/// samples changed).
@Suite struct ReplayReadAheadTests {
  /// A log and how to replay it.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var path: String
    var servesReads = true
    var testDescription: String {
      "\(name) \(path.split(separator: "/").suffix(2).joined(separator: "/"))"
        + (servesReads ? "" : " live")
    }
  }

  static let cases: [Case] =
    CommittedLogs.names.map { Case(name: $0, path: CommittedLogs.path($0)) }
    + CommittedLogs.names.map {
      Case(name: $0, path: CommittedLogs.path($0), servesReads: false)
    }
    + OldFormatLogTests.fixtures.map { Case(name: $0.name, path: $0.path) }

  @Test(arguments: cases)
  func everyWayOfRunningGivesTheSerialReport(case replayCase: Case) throws {
    switch replayCase.name {
    case SplitViewSession.name: try expectSame(SplitViewSession.self, replayCase)
    case TabStackSession.name: try expectSame(TabStackSession.self, replayCase)
    case AppRootSession.name: try expectSame(AppRootSession.self, replayCase)
    default: try expectSame(SignUpSession.self, replayCase)
    }
  }

  private func expectSame<Sample: NavigationSample>(_ sample: Sample.Type, _ replayCase: Case)
    throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    // Live generators only where replay checks live values against the log: their values differ
    // from run to run, so those reports are compared without them. Each run gets fresh generators.
    func environment() -> SampleEnvironment {
      replayCase.servesReads ? SampleEnvironment() : SampleEnvironment(uuid: .live, date: .live)
    }
    let ways: [(readsAhead: Bool, reuses: Bool, batchSize: Int, capacity: Int)] = [
      (false, false, 32, 8), (false, true, 32, 8), (true, true, 32, 8), (true, true, 1, 1),
      (true, false, 4, 2),
    ]
    let reports = try ways.map { way in
      var replay = ReducerReplay(
        sample.makeFeature(environment()), timeline: try Timeline(path: replayCase.path))
      replay.servesRecordedReads = replayCase.servesReads
      replay.readsAhead = way.readsAhead
      replay.reusesDecodedActions = way.reuses
      replay.readAhead = (way.batchSize, way.capacity)
      return try replay.run()
    }
    for (index, report) in reports.enumerated().dropFirst() {
      if replayCase.servesReads {
        #expect(report == reports[0], "\(ways[index])")
      } else {
        #expect(report.checked == reports[0].checked, "\(ways[index])")
        #expect(report.divergence?.seq == reports[0].divergence?.seq, "\(ways[index])")
        #expect(report.divergence?.expected == reports[0].divergence?.expected)
        #expect(report.divergence?.dependency?.read == reports[0].divergence?.dependency?.read)
      }
    }
    let expectedSeq: UInt64? =
      replayCase.path.contains("Fixtures")
      ? OldFormatLogTests.changedAt[sample.name]
      : replayCase.servesReads ? nil : ["split-view": 22, "app-root": 13][sample.name]
    #expect(reports[0].divergence?.seq == expectedSeq, "\(reports[0])")
  }
}
