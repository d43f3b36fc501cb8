import ActionLog
import AppRootSample
import BookshelfSample
import ComposableStore
import ComposableStoreLink
import ComposableStoreRecording
import ComposableStoreReplay
import DebugLink
import DebugLinkWire
import Foundation
import JSONTree
import RaceSample
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing
import ToolSupport

/// The time-travel root over the stand-in store, in process: every state of every sample's
/// session reached from the log and by the in-memory replay, the branch `resume` records, `live`,
/// a loaded report, and old stores that can no longer change anything.
@Suite("Time-travel root")
@MainActor
struct TimeTravelRootTests {
  /// A sample's scripted session played on a root's store; the recorder stays open.
  private func played<Sample: NavigationSample>(_ sample: Sample.Type, to path: String) async throws
    -> TimeTravelRoot<
      Sample.Feature.State, Sample.Feature.Action,
      Store<Sample.Feature.State, Sample.Feature.Action>
    >
  {
    let recorder = try Recorder(path: path, options: sample.recordingOptions)
    var environment = SampleEnvironment()
    environment.mark = { recorder.mark($0) }
    let root = TimeTravelRoot(initialState: sample.initialState(environment), recorder: recorder) {
      [environment] in sample.makeFeature(environment)
    }
    await sample.play(root.store, environment)
    recorder.flush()
    return root
  }

  static var samples: [any NavigationSample.Type] {
    [
      SplitViewSession.self, TabStackSession.self, AppRootSession.self, SignUpSession.self,
      BookshelfSession.self, RaceSession.self,
    ]
  }

  @Test(arguments: ["split-view", "tab-stack", "app-root", "sign-up", "bookshelf", "race"])
  func everyStateOfTheSessionIsReachedFromTheLogAndByReplay(name: String) async throws {
    let sample = try #require(Self.samples.first { $0.name == name })
    try await check(sample)
  }

