import ActionLog
import Foundation
import JSONTree
import LogFormat

/// A session written a few actions at a time while a test watches a follower: a counter whose
/// every action adds one. The writer's lock is held by the test process, so a follower in another
/// process sees a live app.
final class LiveSession {
  static let startWall: Int64 = 1_700_000_000_000
  private let writer: LogWriter
  private(set) var seq: UInt64 = 0

  /// Creates the log with its header and the first state, `{"count":0}`.
  init(path: String) throws {
    writer = try LogWriter(path: path)
    let header = LogHeader(
      version: "3.0", writer: "tt-debug tests", created: "2023-11-14T22:13:20.000Z",
      wall: Self.startWall, session: SessionInfo(app: "Counter"), stateType: "Counter.State",
      actionType: "Counter.Action", stateShape: "0123456789abcdef", valueEncoding: "encodable",
      redaction: .object([:]), blocks: .object([:]))
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(Self.startWall))
    try writer.startBlock(
      keyframe: LogRecord.keyframe(KeyframeRecord(seq: 0, state: Self.state(0))).line, seq: 0,
      time: UInt64(Self.startWall))
    try writer.flush()
  }

  static func state(_ count: UInt64) -> JSONValue { .object(["count": .unsigned(count)]) }

  /// Appends `count` actions `tapped(n)`, each 100 ms after the one before, and flushes them.
  func act(_ count: Int) throws {
    for _ in 0..<count {
      seq += 1
      let millis = Int64(seq) * 100
      let record = ActionRecord(
        seq: seq, wall: Self.startWall + millis, mono: millis * 1_000_000,
        action: .object(["tapped": .unsigned(seq)]), summary: "tapped(\(seq))",
        cause: .external, route: ["Counter"],
        change: .delta(JSONPatch.diff(from: Self.state(seq - 1), to: Self.state(seq))))
      try writer.append(LogRecord.action(record).line)
    }
    try writer.flush()
  }

  /// Writes the close record and closes the log.
  func close() throws {
    try writer.append(
      LogRecord.close(
        CloseRecord(
          seq: seq, wall: Self.startWall + Int64(seq) * 100 + 50, mono: 0, actions: seq,
          dropped: 0)
      ).line)
    try writer.close()
  }
}
