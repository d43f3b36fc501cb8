import ActionLog
import JSONTree
import LogFormat
import Replay

/// What a log holds at one seq: the state and the record that made it.
struct ReferencePoint: Equatable {
  var state: JSONValue
  var record: LogRecord?

  /// Whether this point, read from a damaged copy, contradicts `reference`, the undamaged log's.
  ///
  /// The state must be equal. The record may be missing or be a keyframe where the reference has
  /// the action: when the block holding that action is damaged, the timeline rightly falls back to
  /// the next block's keyframe — less information, not wrong information.
  func contradicts(_ reference: ReferencePoint?) -> Bool {
    guard let reference, reference.state == state else { return true }
    guard let record, record.kind != "key" else { return false }
    return record != reference.record
  }
}

/// The states and records of an undamaged log, by seq: what a damaged copy is compared against.
enum ReferenceStates {
  /// Reads every state of `path` and the record that made it.
  ///
  /// - Throws: `ReplayError` when the log is not fully readable (a reference must be healthy).
  static func read(path: String) throws -> [UInt64: ReferencePoint] {
    let timeline = try Timeline(path: path)
    var points: [UInt64: ReferencePoint] = [:]
    for seq in timeline.firstSeq...timeline.lastSeq {
      points[seq] = ReferencePoint(
        state: try timeline.state(at: seq), record: try? timeline.entry(at: seq).record)
    }
    return points
  }
}
