import ActionLog
import Foundation
import JSONTree
import Replay
import Testing
import ToolSupport
import ValueCoding

/// A log whose actions had a secret redacted because the state's redacted field held it (an
/// unlabeled token) replays faithfully: a reducer replay gets the pseudonym from the logged
/// action and stores it, and a replay of the given steps pairs the log's pseudonym with its own.
@Suite struct LearnedSecretReplayTests {
  struct State: Codable, Equatable {
    var sessionToken = ""
    var submitted = 0
    var lastQuery = ""
  }

  enum LoginResponse: Codable, Equatable {
    case success(String)
    case failure(String)
  }

  enum Action: Codable, Equatable {
    case loginResponse(LoginResponse)
    case submit(String)
    case searchChanged(String)
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .loginResponse(.success(let token)): state.sessionToken = token
    case .loginResponse(.failure): state.sessionToken = ""
    case .submit(let token): state.submitted += token == state.sessionToken ? 1 : 100
    case .searchChanged(let query): state.lastQuery = query
    }
  }

  static let actions: [Action] = [
    .searchChanged("ada"), .loginResponse(.success("tok_live_S3CR3T")), .submit("tok_live_S3CR3T"),
    .submit("tok_other"), .loginResponse(.success("tok_live_R0TATED")), .submit("tok_live_S3CR3T"),
  ]

  private func record(_ name: String) throws -> (Timeline, String) {
    let path = try recordRedactedSession(
      name, initialState: State(), actions: Self.actions, reduce: Self.reduce)
    return (try Timeline(path: path), String(decoding: try TestPaths.gunzip(path), as: UTF8.self))
  }

  @Test func theLogHoldsNoTokenAndReducerReplayIsFaithful() throws {
    let (timeline, text) = try record(#function)
    #expect(!text.contains("S3CR3T") && !text.contains("R0TATED"))
    #expect(text.contains("tok_other"))
    let report = try ReducerReplay<State, Action>(timeline: timeline, reduce: Self.reduce).run()
    #expect(report.divergence == nil, "\(report)")
    #expect(report.checked == Self.actions.count)
  }

  @Test func stepReplayWithTheRealActionsIsFaithful() throws {
    try expectFaithfulReplayOfGivenSteps(
      of: record(#function).0, initialState: State(), actions: Self.actions, reduce: Self.reduce)
  }

  @Test func stepReplayStillRejectsAnActionWithADifferentSecret() throws {
    let (timeline, _) = try record(#function)
    var steps = Self.actions.map { ReducerReplay<State, Action>.Step.action($0) }
    steps[5] = .action(.submit("tok_live_R0TATED"))
    #expect(throws: ReplayError.self) {
      try ReducerReplay<State, Action>(
        timeline: timeline, initialState: State(), steps: steps, reduce: Self.reduce
      ).run()
    }
  }
}
