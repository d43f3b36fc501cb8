import ActionLog
import Foundation
import JSONTree
import Replay
import Testing
import ToolSupport
import ValueCoding

/// A log recorded with the default redaction replays faithfully: the replay encodes secrets with a
/// key of its own, and pseudonyms are paired one to one with the log's.
@Suite struct RedactedReplayTests {
  struct State: Codable, Equatable {
    var apiToken = "tok-1"
    var previousToken = ""
    var count = 0
  }

  enum Action: Codable, Equatable {
    case add
    case rotate(newToken: String)
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .add: state.count += 1
    case .rotate(let token):
      state.previousToken = state.apiToken
      state.apiToken = token
    }
  }

  static let actions: [Action] = [
    .add, .rotate(newToken: "tok-2"), .add, .rotate(newToken: "tok-3"),
  ]

  private func record(_ name: String) throws -> Timeline {
    try Timeline(
      path: recordRedactedSession(
        name, initialState: State(), actions: Self.actions, reduce: Self.reduce))
  }

  @Test func theLogHoldsPseudonymsNotTheSecrets() throws {
    let timeline = try record(#function)
    let state = try timeline.state(at: 4)
    guard case .string(let token)? = state["apiToken"] else {
      Issue.record("no apiToken in \(state)")
      return
    }
    #expect(RedactionKey.isRedactionMarker(token) && token != "tok-3")
  }

  @Test func stepReplayOfARedactedLogIsFaithful() throws {
    try expectFaithfulReplayOfGivenSteps(
      of: record(#function), initialState: State(), actions: Self.actions, reduce: Self.reduce)
  }

  @Test func reducerReplayOfARedactedLogIsFaithful() throws {
    let timeline = try record(#function)
    let report = try ReducerReplay<State, Action>(timeline: timeline, reduce: Self.reduce).run()
    #expect(report.divergence == nil, "\(report)")
  }

  @Test func aReducerThatMovesTheWrongSecretDivergesWhereItDid() throws {
    let timeline = try record(#function)
    let report = try ReducerReplay<State, Action>(
      timeline: timeline, initialState: State(), steps: Self.actions.map { .action($0) }
    ) { state, action in
      Self.reduce(&state, action)
      if case .rotate(let token) = action { state.previousToken = token }
    }.run()
    #expect(report.divergence?.seq == 2)
  }
}

/// A report prints as sentences and a diff, not as a dump of its JSON trees.
@Suite struct ReplayReportDescriptionTests {
  @Test func aFaithfulReportSaysSoWithTheCount() {
    let report = ReplayReport(checked: 17, startSeq: 0, divergence: nil, hints: [])
    #expect(report.description == "faithful: 17 states checked from seq 0")
  }

  @Test func aDivergenceNamesSeqActionAndDiffThenHints() {
    let diff = "  {\n-   \"count\": 1,\n+   \"count\": 2\n  }"
    let report = ReplayReport(
      checked: 5, startSeq: 0,
      divergence: Divergence(
        seq: 6, summary: "add", expected: .object(["count": .int(1)]),
        replayed: .object(["count": .int(2)]), diffText: diff),
      hints: ["the values at /id look like UUIDs"])
    #expect(
      report.description == """
        diverges at seq 6 (add), after 5 states matched (replay started at seq 0):
        \(diff)
        hints:
        - the values at /id look like UUIDs
        """)
    #expect(!report.description.contains("JSONValue"))
  }
}
