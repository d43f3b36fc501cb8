import ActionLog
import JSONTree
import LogFormat

/// A log whose every text holds what a terminal obeys: C0 and C1 controls, OSC and CSI
/// sequences, bidi overrides, line separators, and a marker whose bytes are not UTF-8.
enum ControlFixture {
  static let startWall: Int64 = 1_700_000_000_000
  /// Clears the screen, homes the cursor, sets the window's title, rings the bell, hides text.
  static let hostile =
    "\u{1B}[2J\u{1B}[H\u{1B}]0;PWNED-TITLE\u{07}\u{1B}[8mhidden\u{1B}[0m\u{9B}31m\u{202E}evil"
    + "\u{2066}\u{2028}\r\u{08}\u{7F}\u{00}\t"
  /// Bytes in the marker's text replaced by ones that are not UTF-8.
  static let badUTF8Placeholder = "BADUTF8"

  static let states: [JSONValue] = [
    .object(["title": .string("plain"), "notes": .array([])]),
    .object(["title": .string(hostile), "notes": .array([.string(hostile)])]),
    .object(["title": .string(hostile + "2"), hostile: .string(hostile)]),
  ]

  static func write(to path: String) throws {
    let header = LogHeader(
      version: "1.0", writer: "tt-debug 0.1.0", created: "2023-11-14T22:13:20.000Z",
      wall: startWall,
      session: SessionInfo(app: "App" + hostile, build: hostile, note: hostile),
      stateType: "Control.State" + hostile, actionType: "Control.Action",
      stateShape: "0123456789abcdef",
      valueEncoding: "reflection", redaction: .object([:]), blocks: .object([:]))
    let writer = try LogWriter(path: path)
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(startWall))
    try writer.startBlock(
      keyframe: LogRecord.keyframe(KeyframeRecord(seq: 0, state: states[0])).line, seq: 0,
      time: UInt64(startWall))
    for seq in 1...2 {
      let wall = startWall + Int64(seq) * 500
      let record = ActionRecord(
        seq: UInt64(seq), wall: wall, mono: 0,
        action: .object(["tapped" + hostile: .string(hostile)]), summary: "tapped(\(hostile))",
        cause: seq == 1 ? .external : .effect(seq: 1, effect: 1, name: "load" + hostile),
        route: ["tab" + hostile, "sheet: " + hostile],
        change: .delta(JSONPatch.diff(from: states[seq - 1], to: states[seq])))
      try writer.append(LogRecord.action(record).line)
      let event: EffectRecord.Event = seq == 1 ? .started : .failed
      try writer.append(
        LogRecord.effect(
          EffectRecord(
            seq: UInt64(seq), wall: wall, mono: 0, event: event, effect: 1, action: 1,
            name: "load" + hostile, error: seq == 2 ? "failed" + hostile : nil)
        ).line)
    }
    try writer.append(
      LogRecord.marker(
        MarkerRecord(seq: 2, wall: startWall + 1_200, mono: 0, text: "marker" + hostile)
      ).line)
    var bad = LogRecord.marker(
      MarkerRecord(seq: 2, wall: startWall + 1_300, mono: 0, text: "m" + badUTF8Placeholder)
    ).line
    if let range = bad.firstRange(of: Array(badUTF8Placeholder.utf8)) {
      bad.replaceSubrange(range, with: [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80])
    }
    try writer.append(bad)
    try writer.append(
      LogRecord.close(CloseRecord(seq: 2, wall: startWall + 1_500, mono: 0, actions: 2, dropped: 0))
        .line)
    try writer.close()
  }
}
