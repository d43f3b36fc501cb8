import ActionLog
import ComposableArchitecture
import ComposableArchitectureLink
import DebugLink
import DebugLinkWire
import Foundation
import JSONTree
import Replay
import Testing

@testable import AppRootTCA

/// The seed app's root store held by a time-travel root: it records as a plain store does, and
/// refuses, in one line, travels it cannot make (its state holds `@Shared` and is not `Codable`).
@Suite(.serialized) @MainActor struct SeedAppTimeTravelTests {
  /// The seed app's script played on a root's store; the recorder stays open.
  func played(to path: String) async throws -> TimeTravelRoot<
    AppFeature.State, AppFeature.Action, StoreOf<AppFeature>
  > {
    let recorder = try Recorder(path: path, options: AppRootSession.recordingOptions)
    return await AppRootSession.playedRoot(recordingTo: recorder)
  }

  @Test func theSeedAppRecordsThroughARootAsThroughAPlainStore() async throws {
    let path = TimeTravelRootTests.temporaryLog("seed-root")
    let plainPath = TimeTravelRootTests.temporaryLog("seed-plain")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: plainPath)
    }
    let root = try await played(to: path)
    root.recorder.close()
    _ = try await AppRootSession.record(to: plainPath)
    let timeline = try Timeline(path: path)
    let plain = try Timeline(path: plainPath)
    #expect(timeline.lastSeq == plain.lastSeq)
    for seq in plain.firstSeq...plain.lastSeq {
      #expect(
        SharedNumbering.renumbered(try timeline.state(at: seq))
          == SharedNumbering.renumbered(try plain.state(at: seq)), "#\(seq)")
    }
    let report = try AppRootSession.replay(timeline)
    #expect(report.divergence == nil)
    #expect(report.isComplete)
  }

  @Test func aTravelTheSeedAppCannotMakeIsRefusedInOneLine() async throws {
    let path = TimeTravelRootTests.temporaryLog("seed-refused")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await played(to: path)
    defer { root.recorder.close() }
    let timeline = try Timeline(path: path)
    let live = root.state
    for seq in [timeline.firstSeq, 12, timeline.lastSeq] {
      let json = try timeline.state(at: seq)
      do {
        try root.travel(to: seq, json: json)
        Issue.record("#\(seq): a state holding @Shared and not Decodable travelled")
      } catch {
        #expect(error.code == .cannotTravel)
        #expect(error.message.contains("holds shared references (@Shared)"))
        #expect(!error.message.contains("\n"))
      }
    }
    #expect(root.position == .live)
    #expect(root.state == live)
  }
}
