import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation
import LogFormat
import Replay
import Testing

@testable import AppRootTCA

/// The seed app on real TCA, recorded through `.recording(to:)` and read back: routes, causes,
/// out-of-band shared changes, states without TCA's internals, identical recordings, and replay.
@Suite(.serialized) @MainActor struct SeedAppTests {
  static func temporaryLog(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-recording-tests")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(name)-\(UUID().uuidString).ttlog").path
  }

  func record(_ name: String) async throws -> (path: String, timeline: Timeline) {
    let path = Self.temporaryLog(name)
    _ = try await AppRootSession.record(to: path)
    return (path, try Timeline(path: path))
  }

  func actions(_ timeline: Timeline) throws -> [ActionRecord] {
    try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).compactMap {
      if case .action(let record) = $0.record { return record }
      return nil
    }
  }

  @Test func routesShowTheTabTheStackElementTheSheetAndTheAlert() async throws {
    let routes = try actions(try await record("routes").timeline).map(\.breadcrumb)
    #expect(routes.contains("mainTab › history › HistoryDetail(id: 2) › sheet: EditEntry"))
    #expect(routes.contains("mainTab › history › HistoryDetail(id: 3) › alert: Delete Books?"))
    #expect(routes.contains("mainTab › settings"))
    #expect(routes.first == "intro")
  }

  @Test func effectSentActionsNameTheActionWhoseEffectSentThem() async throws {
    let records = try actions(try await record("causes").timeline)
    let caused = records.compactMap { record -> (UInt64, UInt64)? in
      guard case .effect(let parent, _, _) = record.cause else { return nil }
      return (record.seq, parent)
    }
    #expect(caused.map(\.0) == [3, 4, 6, 8, 14, 15, 16, 17, 22, 26])
    #expect(caused.map(\.1) == [2, 3, 5, 7, 13, 14, 15, 16, 21, 25])
    #expect(records.filter { $0.cause == .external }.count == records.count - 10)
  }

  @Test func aRunEffectsLifecycleIsRecorded() async throws {
    let timeline = try await record("effects").timeline
    let events = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).compactMap {
      entry -> EffectRecord? in
      if case .effect(let record) = entry.record { return record }
      return nil
    }
    let login = events.filter { $0.action == 2 }
    #expect(login.map(\.event) == [.started, .finished])
    // TCA does not say whether a run that returned was cancelled by id.
    #expect(login.map(\.maybeCancelled) == [false, true])
    // The API calls: login, two pages, two saves, three searches.
    #expect(Set(events.map(\.action)) == [2, 5, 7, 13, 14, 19, 20, 21])
    #expect(events.filter { $0.event == .started }.count == 8)
  }

  @Test func aSharedValueChangedOutsideAnyActionIsItsOwnRecord() async throws {
    let timeline = try await record("oob").timeline
    let entries = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq)
    let oob = entries.compactMap { entry -> OutOfBandRecord? in
      if case .outOfBand(let record) = entry.record { return record }
      return nil
    }
    #expect(oob.map(\.seq) == [29])
    let state = try timeline.state(at: 29)
    #expect(state.jsonText.contains(#""name":"Ada L.","isPro":true"#))
    let before = try timeline.state(at: 28)
    #expect(before.jsonText.contains(#""name":"ada","isPro":true"#))
  }

  @Test func statesHoldTheAppsValuesOnly() async throws {
    let timeline = try await record("values").timeline
    for seq in timeline.firstSeq...timeline.lastSeq {
      let text = try timeline.state(at: seq).jsonText
      for framework in ["registrar", "_$id", "dependencies", "generation", "0x", "$opaque", "UUID"]
      {
        #expect(!text.contains(framework), "seq \(seq) holds \(framework): \(text)")
      }
    }
  }

  @Test func threeRecordingsOfTheScriptAreIdentical() async throws {
    var logs: [Data] = []
    for run in 1...3 {
      let path = try await record("identical-\(run)").path
      logs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(logs[0] == logs[1])
    #expect(logs[1] == logs[2])
  }

  @Test func replayOverTheAppsReducerIsFaithful() async throws {
    let timeline = try await record("replay").timeline
    let report = try AppRootSession.replay(timeline, through: AppFeature.body)
    #expect(report.divergence == nil)
    #expect(report.checked == 30)
  }

  @Test func replayCatchesAChangedReducerAtItsSeq() async throws {
    let timeline = try await record("changed").timeline
    let report = try AppRootSession.replay(timeline, through: AppRootSession.changedReducer)
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 12)
    #expect(divergence.diffText.contains(#"+                     "title": "Rent","#))
  }
}

/// A recording of the seed app's first script (before it talked to a server), made by the glue of
/// 1d1902f in format 3.0, still reads back with its causes, routes, out-of-band change and states.
@Suite struct SeedAppRecordingHistoryTests {
  @Test func aFormat30RecordingOfTheFirstScriptStillReads() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-format-3.0.ttlog")
    let timeline = try Timeline(path: fixture.path)
    #expect(timeline.lastSeq == 17)
    let entries = try timeline.entries(from: 1, to: 17)
    let causes = entries.compactMap { entry -> UInt64? in
      guard case .action(let record) = entry.record, case .effect(let parent, _, _) = record.cause
      else { return nil }
      return parent
    }
    #expect(causes == [2, 7, 12])
    let oob = entries.compactMap { entry -> UInt64? in
      if case .outOfBand(let record) = entry.record { return record.seq }
      return nil
    }
    #expect(oob == [16])
    #expect(try timeline.state(at: 17).jsonText.contains(#""name":"Ada L.","isPro":true"#))
  }
}

/// The seed app's settings reducer reads `@Dependency(\.uuid)` and `@Dependency(\.date.now)`; the
/// glue records those reads and serves them back on replay, which runs on live dependencies.
@Suite(.serialized) @MainActor struct SeedAppDependencyReadTests {
  func record(_ name: String) async throws -> Timeline {
    let path = SeedAppTests.temporaryLog(name)
    _ = try await AppRootSession.record(to: path)
    return try Timeline(path: path)
  }

  @Test func theUpgradeCarriesItsReadsAndTheFirstActionTheSessionConstants() async throws {
    let timeline = try await record("reads")
    let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    #expect(try timeline.reads(at: 28) == [.uuid(uuid), .date(AppRootSession.startDate)])
    for seq in UInt64(1)...27 { #expect(try timeline.reads(at: seq).isEmpty, "seq \(seq)") }
    #expect(try timeline.reads(at: 30).isEmpty)
    #expect(
      try timeline.environment(at: 1) == [
        "calendar": "gregorian", "timeZone": "GMT", "locale": "en_US_POSIX",
      ])
  }

  @Test func withRecordedValuesServedALiveBuildReplaysFaithfully() async throws {
    let report = try AppRootSession.replay(try await record("served"), through: AppFeature.body)
    #expect(report.divergence == nil, "\(report)")
    #expect(report.checked == 30)
  }

  @Test func withRecordedValuesIgnoredItDivergesAtTheFirstReadNamingTheDependency() async throws {
    let report = try AppRootSession.replay(
      try await record("ignored"), through: AppFeature.body, servesRecordedReads: false)
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 28)
    #expect(divergence.dependency?.read == "uuid")
  }
}
