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
/// travels by the in-memory replay (its state holds `@Shared` and is not `Codable`), its shared
/// boxes set to their values at each seq and back to their live values on `live`.
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

  @Test func everySeqOfTheSeedAppIsReachedByReplayAndLiveComesBack() async throws {
    let path = TimeTravelRootTests.temporaryLog("seed-travel")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await played(to: path)
    defer { root.recorder.close() }
    let timeline = try Timeline(path: path)
    guard case .mainTab(let live) = root.state else {
      Issue.record("the script ends on the tabs")
      return
    }
    // The box every `@Shared(.inMemory("user"))` of the run holds.
    let liveBox = live.settings.$user
    let liveUser = liveBox.wrappedValue
    for seq in timeline.firstSeq...timeline.lastSeq {
      let json = SharedNumbering.renumbered(try timeline.state(at: seq))
      try root.travel(to: seq, json: nil)
      #expect(root.position == .travelled(seq: seq))
      #expect(await TimeTravelRootTests.encoded(root) == json, "#\(seq) by replay")
      if seq == timeline.firstSeq {
        // The replay set the live box to its value then (no name yet).
        #expect(liveBox.wrappedValue == UserProfile(name: ""))
      }
    }
    try root.travel(to: timeline.firstSeq, json: nil)
    root.returnToLive()
    #expect(root.position == .live)
    #expect(
      await TimeTravelRootTests.encoded(root)
        == SharedNumbering.renumbered(try timeline.state(at: timeline.lastSeq)))
    #expect(liveBox.wrappedValue == liveUser)
  }

  @Test func resumeFromATravelledSeqOfTheSeedAppGoesOnFromIt() async throws {
    let path = TimeTravelRootTests.temporaryLog("seed-resume")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await played(to: path)
    let travelled: UInt64 = 12
    try root.travel(to: travelled, json: nil)
    guard case .mainTab(let atTravelled) = root.state else {
      Issue.record("#\(travelled) is on the tabs")
      return
    }
    let branch = try root.resume()
    #expect(branch == root.newestSeq)
    #expect(root.position == .live)
    // New actions go on from #12: its sheet, its shared user (not the live one).
    await root.store.send(.mainTab(.tabSelected(.settings))).finish()
    let afterBranch = await TimeTravelRootTests.encoded(root)
    guard case .mainTab(let tabs) = root.state else {
      Issue.record("the branch left the tabs")
      return
    }
    #expect(tabs.selectedTab == .settings)
    #expect(tabs.history == atTravelled.history)
    #expect(tabs.settings.user == atTravelled.settings.user)
    #expect(tabs.settings.user.name == "ada")
    root.recorder.close()
    let timeline = try Timeline(path: path)
    #expect(try timeline.markers().contains { $0.text == "time travel to #\(travelled), resumed" })
    let oob = try timeline.entries(from: branch, to: branch).compactMap { entry in
      if case .outOfBand(let record) = entry.record { return record.seq }
      return nil
    }
    #expect(oob == [branch])
    #expect(
      SharedNumbering.renumbered(try timeline.state(at: branch))
        == SharedNumbering.renumbered(try timeline.state(at: travelled)))
    #expect(afterBranch == SharedNumbering.renumbered(try timeline.state(at: branch + 1)))
  }
}
