import JSONTree
import LogFormat
import ValueCoding

/// Compares a logged state with a re-encoded one: `"<redacted>"` in the log matches anything, and
/// `Shared` ids (fresh boxes in the replay) match the log's ids one to one. Pseudonyms compare as
/// the strings they are: the replayed state holds the logged pseudonyms (decoded from the log)
/// and the encoders pass them through unchanged, so equal means the reducer moved the same
/// secrets where the live one did.
struct ReplayComparison {
  /// Replayed shared id → logged shared id.
  private var ids: [UInt64: UInt64] = [:]
  private var loggedIDs: Set<UInt64> = []
  /// Whether a redacted value was met (and so skipped).
  private(set) var sawRedacted = false

  /// Forgets the id pairing, after the replayed state was rebuilt from the log.
  mutating func reset() {
    ids = [:]
    loggedIDs = []
  }

  /// `true` when `replayed` matches `expected`; pairs unseen shared ids along the way.
  mutating func matches(_ expected: JSONValue, _ replayed: JSONValue) -> Bool {
    switch (expected, replayed) {
    case (.string(RedactionPolicy.placeholder), _):
      sawRedacted = true
      return true
    case (.object(let logged), .object(let produced)):
      guard logged.count == produced.count else { return false }
      for (key, value) in logged {
        guard let other = produced[key] else { return false }
        if key == "$shared" {
          guard pair(logged: value, replayed: other) else { return false }
        } else if !matches(value, other) {
          return false
        }
      }
      return true
    case (.array(let logged), .array(let produced)):
      guard logged.count == produced.count else { return false }
      for index in logged.indices where !matches(logged[index], produced[index]) { return false }
      return true
    default:
      return expected == replayed
    }
  }

  /// `replayed` with paired shared ids written as the log's and redacted values as the log's.
  func normalised(_ replayed: JSONValue, like expected: JSONValue) -> JSONValue {
    switch (expected, replayed) {
    case (.string(RedactionPolicy.placeholder), _):
      return expected
    case (.object(let logged), .object(var produced)):
      for (key, value) in produced {
        if key == "$shared", let id = Self.id(value), let mapped = ids[id] {
          produced[key] = .int(Int64(clamping: mapped))
        } else if let counterpart = logged[key] {
          produced[key] = normalised(value, like: counterpart)
        }
      }
      return .object(produced)
    case (.array(let logged), .array(let produced)):
      return .array(
        produced.indices.map {
          $0 < logged.count ? normalised(produced[$0], like: logged[$0]) : produced[$0]
        })
    default:
      return replayed
    }
  }

  private mutating func pair(logged: JSONValue, replayed: JSONValue) -> Bool {
    guard let loggedID = Self.id(logged), let replayedID = Self.id(replayed) else {
      return logged == replayed
    }
    if let known = ids[replayedID] { return known == loggedID }
    guard loggedIDs.insert(loggedID).inserted else { return false }
    ids[replayedID] = loggedID
    return true
  }

  private static func id(_ value: JSONValue) -> UInt64? {
    switch value {
    case .int(let id) where id >= 0: UInt64(id)
    case .uint(let id): id
    default: nil
    }
  }
}
