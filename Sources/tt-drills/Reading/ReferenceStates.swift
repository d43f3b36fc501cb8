import ActionLog
import Replay

/// The states of an undamaged log, by seq: what a damaged copy's states are compared against.
enum ReferenceStates {
  /// Reads every state of `path`.
  ///
  /// - Throws: `ReplayError` when the log is not fully readable (a reference must be healthy).
  static func read(path: String) throws -> [UInt64: JSONValue] {
    let timeline = try Timeline(path: path)
    var states: [UInt64: JSONValue] = [:]
    for seq in timeline.firstSeq...timeline.lastSeq {
      states[seq] = try timeline.state(at: seq)
    }
    return states
  }
}
