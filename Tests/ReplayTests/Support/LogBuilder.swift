import Foundation
import JSONTree
import LogFormat
import ToolSupport
import ValueCoding

@testable import ActionLog

/// Writes small logs record by record, remembering every state it wrote so tests can compare.
final class LogBuilder {
  let path: String
  private let writer: LogWriter
  /// Records per block before a new keyframe is forced (besides the writer's own rule).
  private let recordsPerBlock: Int
  private var recordsInBlock = 0
  /// Whether keyframes write the time of their state, as the recorder does.
  private let timedKeyframes: Bool
  private(set) var state: JSONValue?
  private(set) var seq: UInt64 = 0
  private(set) var wall: Int64 = 1_700_000_000_000
  /// Every state written, by seq (dropped seqs absent).
  private(set) var states: [UInt64: JSONValue] = [:]

  init(
    initial: JSONValue, valueEncoding: String = "encodable", recordsPerBlock: Int = 20,
    options: LogWriter.Options = LogWriter.Options(blockByteLimit: 4096, minRecordsPerBlock: 8),
    path: String = LogBuilder.temporaryPath(), timedKeyframes: Bool = false
  ) throws {
    self.path = path
    self.timedKeyframes = timedKeyframes
    self.recordsPerBlock = recordsPerBlock
    writer = try LogWriter(path: path, options: options)
    let header = LogHeader(
      version: "1.0", writer: "tt-debug tests", created: "2023-11-14T22:13:20.000Z", wall: wall,
      session: SessionInfo(app: "ReplayTests"), stateType: "State", actionType: "Action",
      stateShape: "0000000000000000", valueEncoding: valueEncoding,
      redaction: RedactionPolicy.default.jsonValue, blocks: .null)
    try writer.writeHeader(LogRecord.header(header).line, time: UInt64(wall))
    state = initial
    states[0] = initial
    try writer.startBlock(
      keyframe: keyframeLine(seq: 0, state: initial), seq: 0, time: UInt64(wall))
  }

  static func temporaryPath() -> String {
    let directory = (try? ScratchFolder.folder("replay")) ?? ScratchFolder.root
    return directory + "/session.ttlog"
  }

  /// An action record turning the current state into `next` (a delta, or the full state).
  func action(
    _ action: JSONValue, summary: String, to next: JSONValue, full: Bool = false
  ) throws {
    let change: StateChange
    if full || state == nil {
      change = .full(next)
    } else if let state {
      change = .delta(JSONPatch.diff(from: state, to: next))
    } else {
      change = .full(next)
    }
    try advance(to: next) { seq, wall in
      .action(
        ActionRecord(
          seq: seq, wall: wall, mono: 0, action: action, summary: summary, cause: .external,
          route: ["root"], change: change))
    }
  }

  /// An out-of-band change to `next`.
  func outOfBand(to next: JSONValue, shared: [UInt64] = [1]) throws {
    let change = StateChange.delta(JSONPatch.diff(from: state ?? .null, to: next))
    try advance(to: next) { seq, wall in
      .outOfBand(OutOfBandRecord(seq: seq, wall: wall, mono: 0, change: change, shared: shared))
    }
  }

  func marker(_ text: String) throws {
    try writer.append(
      LogRecord.marker(MarkerRecord(seq: seq, wall: wall, mono: 0, text: text)).line)
  }

  func effect(_ event: EffectRecord.Event) throws {
    try writer.append(
      LogRecord.effect(
        EffectRecord(
          seq: seq, wall: wall, mono: 0, event: event, effect: 1, action: seq, name: "run")
      )
      .line)
  }

  /// An action line that starts like a record but is not JSON: damage a CRC does not catch.
  func malformedAction() throws {
    seq += 1
    wall += 250
    state = nil
    try writer.append(Array("{\"t\":\"action\",\"seq\":\(seq),\"wall\":".utf8))
  }

  /// An action whose delta does not apply to the state before it, under a good CRC (a writer's
  /// bug); the next action must carry a full state.
  func unappliableAction() throws {
    seq += 1
    wall += 250
    state = nil
    try writer.append(
      Array(
        #"{"t":"action","seq":\#(seq),"action":"add","summary":"add","delta":[{"op":"remove","path":"/missing"}]}"#
          .utf8))
    recordsInBlock += 1
  }

  /// `count` seqs the recorder could not write; the next action must carry a full state.
  func dropped(_ count: UInt64) throws {
    seq += count
    state = nil
    try writer.append(
      LogRecord.dropped(
        DroppedRecord(seq: seq, count: count, wall: wall, mono: 0, reason: "queue full")
      )
      .line)
  }

  func close() throws {
    try writer.append(
      LogRecord.close(CloseRecord(seq: seq, wall: wall, mono: 0, actions: seq, dropped: 0)).line)
    try writer.close()
  }

  /// Ends the writer without closing the log, as a crash would.
  func abandon() throws {
    try writer.flush()
  }

  var compactions: Int { writer.stats.compactions }

  private func advance(to next: JSONValue, _ record: (UInt64, Int64) -> LogRecord) throws {
    seq += 1
    wall += 250
    try writer.append(record(seq, wall).line)
    state = next
    states[seq] = next
    recordsInBlock += 1
    if writer.needsNewBlock || recordsInBlock >= recordsPerBlock {
      recordsInBlock = 0
      // The recorder starts a block when the next record arrives, and gives the block its time.
      let first = timedKeyframes ? wall + 250 : wall
      try writer.startBlock(
        keyframe: keyframeLine(seq: seq, state: next), seq: seq, time: UInt64(first))
    }
  }

  private func keyframeLine(seq: UInt64, state: JSONValue) -> [UInt8] {
    let keyframe = KeyframeRecord(seq: seq, state: state)
    guard timedKeyframes else { return LogRecord.keyframe(keyframe).line }
    var encoder = BlockRecordEncoder()
    return encoder.keyframeLine(keyframe, wall: wall, mono: 0)
  }
}
