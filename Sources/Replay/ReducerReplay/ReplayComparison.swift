import JSONTree
import LogFormat
import ValueCoding

/// Compares a logged state with a re-encoded one: `"<redacted>"` in the log matches anything, and
/// `Shared` ids (fresh boxes in the replay) match the log's ids one to one.
///
/// Pseudonyms: a replay that starts from the log's values (``ReducerReplay``) holds the logged
/// pseudonyms, which the encoders pass through unchanged, so they compare as the strings they
/// are; a new pseudonym there is a secret the reducer derived differently. A replay that starts
/// from the caller's real values (steps given to ``ReducerReplay``) encodes secrets with a key of its own (the log
/// keeps no key), so its pseudonyms are paired with the log's one to one: the same secret always
/// gets the same pseudonym on each side, so equal secrets stay equal and a reducer that moves a
/// different secret somewhere still diverges.
///
/// A step replay's actions are encoded by the policy alone, while the recorder also redacts, in
/// an action, any string it had redacted before (docs/Recording.md, "Redaction"): with
/// ``clearSecretsKey``, a clear replayed string where the log has a pseudonym is paired as the
/// pseudonym it gets under that key.
struct ReplayComparison {
  /// Whether replayed pseudonyms are paired with logged ones (a replay of steps given).
  let pairsPseudonyms: Bool
  /// The replay encoder's key, for comparing actions whose logged secrets the policy did not
  /// redact in the replay; `nil` for states.
  let clearSecretsKey: RedactionKey?

  init(pairsPseudonyms: Bool = false, clearSecretsKey: RedactionKey? = nil) {
    self.pairsPseudonyms = pairsPseudonyms
    self.clearSecretsKey = clearSecretsKey
  }

  /// Replayed shared id → logged shared id.
  private var ids: [UInt64: UInt64] = [:]
  private var loggedIDs: Set<UInt64> = []
  /// Replayed pseudonym → logged pseudonym, and the logged ones already paired.
  private var pseudonyms: [String: String] = [:]
  private var loggedPseudonyms: Set<String> = []
  /// Whether a redacted value was met (and so skipped).
  private(set) var sawRedacted = false
  /// The last logged and replayed trees that matched, kept alive so their storage cannot be
  /// reused while it is compared by identity.
  private var lastMatched: (JSONValue, JSONValue)?

  /// Forgets the id pairing, after the replayed state was rebuilt from the log.
  mutating func reset() {
    ids = [:]
    loggedIDs = []
    pseudonyms = [:]
    loggedPseudonyms = []
    lastMatched = nil
  }

  /// `true` when `replayed` matches `expected`; pairs unseen shared ids along the way.
  ///
  /// Parts of both trees that are the very storage of the last pair that matched (a logged state
  /// patched from the one before, a replayed one from a memoizing encoder) are not walked again:
  /// they matched then, and the pairings they made still stand.
  mutating func matches(_ expected: JSONValue, _ replayed: JSONValue) -> Bool {
    let result = matches(expected, replayed, before: lastMatched)
    lastMatched = result ? (expected, replayed) : nil
    return result
  }

  private mutating func matches(
    _ expected: JSONValue, _ replayed: JSONValue, before: (JSONValue, JSONValue)?
  ) -> Bool {
    if let before, expected.isIdentical(to: before.0), replayed.isIdentical(to: before.1) {
      return true
    }
    switch (expected, replayed) {
    case (.string(RedactionPolicy.placeholder), _):
      sawRedacted = true
      return true
    case (.string(let logged), .string(let produced))
    where pairsPseudonyms && logged != produced && RedactionKey.isRedactionMarker(logged)
      && RedactionKey.isRedactionMarker(produced):
      return pair(loggedPseudonym: logged, replayed: produced)
    case (.string(let logged), .string(let produced))
    where clearSecretsKey != nil && !produced.isEmpty && RedactionKey.isRedactionMarker(logged)
      && !RedactionKey.isRedactionMarker(produced):
      guard let key = clearSecretsKey else { return false }
      return pair(loggedPseudonym: logged, replayed: key.pseudonym(for: produced))
    case (.object(let logged), .object(let produced)):
      guard logged.count == produced.count else { return false }
      let earlier = Self.objects(before)
      for index in Self.changedMembers(logged, produced, earlier) {
        let key = logged.keys[index]
        let value = logged.values[index]
        // Members nearly always keep their places: look a key up only when it moved.
        let other: JSONValue
        if produced.keys[index] == key {
          other = produced.values[index]
        } else if let found = produced[key] {
          other = found
        } else {
          return false
        }
        if key == "$shared" {
          guard pair(logged: value, replayed: other) else { return false }
          continue
        }
        let previous = Self.member(key, at: index, of: earlier)
        if let previous, value.isIdentical(to: previous.0), other.isIdentical(to: previous.1) {
          continue
        }
        if !matches(value, other, before: previous) { return false }
      }
      return true
    case (.array(let logged), .array(let produced)):
      guard logged.count == produced.count else { return false }
      let earlier = Self.arrays(before)
      for index in Self.changedElements(logged, produced, earlier) {
        if let earlier, index < earlier.0.count, index < earlier.1.count {
          if !matches(logged[index], produced[index], before: (earlier.0[index], earlier.1[index]))
          {
            return false
          }
        } else if !matches(logged[index], produced[index], before: nil) {
          return false
        }
      }
      return true
    default:
      return expected == replayed
    }
  }

