import ActionLog
import AppRootSample
import BookshelfSample
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

@Suite struct CommittedLogTests {
  @Test(arguments: CommittedLogs.all)
  func reRecordingReproducesTheCommittedLogByteForByte(name: String) throws {
    let output = CommittedLogs.temporaryPath(name)
    defer { try? FileManager.default.removeItem(atPath: output) }
    let run = try CommittedLogs.runNavSamples(["record", name, "--output", output])
    #expect(run.status == 0, "\(run.stderr)")
    let recorded = try Data(contentsOf: URL(fileURLWithPath: output))
    let committed = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path(name)))
    #expect(
      recorded == committed,
      "re-record with `swift run nav-samples record \(name) --force --output samples/logs/\(name).ttlog`"
    )
  }

  @Test(arguments: CommittedLogs.all)
  func everyCommittedLogIsClosedWithFortyActionsAndAMarker(name: String) throws {
    let timeline = try Timeline(path: CommittedLogs.path(name))
    #expect(timeline.status == .closed)
    #expect(timeline.actionCount >= 40)
    #expect(try !timeline.markers().isEmpty)
  }

  @Test func replayingEachCommittedLogThroughItsReducersShowsNoDivergence() throws {
    try expectFaithful(SplitViewSession.self)
    try expectFaithful(TabStackSession.self)
    try expectFaithful(AppRootSession.self)
    try expectFaithful(SignUpSession.self)
    try expectFaithful(BookshelfSession.self)
  }

  private func expectFaithful<Sample: NavigationSample>(_ sample: Sample.Type) throws
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    let timeline = try Timeline(path: CommittedLogs.path(sample.name))
    let replay = ReducerReplay(sample.makeFeature(SampleEnvironment()), timeline: timeline)
    let report = try replay.run()
    #expect(report.divergence == nil, "\(sample.name): \(report.divergence?.diffText ?? "")")
    #expect(report.checked == timeline.actionCount)
  }

  @Test func tabStackRouteAfterPushingTwiceFromTheFirstTab() throws {
    let timeline = try Timeline(path: CommittedLogs.path("tab-stack"))
    let pushes = try timeline.entries(from: 1, to: timeline.lastSeq).compactMap { entry in
      if case .action(let action) = entry.record, action.route.count == 3 { return action }
      return nil
    }
    let first = try #require(pushes.first)
    #expect(first.route == ["First", "FirstDetail", "Another"])
    #expect(first.summary == "path(.element(id: 0, action: .firstDetail(.delegate(.showAnother))))")
  }

  @Test func appRootRoutesShowRootTabStackAndSheet() throws {
    let timeline = try Timeline(path: CommittedLogs.path("app-root"))
    let routes = try timeline.entries(from: 1, to: timeline.lastSeq).compactMap { entry in
      if case .action(let action) = entry.record { return action.breadcrumb }
      return nil
    }
    #expect(routes.first == "intro")
    #expect(routes.contains("mainTab › calendar › sheet: RegisterTransaction"))
    #expect(routes.contains("mainTab › history › HistoryDetail(id: 2) › sheet: EditTransaction"))
    #expect(routes.contains("mainTab › history › HistoryDetail(id: 4) › alert: Delete Coffee?"))
    #expect(routes.contains("mainTab › myPage › alert: Log out?"))
    #expect(routes.last == "intro")
  }

  @Test func theSignUpLogNeverContainsThePassword() throws {
    let text = try CommittedLogs.decompressed(CommittedLogs.path("sign-up"))
    #expect(text.contains("passwordChanged"))
    for fragment in SignUpSession.password.split(separator: "-") {
      #expect(!text.contains(fragment), "found \(fragment) in the log")
    }
  }

  /// The login response's token is in the app's state and in two actions, never in the log.
  @Test func theBookshelfLogNeverContainsTheToken() throws {
    let text = try CommittedLogs.decompressed(CommittedLogs.path("bookshelf"))
    #expect(text.contains("logInResponse"))
    let token = APIClient.inMemoryToken
    #expect(!token.isEmpty)
    #expect(!text.contains(token), "found the token in the log")
    #expect(!text.contains(APIClient.inMemoryPassword), "found the password in the log")
  }

  @Test func sharedSignUpDataEditedInTheSummaryIsSeenByEveryStepWhenRebuilt() throws {
    let timeline = try Timeline(path: CommittedLogs.path("sign-up"))
    let state = try timeline.state(at: timeline.lastSeq, relinking: SignUpFeature.State.self)
    let steps = Array(state.path)
    #expect(steps.count >= 4)
    for step in steps {
      #expect(step.signUpData.firstName == "Augusta")
      #expect(step.signUpData.email == "augusta@example.com")
    }
    // Rebuilt steps share one box again: a change through the root is seen by every step.
    state.$signUpData.withLock { $0.lastName = "King" }
    #expect(steps.allSatisfy { $0.signUpData.lastName == "King" })
  }
}
