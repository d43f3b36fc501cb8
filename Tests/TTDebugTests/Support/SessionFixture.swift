import ActionLog
import Foundation
import JSONTree
import LogFormat

/// Writes a small, deterministic navigation session: a tab switch, a stack push, an effect-caused
/// action, a sheet, a marker, the sheet's dismissal and a pop, in two data blocks.
enum SessionFixture {
  static let startWall: Int64 = 1_700_000_000_000
  static let lastSeq: UInt64 = 6

  private static func state(
    tab: String, path: [JSONValue] = [], destination: JSONValue = .null
  ) -> JSONValue {
    .object([
      "tab": .string(tab),
      "history": .object([
        "rows": .array([
          .object(["id": .int(1), "title": .string("Bread")]),
          .object(["id": .int(2), "title": .string("Milk")]),
        ])
      ]),
      "path": .array(path),
      "destination": destination,
    ])
  }

  private static func detail(title: String) -> JSONValue {
    .object([
      "id": .int(1),
      "element": .object(["detail": .object(["id": .int(2), "title": .string(title)])]),
    ])
  }

  /// The states #0…#6.
  static let states: [JSONValue] = [
    state(tab: "inbox"),
    state(tab: "history"),
    state(tab: "history", path: [detail(title: "Milk")]),
    state(tab: "history", path: [detail(title: "Milk, 2 L")]),
    state(
      tab: "history", path: [detail(title: "Milk, 2 L")],
      destination: .object(["edit": .object(["draft": .string("Milk, 2 L")])])),
    state(tab: "history", path: [detail(title: "Milk, 2 L")]),
    state(tab: "history"),
  ]

  private static let history = ["mainTab", "history"]
  private static let detailRoute = history + ["HistoryDetail(id: 2)"]
  private static let loader = "run @ HistoryDetail.swift:40"

  /// seq, milliseconds after the start, summary, cause, route.
  private static let actions: [(UInt64, Int64, String, ActionCause, [String])] = [
    (1, 500, "tabSelected(.history)", .external, history),
    (2, 1_200, "history(.rowTapped(id: 2))", .external, detailRoute),
    (
      3, 2_000, #"path(.element(id: 1, action: .detail(.loaded("Milk, 2 L"))))"#,
      .effect(seq: 2, effect: 7, name: loader), detailRoute
    ),
    (
      4, 3_500, "path(.element(id: 1, action: .detail(.editTapped)))", .external,
      detailRoute + ["sheet: Edit"]
    ),
    (5, 5_000, "destination(.dismiss)", .external, detailRoute),
    (6, 6_250, "path(.popFrom(id: 1))", .external, history),
  ]

  static let header = LogHeader(
    version: "1.0", writer: "tt-debug 0.1.0", created: "2023-11-14T22:13:20.000Z", wall: startWall,
    session: SessionInfo(
      app: "Groceries", build: "2.3 (41)", os: "iOS 18.1", note: "QA run",
      meta: ["device": "iPhone 15"]),
    stateType: "AppFeature.State", actionType: "AppFeature.Action", stateShape: "0123456789abcdef",
    valueEncoding: "reflection", redaction: .object([:]), blocks: .object([:]))

  /// Writes the session to `path`; `close: false` leaves it as a crashed log, `endMaybeCancelled`
  /// writes the effect's end as a store that cannot see a cancel by id does (`maybeCancelled`);
  /// another `header` makes it another recording session of the same actions.
  static func write(
    to path: String, close: Bool = true, endMaybeCancelled: Bool = false,
    header: LogHeader = header
  ) throws {
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(startWall))
    try writer.startBlock(
      keyframe: LogRecord.keyframe(KeyframeRecord(seq: 0, state: states[0])).line, seq: 0,
      time: UInt64(startWall))
    for (seq, millis, summary, cause, route) in actions {
      let wall = startWall + millis
      let index = Int(seq)
      let record = ActionRecord(
        seq: seq, wall: wall, mono: millis * 1_000_000,
        action: .object(["summary": .string(summary)]),
        summary: summary, cause: cause, route: route,
        change: .delta(JSONPatch.diff(from: states[index - 1], to: states[index])))
      if seq == 4 {
        try writer.startBlock(
          keyframe: LogRecord.keyframe(KeyframeRecord(seq: 3, state: states[3])).line, seq: 3,
          time: UInt64(wall))
      }
      try writer.append(LogRecord.action(record).line)
      if seq == 2 {
        try writer.append(
          LogRecord.effect(
            EffectRecord(
              seq: 2, wall: wall + 10, mono: 0, event: .started, effect: 7, action: 2, name: loader)
          ).line)
      }
      if seq == 3 {
        try writer.append(
          LogRecord.effect(
            EffectRecord(
              seq: 3, wall: wall, mono: 0, event: .finished, effect: 7, action: 2, name: loader,
              maybeCancelled: endMaybeCancelled)
          ).line)
      }
      if seq == 4 {
        try writer.append(
          LogRecord.marker(
            MarkerRecord(seq: 4, wall: startWall + 4_000, mono: 0, text: "checkout failed")
          )
          .line)
      }
    }
    if close {
      try writer.append(
        LogRecord.close(
          CloseRecord(seq: lastSeq, wall: startWall + 6_500, mono: 0, actions: 6, dropped: 0)
        ).line)
      try writer.close()
    } else {
      try writer.flush()
    }
  }
}
