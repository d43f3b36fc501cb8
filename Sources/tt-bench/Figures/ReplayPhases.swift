import ComposableStore
import ComposableStoreReplay
import Foundation
import JSONTree
import LogFormat
import LogReading
import Replay
import ValueCoding

/// Reducer replay taken apart: each of its steps timed alone over one log, in ns per action, so the
/// replay figure can say what share the app's own reducer takes (the floor) and where the rest goes.
enum ReplayPhases {
  /// The phases, in the order a replay meets them.
  static let names = [
    "read (inflate + parse)", "decode action", "reduce", "encode state", "compare",
  ]

  /// Times each phase once over the log at `path`; returns ns per action by phase name.
  static func measure<R: Reducer>(
    _ path: String, reducer: R, state: R.State.Type
  ) throws -> [String: Double] where R.State: Codable, R.Action: Codable {
    var result: [String: Double] = [:]
    var records: [LogRecord] = []
    result[names[0]] = try time {
      let file = try LogFile(path: path)
      var decoder = BlockRecordDecoder(formatMajor: file.version.major)
      records = []
      for index in file.blocks.indices where file.blocks[index].kind == .data {
        records += try file.records(inBlock: index).map { try decoder.decode($0) }
      }
    }
    let actions = records.compactMap { if case .action(let a) = $0 { a } else { nil } }
    let treeDecoder = TreeDecoder(userInfo: [.decodesRedactedAsNeutral: true])
    var decoded: [R.Action] = []
    result[names[1]] = try time {
      decoded = try actions.map { try treeDecoder.decode(R.Action.self, from: $0.action) }
    }
    let timeline = try Timeline(path: path)
    let initial = try timeline.state(at: timeline.firstSeq, relinking: R.State.self)
    var states: [R.State] = []
    result[names[2]] = time {
      var state = initial
      states = []
      states.reserveCapacity(decoded.count)
      for action in decoded {
        _ = reducer.reduce(into: &state, action: action)
        states.append(state)
      }
    }
    var encoded: [JSONValue] = []
    result[names[3]] = try time {
      let memoizing = MemoizingTreeEncoder(TreeEncoder(policy: .default, key: RedactionKey(1, 2)))
      encoded = try states.map { try memoizing.encode($0) }
    }
    let logged = try actions.map { try timeline.state(at: $0.seq) }
    var equal = 0
    result[names[4]] = time {
      equal = 0
      for (a, b) in zip(encoded, logged) where a == b { equal += 1 }
    }
    let count = Double(max(actions.count, 1))
    return result.mapValues { $0 / count }
  }

  private static func time(_ body: () throws -> Void) rethrows -> Double {
    try Cost.of(body).wall
  }
}
