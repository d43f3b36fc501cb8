import Foundation
import JSONTree
import LogFormat

extension ReducerReplay {
  /// Decodes a log's states and actions for a replay from the log, kept as closures so that code
  /// which does not know `State: Decodable` (``SessionShrink``) can still decode them.
  struct LogDecoding {
    let state: (JSONValue, UInt64, [CodingUserInfoKey: Any]) throws -> State
    let action: (ActionRecord, [CodingUserInfoKey: Any]) throws -> Action

    init() where State: Decodable, Action: Decodable {
      state = { json, seq, userInfo in
        try Timeline.decode(State.self, from: json, seq: seq, what: "state", userInfo: userInfo)
      }
      action = { record, userInfo in
        try Timeline.decode(
          Action.self, from: record.action, seq: record.seq, what: "action (\(record.summary))",
          userInfo: userInfo)
      }
    }
  }
}
