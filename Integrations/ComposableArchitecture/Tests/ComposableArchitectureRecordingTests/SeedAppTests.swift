import AppRootTCA
import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation
import LogFormat
import Replay
import Testing

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
    #expect(caused.map(\.0) == [3, 8, 13])
    #expect(caused.map(\.1) == [2, 7, 12])
    #expect(records.filter { $0.cause == .external }.count == records.count - 3)
  }

  @Test func aRunEffectsLifecycleIsRecorded() async throws {
    let timeline = try await record("effects").timeline
    let events = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq).compactMap {
      entry -> EffectRecord? in
      if case .effect(let record) = entry.record { return record }
      return nil
    }
    #expect(events.map(\.event) == [.started, .finished])
    // TCA does not say whether a run that returned was cancelled by id.
    #expect(events.map(\.maybeCancelled) == [false, true])
  }

  @Test func aSharedValueChangedOutsideAnyActionIsItsOwnRecord() async throws {
    let timeline = try await record("oob").timeline
    let entries = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq)
    let oob = entries.compactMap { entry -> OutOfBandRecord? in
      if case .outOfBand(let record) = entry.record { return record }
      return nil
    }
    #expect(oob.map(\.seq) == [16])
    let state = try timeline.state(at: 16)
    #expect(state.jsonText.contains(#""name":"Ada L.","isPro":true"#))
    let before = try timeline.state(at: 15)
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
    #expect(report.checked == 17)
  }

  @Test func replayCatchesAChangedReducerAtItsSeq() async throws {
    let timeline = try await record("changed").timeline
    let report = try AppRootSession.replay(timeline, through: AppRootSession.changedReducer)
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 6)
    #expect(divergence.diffText.contains(#"+                     "title": "Rent","#))
  }
}

/// The seed app records today what it recorded before the recorder took over TCA's causes, plus
/// the dependency values its settings reducer now reads.
@Suite(.serialized) @MainActor struct SeedAppRecordingHistoryTests {
  /// `Tests/Fixtures/seed-format-3.0.ttlog` is the script recorded by the glue of 1d1902f (its own
  /// FIFO of sends, before the recorder's send pairing),
  /// byte for byte what the glue of a2c6333 recorded too. Since then the settings feature keeps a
  /// receipt whose id and date it reads from `uuid` and `date`: the log is format 3.1, the upgrade
  /// (#15) carries those reads and the states from #15 hold the receipt, and a `finished` effect
  /// record now says `maybeCancelled` (the glue cannot tell a run that finished from one cancelled
  /// by id), and an immediate `.send` is effect 0 `send` (then, a numbered effect). Everything
  /// else — every record, cause, route, effect record and state before #15 — is as before.
  @Test func theScriptRecordsAsBeforeApartFromTheReceiptAndItsReads() async throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-format-3.0.ttlog")
    let before = try Timeline(path: fixture.path)
    let path = SeedAppTests.temporaryLog("history")
    _ = try await AppRootSession.record(to: path)
    let now = try Timeline(path: path)
    #expect(before.lastSeq == 17 && now.lastSeq == 17)
    let beforeEntries = try before.entries(from: 1, to: 17)
    let nowEntries = try now.entries(from: 1, to: 17)
    #expect(beforeEntries.count == nowEntries.count)
    for (old, new) in zip(beforeEntries, nowEntries) {
      switch (old.record, new.record) {
      case (.action(let old), .action(let new)):
        var cause = old.cause
        if case .effect(let seq, _, "effect") = old.cause, case .effect(seq, 0, "send") = new.cause
        {
          cause = new.cause
        }
        #expect(old.seq == new.seq && cause == new.cause && old.breadcrumb == new.breadcrumb)
        #expect(old.summary == new.summary)
        #expect(new.reads.isEmpty == (new.seq != 15), "seq \(new.seq)")
      case (.effect(let old), .effect(let new)):
        #expect(old.effect == new.effect && old.action == new.action && old.event == new.event)
        #expect(!old.maybeCancelled && new.maybeCancelled == (new.event == .finished))
      case (.outOfBand(let old), .outOfBand(let new)):
        #expect(old.seq == new.seq)
      default:
        #expect(old.record.kind == new.record.kind, "seq \(old.seq)")
      }
    }
    for seq in UInt64(1)...17 {
      let old = try before.state(at: seq).jsonText
      let new = try now.state(at: seq).jsonText
      if seq < 15 {
        // The settings feature's state has had an empty `receipts` since it was created (#3).
        let withoutReceipts = new.replacingOccurrences(of: #","receipts":[]"#, with: "")
        #expect(old == withoutReceipts, "seq \(seq)")
        #expect((seq >= 3) == new.contains(#""receipts":[]"#), "seq \(seq)")
      } else {
        #expect(old != new && new.contains(#""receipts":[{"#), "seq \(seq)")
      }
    }
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
    #expect(try timeline.reads(at: 15) == [.uuid(uuid), .date(AppRootSession.startDate)])
    for seq in UInt64(1)...14 { #expect(try timeline.reads(at: seq).isEmpty, "seq \(seq)") }
    #expect(try timeline.reads(at: 17).isEmpty)
    #expect(
      try timeline.environment(at: 1) == [
        "calendar": "gregorian", "timeZone": "GMT", "locale": "en_US_POSIX",
      ])
  }

  @Test func withRecordedValuesServedALiveBuildReplaysFaithfully() async throws {
    let report = try AppRootSession.replay(try await record("served"), through: AppFeature.body)
    #expect(report.divergence == nil, "\(report)")
    #expect(report.checked == 17)
  }

  @Test func withRecordedValuesIgnoredItDivergesAtTheFirstReadNamingTheDependency() async throws {
    let report = try AppRootSession.replay(
      try await record("ignored"), through: AppFeature.body, servesRecordedReads: false)
    let divergence = try #require(report.divergence)
    #expect(divergence.seq == 15)
    #expect(divergence.dependency?.read == "uuid")
  }
}
