import ActionLog
import Replay

/// What an undamaged log holds at one seq: the state and the record that made it.
struct ReferencePoint: Equatable {
  var state: JSONValue
  var record: LogRecord?
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
