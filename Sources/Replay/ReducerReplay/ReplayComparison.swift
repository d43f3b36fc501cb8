import JSONTree
import LogFormat
import ValueCoding

/// Compares a logged state with a re-encoded one: `"<redacted>"` in the log matches anything, and
/// `Shared` ids (fresh boxes in the replay) match the log's ids one to one.
///
/// Pseudonyms: a replay that starts from the log's values (``ReducerReplay``) holds the logged
/// pseudonyms, which the encoders pass through unchanged, so they compare as the strings they
/// are; a new pseudonym there is a secret the reducer derived differently. A replay that starts
/// from the caller's real values (``StepReplay``) encodes secrets with a key of its own (the log
/// keeps no key), so its pseudonyms are paired with the log's one to one: the same secret always
/// gets the same pseudonym on each side, so equal secrets stay equal and a reducer that moves a
/// different secret somewhere still diverges.
struct ReplayComparison {
  /// Whether replayed pseudonyms are paired with logged ones (``StepReplay``).
  let pairsPseudonyms: Bool

  init(pairsPseudonyms: Bool = false) {
    self.pairsPseudonyms = pairsPseudonyms
  }

  /// Replayed shared id → logged shared id.
  private var ids: [UInt64: UInt64] = [:]
  private var loggedIDs: Set<UInt64> = []
  /// Replayed pseudonym → logged pseudonym, and the logged ones already paired.
  private var pseudonyms: [String: String] = [:]
  private var loggedPseudonyms: Set<String> = []
  /// Whether a redacted value was met (and so skipped).
  private(set) var sawRedacted = false

  /// Forgets the id pairing, after the replayed state was rebuilt from the log.
  mutating func reset() {
    ids = [:]
    loggedIDs = []
    pseudonyms = [:]
    loggedPseudonyms = []
  }

  /// `true` when `replayed` matches `expected`; pairs unseen shared ids along the way.
  mutating func matches(_ expected: JSONValue, _ replayed: JSONValue) -> Bool {
    switch (expected, replayed) {
    case (.string(RedactionPolicy.placeholder), _):
      sawRedacted = true
      return true
    case (.string(let logged), .string(let produced))
    where pairsPseudonyms && logged != produced && RedactionKey.isRedactionMarker(logged)
      && RedactionKey.isRedactionMarker(produced):
      return pair(loggedPseudonym: logged, replayed: produced)
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
    case (.string, .string(let produced)) where pseudonyms[produced] != nil:
      return .string(pseudonyms[produced] ?? produced)
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

  private mutating func pair(loggedPseudonym logged: String, replayed: String) -> Bool {
    if let known = pseudonyms[replayed] { return known == logged }
    guard loggedPseudonyms.insert(logged).inserted else { return false }
    pseudonyms[replayed] = logged
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
