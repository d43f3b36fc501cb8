import JSONTree
import LogFormat

/// Makes a page's records smaller than the log's without losing what the page shows: `mono` goes,
/// each distinct route is written once (`"r": index` into `routes`), and keyframes are kept only
/// where the browser needs them.
///
/// The log keeps a keyframe per block so a reader inflates one block; the page holds everything in
/// memory, so one keyframe per ``keyframeSpacing`` states bounds a rebuild to that many patches.
/// A keyframe after a gap (a lost block, dropped records) is always kept: nothing before it leads
/// there.
struct RecordCompactor {
  /// States between kept keyframes.
  static let keyframeSpacing = 256

  /// The distinct routes, in order of first use.
  private(set) var routes: [[String]] = []
  private var routeIndex: [[String]: Int] = [:]
  /// The last seq the page's records can rebuild, or `nil` after a gap.
  private var known: UInt64?
  private var sinceKeyframe = 0

  /// Whether a keyframe at `seq` goes into the page.
  mutating func keeps(keyframeAt seq: UInt64) -> Bool {
    guard known != seq || sinceKeyframe >= Self.keyframeSpacing else { return false }
    known = seq
    sinceKeyframe = 0
    return true
  }

  /// Notes what a record does to the states the page can rebuild.
  mutating func track(_ record: LogRecord) {
    switch record {
    case .action(let action): advance(to: action.seq, full: action.change)
    case .outOfBand(let change): advance(to: change.seq, full: change.change)
    case .dropped: known = nil
    default: break
    }
  }

  /// After a block the page lost.
  mutating func lose() { known = nil }

  private mutating func advance(to seq: UInt64, full change: StateChange) {
    sinceKeyframe += 1
    if case .full = change {
      known = seq
    } else {
      known = known.flatMap { seq > 0 && $0 == seq - 1 ? seq : nil }
    }
  }

  /// The record's object for the page: `wall` set, `mono` gone, the route as an index.
  mutating func compact(_ object: JSONObject, wall: Int64) -> JSONValue {
    var object = object
    object.removeValue(forKey: "mono")
    if object["wall"] == nil { object["wall"] = .int(wall) }
    if case .array(let names)? = object["route"] {
      let route = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
      let index: Int
      if let known = routeIndex[route] {
        index = known
      } else {
        index = routes.count
        routes.append(route)
        routeIndex[route] = index
      }
      object.removeValue(forKey: "route")
      object["r"] = .int(Int64(index))
    }
    return .object(object)
  }
}
