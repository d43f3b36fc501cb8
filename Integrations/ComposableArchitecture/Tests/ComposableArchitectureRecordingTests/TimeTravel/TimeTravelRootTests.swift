import ActionLog
import ComposableArchitecture
import ComposableArchitectureLink
import DebugLink
import DebugLinkWire
import Foundation
import JSONTree
import LogFormat
import Replay
import Testing

/// The time-travel root over real TCA: every state of a `Codable` feature's session reached from
/// the log and by the in-memory replay, the branch `resume` records, `live`, a loaded report, a
/// state held by reflection reached by replay, and old stores whose effects end.
@Suite(.serialized) @MainActor struct TimeTravelRootTests {
  static func temporaryLog(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-travel-tests")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(name)-\(UUID().uuidString).ttlog").path
  }

  static var options: Recorder.Options { Recorder.Options(app: "tca-travel", build: "test") }

  /// The root's state as its recorder encodes it for the link, shared ids numbered by first
  /// appearance (a state rebuilt from JSON holds new shared boxes).
  static func encoded<S, A, O>(_ root: TimeTravelRoot<S, A, O>) async -> JSONValue? {
    await withCheckedContinuation { continuation in
      let queued = root.encodeState { tree in
        continuation.resume(returning: SharedNumbering.renumbered(tree))
      }
      if !queued { continuation.resume(returning: nil) }
    }
  }

  /// Waits until `condition` holds, for at most 10 s: the test then fails on its expectations.
  static func wait(until condition: () -> Bool) async throws {
    for _ in 0..<10_000 where !condition() {
      try await Task.sleep(for: .milliseconds(1))
    }
  }

  /// The notebook's session played on a root's store; the recorder stays open.
  func playedNotebook(to path: String) async throws -> TimeTravelRoot<
    Notebook.State, Notebook.Action, StoreOf<Notebook>
  > {
    let recorder = try Recorder(path: path, options: Self.options)
    let root = TimeTravelRoot(initialState: Notebook.State(), recorder: recorder) {
      Notebook()
    } withDependencies: {
      Notebook.liveDependencies(&$0)
    }
    await Notebook.play(root.store)
    recorder.flush()
    return root
  }

  @Test func everyStateOfACodableSessionIsReachedFromTheLogAndByReplay() async throws {
    let path = Self.temporaryLog("notebook")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await playedNotebook(to: path)
    defer { root.recorder.close() }
    let timeline = try Timeline(path: path)
    #expect(timeline.lastSeq == 9)
    for seq in timeline.firstSeq...timeline.lastSeq {
      let json = SharedNumbering.renumbered(try timeline.state(at: seq))
      try root.travel(to: seq, json: json)
      #expect(await Self.encoded(root) == json, "#\(seq) from the log")
      #expect(root.position == .travelled(seq: seq))
      try root.travel(to: seq, json: nil)
      #expect(await Self.encoded(root) == json, "#\(seq) by replay")
    }
    root.returnToLive()
    #expect(root.position == .live)
    #expect(
      await Self.encoded(root) == SharedNumbering.renumbered(try timeline.state(at: 9)))
  }

  @Test func aTravelledStoreReducesNothingAndReturnToLiveGoesOn() async throws {
    let path = Self.temporaryLog("frozen")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await playedNotebook(to: path)
    defer { root.recorder.close() }
    let liveStore = root.store
    let live = root.state
    try root.travel(to: 2, json: nil)
    let atTwo = root.state
    #expect(atTwo.editor?.text == "milk")
    // The view's taps while the app stands at #2 are dropped, and so are the old store's.
    root.store.send(.editor(.doneTapped))
    liveStore.send(.addTapped)
    #expect(root.state == atTwo)
    #expect(root.newestSeq == 9)
    #expect(root.returnToLive() == 9)
    #expect(root.position == .live)
    #expect(root.state == live)
    root.store.send(.editor(.textChanged("jam")))
    #expect(root.newestSeq == 10)
    root.recorder.flush()
    let timeline = try Timeline(path: path)
    #expect(
      try timeline.markers().contains { $0.text == "time travel: back to the newest state #9" })
  }

  @Test func resumeRecordsTheBranchAndGoesOnFromTheTravelledState() async throws {
    let path = Self.temporaryLog("resume")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await playedNotebook(to: path)
    try root.travel(to: 2, json: nil)
    let atTwo = root.state
    let branch = try root.resume()
    #expect(branch == 10)
    #expect(root.position == .live)
    await root.store.send(.editor(.doneTapped)).finish()
    let afterBranch = root.state
    root.recorder.close()
    let timeline = try Timeline(path: path)
    #expect(try timeline.markers().contains { $0.text == "time travel to #2, resumed" })
    let oob = try timeline.entries(from: branch, to: branch).compactMap { entry in
      if case .outOfBand(let record) = entry.record { return record.seq }
      return nil
    }
    #expect(oob == [branch])
    #expect(try timeline.state(at: branch) == (try timeline.state(at: 2)))
    #expect(try timeline.state(at: branch, as: Notebook.State.self) == atTwo)
    #expect(try timeline.state(at: branch + 1, as: Notebook.State.self) == afterBranch)
    #expect(afterBranch.notes.map(\.text) == ["milk"])
    // The history goes on from the branch.
    try root.travel(to: branch + 1, json: nil)
    #expect(root.state == afterBranch)
  }

  @Test func aLoadedReportTravelsByItsStatesAndLiveComesBack() async throws {
    let path = Self.temporaryLog("live")
    let reportPath = Self.temporaryLog("report")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: reportPath)
    }
    let other = try await playedNotebook(to: reportPath)
    other.recorder.close()
    let report = try Timeline(path: reportPath)
    let root = try await playedNotebook(to: path)
    defer { root.recorder.close() }
    let live = root.state
    root.load(report: "report.ttlog")
    #expect(root.position == .report(name: "report.ttlog", seq: nil))
    #expect(throws: LinkError.self) { try root.resume() }
    for seq in report.firstSeq...report.lastSeq {
      try root.travel(to: seq, json: report.state(at: seq))
      #expect(root.state == (try report.state(at: seq, as: Notebook.State.self)), "#\(seq)")
      #expect(root.position == .report(name: "report.ttlog", seq: seq))
    }
    // A report's state must come whole: without it the app refuses, naming what is missing.
    #expect(throws: LinkError.self) { try root.travel(to: 5, json: nil) }
    root.returnToLive()
    #expect(root.state == live)
    root.recorder.flush()
    let timeline = try Timeline(path: path)
    #expect(try timeline.markers().contains { $0.text == "time travel: loaded report.ttlog" })
  }

  @Test func aCodableStackTravelsFromTheLog() async throws {
    let path = Self.temporaryLog("shelf")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: Self.options)
    defer { recorder.close() }
    let root = TimeTravelRoot(initialState: Shelf.State(), recorder: recorder) { Shelf() }
    for _ in 0..<3 {
      root.store.send(.pushTapped)
      let id = try #require(root.state.path.ids.last)
      root.store.send(.path(.element(id: id, action: .tapped)))
    }
    root.store.send(.path(.popFrom(id: try #require(root.state.path.ids.first))))
    root.store.send(.pushTapped)
    recorder.flush()
    let timeline = try Timeline(path: path)
    #expect(timeline.lastSeq == 8)
    for seq in timeline.firstSeq...timeline.lastSeq {
      let json = try timeline.state(at: seq)
      try root.travel(to: seq, json: json)
      #expect(await Self.encoded(root) == json, "#\(seq)")
      // Each decode gives the elements new ids: the log holds none.
      let decoded = try timeline.state(at: seq, as: Shelf.State.self)
      #expect(Array(root.state.path) == Array(decoded.path), "#\(seq)")
    }
  }

  @Test func aReflectedStackIsReachedByReplayWithTheIdsTheStoreDrew() async throws {
    let path = Self.temporaryLog("reflected-shelf")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: Self.options)
    defer { recorder.close() }
    let root = TimeTravelRoot(initialState: ReflectedShelf.State(), recorder: recorder) {
      ReflectedShelf()
    }
    for _ in 0..<3 {
      root.store.send(.shelf(.pushTapped))
      let id = try #require(root.state.shelf.path.ids.last)
      root.store.send(.shelf(.path(.element(id: id, action: .tapped))))
    }
    let first = try #require(root.state.shelf.path.ids.first)
    root.store.send(.shelf(.path(.popFrom(id: first))))
    root.store.send(.shelf(.pushTapped))
    let last = try #require(root.state.shelf.path.ids.last)
    root.store.send(.shelf(.path(.element(id: last, action: .tapped))))
    recorder.flush()
    let timeline = try Timeline(path: path)
    #expect(timeline.lastSeq == 9)
    #expect(try timeline.state(at: 9).jsonText.contains(#""id":3"#))
    for seq in timeline.firstSeq...timeline.lastSeq {
      let json = try timeline.state(at: seq)
      try root.travel(to: seq, json: json)
      #expect(await Self.encoded(root) == json, "#\(seq)")
    }
  }

  @Test func aReflectionEncodedStateIsReachedByInMemoryReplay() async throws {
    let path = Self.temporaryLog("tickets")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: Self.options)
    defer { recorder.close() }
    let root = TimeTravelRoot(initialState: Tickets.State(), recorder: recorder) {
      Tickets()
    } withDependencies: {
      $0.uuid = UUIDGenerator { UUID() }
      $0.date = DateGenerator { Date() }
    }
    var states: [UInt64: Tickets.State] = [0: root.state]
    for _ in 0..<12 {
      root.store.send(.issue)
      states[root.newestSeq] = root.state
    }
    recorder.flush()
    let timeline = try Timeline(path: path)
    #expect(timeline.lastSeq == 12)
    for seq in timeline.firstSeq...timeline.lastSeq {
      let json = SharedNumbering.renumbered(try timeline.state(at: seq))
      // The log's JSON cannot become a Tickets.State: the replay rebuilds it.
      try root.travel(to: seq, json: json)
      let expected = try #require(states[seq])
      #expect(root.state.issued == expected.issued, "#\(seq)")
      // The log holds a date read as seconds since 1970, a Double: served back, it can differ
      // from the live one in the last bit.
      #expect(
        abs(
          (root.state.lastIssuedAt ?? .distantPast).timeIntervalSince(
            expected.lastIssuedAt ?? .distantPast)) < 1e-6, "#\(seq)")
      #expect(await Self.encoded(root) == json, "#\(seq)")
    }
    // A report's state cannot become a Tickets.State: one line says why.
    root.load(report: "other.ttlog")
    let first = try timeline.state(at: 1)
    do {
      try root.travel(to: 1, json: first)
      Issue.record("a state that is not Decodable was made from JSON")
    } catch {
      #expect(error.code == .cannotTravel)
      #expect(error.message.contains("is not Decodable"))
    }
  }

  @Test func anOldStoreIsReleasedAndItsEffectsAreCancelled() async throws {
    let path = Self.temporaryLog("ticker")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: Self.options)
    defer { recorder.close() }
    let events = LockIsolated<[String]>([])
    let root = TimeTravelRoot(initialState: Ticker.State(), recorder: recorder) {
      Ticker(events: events)
    }
    weak let liveStore = root.store
    root.store.send(.start)
    try await Self.wait { !events.value.isEmpty }
    #expect(events.value == ["started"])
    try root.travel(to: 0, json: nil)
    // TCA cancels a root store's effects when the store is released.
    #expect(liveStore == nil)
    try await Self.wait { events.value.count >= 2 }
    #expect(events.value == ["started", "cancelled"])
    #expect(root.state == Ticker.State())
  }
}