  /// The indices of the elements to compare: all but those where both sides still hold the very
  /// elements of the last pair that matched (the unchanged rows of a long list), found without
  /// copying elements out.
  private static func changedElements(
    _ logged: [JSONValue], _ produced: [JSONValue], _ earlier: ([JSONValue], [JSONValue])?
  ) -> [Int] {
    guard let earlier else { return Array(logged.indices) }
    let kept = min(logged.count, earlier.0.count, earlier.1.count)
    var changed = unmatched(
      logged, produced, earlier.0, earlier.1, upTo: kept)
    changed.append(contentsOf: kept..<logged.count)
    return changed
  }

  /// The indices of the members to compare: as ``changedElements(_:_:_:)`` when all four objects
  /// have the same member names in the same order (the usual case), else all of them.
  private static func changedMembers(
    _ logged: JSONObject, _ produced: JSONObject, _ earlier: (JSONObject, JSONObject)?
  ) -> [Int] {
    guard let earlier, logged.count == earlier.0.count, produced.count == earlier.1.count,
      logged.keys == produced.keys, logged.keys == earlier.0.keys,
      produced.keys == earlier.1.keys
    else { return Array(logged.keys.indices) }
    return unmatched(
      logged.values.elements, produced.values.elements, earlier.0.values.elements,
      earlier.1.values.elements, upTo: logged.count)
  }

  /// The indices below `count` where `logged` and `produced` are not both identical to the
  /// earlier pair's element (read in place: no element is retained).
  private static func unmatched(
    _ logged: [JSONValue], _ produced: [JSONValue], _ earlierLogged: [JSONValue],
    _ earlierProduced: [JSONValue], upTo count: Int
  ) -> [Int] {
    logged.withUnsafeBufferPointer { logged in
      produced.withUnsafeBufferPointer { produced in
        earlierLogged.withUnsafeBufferPointer { earlierLogged in
          earlierProduced.withUnsafeBufferPointer { earlierProduced in
            var result: [Int] = []
            for index in 0..<count
            where !logged[index].isIdentical(to: earlierLogged[index])
              || !produced[index].isIdentical(to: earlierProduced[index])
            {
              result.append(index)
            }
            return result
          }
        }
      }
    }
  }

  private static func objects(_ pair: (JSONValue, JSONValue)?) -> (JSONObject, JSONObject)? {
    guard case .object(let logged)? = pair?.0, case .object(let produced)? = pair?.1 else {
      return nil
    }
    return (logged, produced)
  }

  private static func arrays(_ pair: (JSONValue, JSONValue)?) -> ([JSONValue], [JSONValue])? {
    guard case .array(let logged)? = pair?.0, case .array(let produced)? = pair?.1 else {
      return nil
    }
    return (logged, produced)
  }

  /// Member `key` of both earlier objects (found at `index` when it kept its place, as it nearly
  /// always does).
  private static func member(
    _ key: String, at index: Int, of earlier: (JSONObject, JSONObject)?
  ) -> (JSONValue, JSONValue)? {
    guard let earlier else { return nil }
    let logged: JSONValue?
    if index < earlier.0.count, earlier.0.keys[index] == key {
      logged = earlier.0.values[index]
    } else {
      logged = earlier.0[key]
    }
    let produced: JSONValue?
    if index < earlier.1.count, earlier.1.keys[index] == key {
      produced = earlier.1.values[index]
    } else {
      produced = earlier.1[key]
    }
    guard let logged, let produced else { return nil }
    return (logged, produced)
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
