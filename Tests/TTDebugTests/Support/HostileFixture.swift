import ActionLog
import JSONTree
import LogFormat

/// A log whose strings are HTML and script in every place a page shows text: the app's name, a
/// state, an action's summary and route, a marker.
enum HostileFixture {
  static let startWall: Int64 = 1_700_000_000_000
  /// The page records `pwned` on `<html>` if any of these ever runs.
  static let breakout =
    #"</script><script>document.documentElement.dataset.pwned='script'</script>"#
  static let image = #"<img src=x onerror="document.documentElement.dataset.pwned='img'">"#
  static let summary = #"tapped(<b onmouseover="document.documentElement.dataset.pwned='b'">x</b>)"#
  static let marker = "</script><!-- a marker -->"

  static let states: [JSONValue] = [
    .object(["title": .string("plain"), "notes": .array([])]),
    .object(["title": .string(breakout), "notes": .array([.string(image)])]),
    .object([
      "title": .string(breakout),
      "notes": .array([.string(image), .string("<!--"), .string("&amp;")]),
    ]),
  ]

  static func write(to path: String) throws {
    let header = LogHeader(
      version: "1.0", writer: "tt-debug 0.1.0", created: "2023-11-14T22:13:20.000Z",
      wall: startWall,
      session: SessionInfo(app: "<script>alert(1)</script>", build: "<b>1</b>", note: image),
      stateType: "Hostile.State", actionType: "Hostile.Action", stateShape: "0123456789abcdef",
      valueEncoding: "reflection", redaction: .object([:]), blocks: .object([:]))
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(startWall))
    try writer.startBlock(
      keyframe: LogRecord.keyframe(KeyframeRecord(seq: 0, state: states[0])).line, seq: 0,
      time: UInt64(startWall))
    for seq in 1...2 {
      let record = ActionRecord(
        seq: UInt64(seq), wall: startWall + Int64(seq) * 500, mono: 0,
        action: .object(["tapped": .string(breakout)]), summary: summary, cause: .external,
        route: ["<i>tab</i>", "sheet: " + breakout],
        change: .delta(JSONPatch.diff(from: states[seq - 1], to: states[seq])))
      try writer.append(LogRecord.action(record).line)
    }
    try writer.append(
      LogRecord.marker(MarkerRecord(seq: 2, wall: startWall + 1_200, mono: 0, text: marker)).line)
    try writer.append(
      LogRecord.close(CloseRecord(seq: 2, wall: startWall + 1_500, mono: 0, actions: 2, dropped: 0))
        .line)
    try writer.close()
  }
}

/// A log whose recorder dropped two records: #2 and #3 were never written, #4 carries its state
/// whole.
enum DroppedFixture {
  static let states: [JSONValue] = (0...4).map { .object(["count": .int(Int64($0))]) }

  /// A writer of a counter app's log at `path`, its header written and a block begun with the
  /// keyframe `first` (#0).
  static func counterLog(at path: String, first: JSONValue) throws -> LogWriter {
    let start = HostileFixture.startWall
    let header = LogHeader(
      version: "1.0", writer: "tt-debug 0.1.0", created: "2023-11-14T22:13:20.000Z", wall: start,
      session: SessionInfo(app: "Counter"), stateType: "Counter.State",
      actionType: "Counter.Action", stateShape: "0123456789abcdef", valueEncoding: "reflection",
      redaction: .object([:]), blocks: .object([:]))
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(start))
    try writer.startBlock(
      keyframe: LogRecord.keyframe(KeyframeRecord(seq: 0, state: first)).line, seq: 0,
      time: UInt64(start))
    return writer
  }

  static func write(to path: String) throws {
    let start = HostileFixture.startWall
    let writer = try DroppedFixture.counterLog(at: path, first: states[0])
    func action(_ seq: UInt64, _ change: StateChange) -> [UInt8] {
      LogRecord.action(
        ActionRecord(
          seq: seq, wall: start + Int64(seq) * 100, mono: 0,
          action: .object(["increment": .object([:])]), summary: "increment", cause: .external,
          route: ["counter"], change: change)
      ).line
    }
    try writer.append(action(1, .delta(JSONPatch.diff(from: states[0], to: states[1]))))
    try writer.append(
      LogRecord.dropped(
        DroppedRecord(seq: 3, count: 2, wall: start + 350, mono: 0, reason: "queue full")
      )
      .line)
    try writer.append(action(4, .full(states[4])))
    try writer.append(
      LogRecord.close(CloseRecord(seq: 4, wall: start + 500, mono: 0, actions: 4, dropped: 2)).line)
    try writer.close()
  }
}

/// A log whose blocks are intact (every CRC matches) but whose delta at #3 replaces a path the
/// state does not have, so #3 and every state after it cannot be rebuilt; #1 and #2 can.
enum BadDeltaFixture {
  static let lastSeq: UInt64 = 8

  static func write(to path: String) throws {
    let start = HostileFixture.startWall
    let states: [JSONValue] = (0...lastSeq).map { .object(["count": .int(Int64($0))]) }
    let writer = try DroppedFixture.counterLog(at: path, first: states[0])
    for seq in 1...lastSeq {
      let index = Int(seq)
      let delta =
        seq == 3
        ? [PatchOperation.replace(path: JSONPointer(tokens: ["no", "such"]), value: .int(3))]
        : JSONPatch.diff(from: states[index - 1], to: states[index])
      try writer.append(
        LogRecord.action(
          ActionRecord(
            seq: seq, wall: start + Int64(seq) * 100, mono: 0,
            action: .object(["increment": .object([:])]), summary: "increment",
            cause: .external, route: ["counter"], change: .delta(delta))
        ).line)
    }
    try writer.append(
      LogRecord.close(
        CloseRecord(seq: lastSeq, wall: start + 1_000, mono: 0, actions: lastSeq, dropped: 0)
      ).line)
    try writer.close()
  }
}
