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

/// The seed app records today what it recorded before the recorder took over TCA's causes.
@Suite(.serialized) @MainActor struct SeedAppRecordingHistoryTests {
  /// `Tests/Fixtures/seed-format-3.0.ttlog` is the script recorded by the glue of 1d1902f (its own
  /// FIFO of sends, before `record(unnumberedAction:state:)` and the recorder's send pairing).
  @Test func theScriptRecordsByteForByteAsBefore() async throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/seed-format-3.0.ttlog")
    let path = SeedAppTests.temporaryLog("history")
    _ = try await AppRootSession.record(to: path)
    let recorded = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(recorded == (try Data(contentsOf: fixture)))
  }
}
