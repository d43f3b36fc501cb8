import ActionLog
import Foundation
import JSONTree
import LogFormat

/// A TCA-style session with what a live app's log holds and a generated test must not get wrong:
/// a date read live, finer than the millisecond the state keeps; an `AlertState` stored directly in
/// the state, whose `TextState` title reflection writes by its private storage; a password the user
/// typed (the test sends its pseudonym); a token an effect delivered (redacted in the state).
enum TodoFixture {
  static let startWall: Int64 = 1_795_623_686_000
  /// The date the reducer read at #1, as the log's `reads` keep it.
  static let createdAt = Date(timeIntervalSince1970: 1_795_623_686.156_342_5)
  static let password = "<redacted:1111111111111111>"
  static let token = "<redacted:2222222222222222>"

  private static func state(
    todos: [JSONValue] = [], alert: JSONValue = .null, password: String = "",
    token: JSONValue = .null
  ) -> JSONValue {
    .object([
      "todos": .array(todos), "alert": alert, "password": .string(password), "token": token,
    ])
  }

  private static let milk = JSONValue.object([
    "title": .string("Milk"), "createdAt": .string("2026-11-25T16:21:26.156Z"),
  ])

  private static let alert = JSONValue.object([
    "buttons": .array([
      .object([
        "action": .object(["type": .object(["send": .object(["confirmDelete": .object([:])])])]),
        "label": .object(["storage": .object(["verbatim": .string("Delete")])]),
        "role": .object(["destructive": .object([:])]),
      ])
    ]),
    "message": .null,
    "title": .object(["storage": .object(["verbatim": .string("Delete Milk?")])]),
  ])

  /// The states #0…#4.
  static let states: [JSONValue] = [
    state(),
    state(todos: [milk]),
    state(todos: [milk], alert: alert),
    state(todos: [milk], alert: alert, password: password),
    state(todos: [milk], alert: alert, password: password, token: .string(token)),
  ]

  /// seq, action, summary, cause, reads.
  private static let actions: [(UInt64, JSONValue, String, ActionCause, [DependencyRead])] = [
    (1, .object(["addTapped": .object([:])]), "addTapped", .external, [.date(createdAt)]),
    (2, .object(["deleteTapped": .object([:])]), "deleteTapped", .external, []),
    (
      3, .object(["passwordChanged": .string(password)]), "passwordChanged(<redacted>)",
      .external, []
    ),
    (
      4, .object(["loginResponse": .string(token)]), "loginResponse(<redacted>)",
      .effect(seq: 3, effect: 1, name: "run"), []
    ),
  ]

  /// Writes the session, closed, to `path`.
  static func write(to path: String) throws {
    let header = LogHeader(
      version: "3.1", writer: "tt-debug tests", created: "2026-11-25T16:21:26.000Z",
      wall: startWall, session: SessionInfo(app: "Todos"), stateType: "Todos.AppFeature.State",
      actionType: "Todos.AppFeature.Action", stateShape: "0123456789abcdef",
      valueEncoding: "encodable", redaction: .object([:]), blocks: .object([:]))
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(startWall))
    try writer.startBlock(
      keyframe: LogRecord.keyframe(KeyframeRecord(seq: 0, state: states[0])).line, seq: 0,
      time: UInt64(startWall))
    for (seq, action, summary, cause, reads) in actions {
      let millis = Int64(seq) * 10
      var record = ActionRecord(
        seq: seq, wall: startWall + millis, mono: millis * 1_000_000, action: action,
        summary: summary, cause: cause, route: ["Todos"],
        change: .delta(JSONPatch.diff(from: states[Int(seq) - 1], to: states[Int(seq)])))
      record.reads = reads
      try writer.append(LogRecord.action(record).line)
    }
    try writer.append(
      LogRecord.close(
        CloseRecord(seq: 4, wall: startWall + 100, mono: 0, actions: 4, dropped: 0)
      ).line)
    try writer.close()
  }
}