  private func check<Sample: NavigationSample>(_ sample: Sample.Type) async throws {
    let path = TestPaths.log("root-\(Sample.name)")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await played(sample, to: path)
    defer { root.recorder.close() }
    let timeline = try Timeline(path: path)
    var checked = 0
    for seq in timeline.firstSeq...timeline.lastSeq {
      guard let logged = try? timeline.state(at: seq) else { continue }
      let json = SharedNumbering.renumbered(logged)
      try root.travel(to: seq, json: json)
      // What the app reports: its state encoded as the log encodes it (secrets redacted).
      #expect(Self.encoded(root) == json, "#\(seq) from the log")
      #expect(root.position == .travelled(seq: seq))
      try root.travel(to: seq, json: nil)
      #expect(Self.encoded(root) == json, "#\(seq) by replay")
      checked += 1
    }
    #expect(checked == Int(timeline.lastSeq - timeline.firstSeq) + 1)
    // Back to where the session ended.
    root.returnToLive()
    #expect(root.position == .live)
    #expect(
      Self.encoded(root) == SharedNumbering.renumbered(try timeline.state(at: timeline.lastSeq)))
  }

  /// The root's state as its recorder encodes it for the link.
  static func encoded<S, A, O>(_ root: TimeTravelRoot<S, A, O>) -> JSONValue? {
    let box = LockedBox<[JSONValue]>([])
    let done = DispatchSemaphore(value: 0)
    guard
      root.recorder.probe(
        root.state,
        reply: { tree in
          box.append(tree)
          done.signal()
        })
    else { return nil }
    _ = done.wait(timeout: .now() + 10)
    // A state rebuilt from JSON holds new shared boxes, which the recorder numbers anew.
    return box.value.first.map(SharedNumbering.renumbered)
  }

  @Test func aTravelledStoreReducesNothingAndOldStoresChangeNothing() async throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await played(TabStackSession.self, to: path)
    defer { root.recorder.close() }
    let liveStore = root.store
    let newest = root.newestSeq
    try root.travel(to: 3, json: nil)
    let atThree = root.state
    // The view's taps while the app stands at #3 are dropped, and so are the old store's.
    root.store.send(.tabs(.tabSelected(.second)))
    liveStore.send(.tabs(.tabSelected(.second)))
    #expect(root.state == atThree)
    #expect(root.newestSeq == newest)
    root.returnToLive()
    #expect(root.position == .live)
    root.store.send(.tabs(.tabSelected(.second)))
    #expect(root.newestSeq == newest + 1)
  }

  @Test func resumeRecordsTheBranchAndGoesOnFromTheTravelledState() async throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let root = try await played(TabStackSession.self, to: path)
    let before = root.newestSeq
    try root.travel(to: 6, json: nil)
    let atSix = root.state
    let branch = try root.resume()
    #expect(branch == before + 1)
    #expect(root.position == .live)
    root.store.send(.tabs(.tabSelected(.second)))
    root.recorder.close()
    let timeline = try Timeline(path: path)
    #expect(try timeline.state(at: branch) == (try timeline.state(at: 6)))
    #expect(try timeline.markers().contains { $0.text == "time travel to #6, resumed" })
    var expected = atSix
    expected.tabs.selectedTab = .second
    #expect(try timeline.state(at: branch + 1, relinking: TabStackFeature.State.self) == expected)
    // The history goes on from the branch: #6's state by replay is still #6's.
    try root.travel(to: branch + 1, json: nil)
    #expect(root.state == expected)
  }

  @Test func aLoadedReportTravelsByItsStatesAndLiveComesBack() async throws {
    let path = TestPaths.log()
    let reportPath = TestPaths.log("report")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: reportPath)
    }
    _ = try await TabStackSession.record(to: reportPath)
    let report = try Timeline(path: reportPath)
    let root = try await played(TabStackSession.self, to: path)
    defer { root.recorder.close() }
    let live = root.state
    root.load(report: "report.ttlog")
    #expect(root.position == .report(name: "report.ttlog", seq: nil))
    #expect(throws: LinkError.self) { try root.resume() }
    for seq in [report.lastSeq, 0, 12] {
      try root.travel(to: seq, json: report.state(at: seq))
      #expect(root.state == (try report.state(at: seq, relinking: TabStackFeature.State.self)))
    }
    // A report's state must come whole: without it the app refuses, naming what is missing.
    #expect(throws: LinkError.self) { try root.travel(to: 5, json: nil) }
    root.returnToLive()
    #expect(root.state == live)
  }

  @Test func aStateThatIsNotCodableTravelsByReplayWithItsReadsServed() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    defer { recorder.close() }
    let root = TimeTravelRoot(initialState: Tickets.State(), recorder: recorder) { Tickets() }
    var states: [UInt64: Tickets.State] = [:]
    for _ in 0..<20 {
      root.store.send(.issue)
      states[root.newestSeq] = root.state
    }
    for (seq, state) in states {
      try root.travel(to: seq, json: nil)
      #expect(root.state == state, "#\(seq)")
    }
    // A report's state cannot become a Tickets.State: one line says why.
    root.load(report: "other.ttlog")
    do {
      try root.travel(to: 1, json: .object([:]))
      Issue.record("a state that is not Decodable was made from JSON")
    } catch {
      #expect(error.code == .cannotTravel)
      #expect(error.message.contains("is not Decodable"))
    }
  }

  @Test func theHistoryKeepsItsLimitAndRefusesOlderSeqsInOneLine() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    defer { recorder.close() }
    let root = TimeTravelRoot(
      initialState: Tickets.State(), recorder: recorder, historyLimit: 10
    ) { Tickets() }
    var states: [UInt64: Tickets.State] = [:]
    for _ in 0..<40 {
      root.store.send(.issue)
      states[root.newestSeq] = root.state
    }
    try root.travel(to: 40, json: nil)
    #expect(root.state == states[40])
    try root.travel(to: 35, json: nil)
    #expect(root.state == states[35])
    do {
      try root.travel(to: 2, json: nil)
      Issue.record("a seq older than the history was rebuilt")
    } catch {
      #expect(error.message.contains("older than this run's history"))
    }
  }
}

/// A feature whose state is not Codable and whose reducer reads random UUIDs: only the replay
/// with its recorded reads served rebuilds its states.
struct Tickets: Reducer {
  struct State: Equatable {
    var issued: [UUID] = []
    var note: NSObject?
  }
  enum Action: Equatable, Sendable { case issue }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.issued.append(UUIDGenerator.live())
    return .none
  }
}

/// The root driven through its link, as `attach` drives it.
@Suite("Time-travel root over the link", .serialized)
@MainActor
struct TimeTravelLinkTests {
  @Test func aStoppedLinkReturnsATravelledAppToLive() async throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: TabStackSession.recordingOptions)
    defer { recorder.close() }
    let environment = SampleEnvironment()
    let root = TimeTravelRoot(
      initialState: TabStackSession.initialState(environment), recorder: recorder
    ) { TabStackSession.makeFeature(environment) }
    await TabStackSession.play(root.store, environment)
    let live = root.state
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let link = root.startLink(
      LinkSettings(address: try LinkAddress(host: "127.0.0.1", port: listener.port), token: token))
    defer { link.stop() }
    // attach's side runs off the main actor, which answers the link's commands.
    let answer = try await Task.detached { () throws -> LinkMessage? in
      let attach = try listener.acceptApp()
      try attach.send(.travel(seq: 3, state: nil))
      while let message = try attach.receive() {
        if case .at = message {
          attach.shutDown()
          return message
        }
      }
      return nil
    }.value
    guard case .at(let seq, _)? = answer else {
      Issue.record("no answer to the travel: \(String(describing: answer))")
      return
    }
    #expect(seq == 3)
    // The link notices attach is gone and the app goes back to where it was.
    for _ in 0..<200 where root.position != .live { try await Task.sleep(for: .milliseconds(10)) }
    #expect(root.position == .live)
    #expect(root.state == live)
  }
}
