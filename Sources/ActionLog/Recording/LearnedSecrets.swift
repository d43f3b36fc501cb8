import JSONTree
import LogFormat
import ValueCoding

/// The secrets the recorder has redacted so far in a session, so that one redacted once is
/// redacted wherever an action carries it later.
///
/// The policy redacts by key, path and type; an action often carries a secret where none of them
/// matches (`.loginResponse(.success(token))`: an unlabeled payload under a non-secret case name).
/// Pseudonyms are deterministic per session, so every pseudonym the worker writes (in the initial
/// state, each state change, each action) is remembered by its 64-bit hash, and a string leaf of a
/// later action whose hash under the session's key is one of them is written as that pseudonym.
/// Nothing is hashed while nothing was learned.
///
/// ```swift
/// let key = RedactionKey(1, 2)
/// var secrets = LearnedSecrets(key: key)
/// secrets.learn(from: .object(["sessionToken": .string(key.pseudonym(for: "tok_1"))]))
/// let action = JSONValue.object(["success": .string("tok_1")])
/// print(secrets.redacting(action) == .object(["success": .string(key.pseudonym(for: "tok_1"))]))
/// print(secrets.redacting(.object(["search": .string("tok_2")])) == nil)
/// ```
///
/// ```text
/// true
/// true
/// ```
struct LearnedSecrets {
  /// The session's pseudonym key.
  let key: RedactionKey
  /// The hashes of the pseudonyms met so far.
  private(set) var hashes: Set<UInt64> = []

  init(key: RedactionKey) {
    self.key = key
  }

  /// Remembers the pseudonyms in `tree`: its string leaves and member names (a string-keyed
  /// dictionary under a redacted key has pseudonyms as keys).
  mutating func learn(from tree: JSONValue) {
    switch tree {
    case .string(let text):
      if let hash = RedactionKey.pseudonymHash(text) { hashes.insert(hash) }
    case .array(let elements):
      for element in elements { learn(from: element) }
    case .object(let members):
      for (name, value) in members {
        if let hash = RedactionKey.pseudonymHash(name) { hashes.insert(hash) }
        learn(from: value)
      }
    case .null, .bool, .int, .uint, .double:
      break
    }
  }

  /// Remembers the pseudonyms a state record brings in: those in the values its operations carry
  /// and the member names they add, or the whole state's. The ones the delta leaves out were in
  /// the state before, and were learned then.
  mutating func learn(from change: StateChange) {
    switch change {
    case .full(let state):
      learn(from: state)
    case .delta(let operations):
      for operation in operations {
        switch operation {
        case .add(let path, let value):
          if let name = path.tokens.last, let hash = RedactionKey.pseudonymHash(name) {
            hashes.insert(hash)
          }
          learn(from: value)
        case .replace(_, let value), .test(_, let value):
          learn(from: value)
        case .remove, .move, .copy:
          break
        }
      }
    }
  }

  /// `tree` with each string leaf that is a learned secret replaced by its pseudonym, or `nil`
  /// when none is (always `nil`, at the cost of one check, while nothing was learned).
  ///
  /// - Parameter tree: An action's tree, already redacted by the policy.
  /// - Returns: The redacted tree, or `nil` when it stays as it is.
  func redacting(_ tree: JSONValue) -> JSONValue? {
    hashes.isEmpty ? nil : replacingLeaves(of: tree)
  }

  private func replacingLeaves(of tree: JSONValue) -> JSONValue? {
    switch tree {
    case .string(let text):
      // `""` and markers are what redaction itself leaves; they are never secrets.
      guard !text.isEmpty, !RedactionKey.isRedactionMarker(text) else { return nil }
      let hash = key.hash(of: text)
      return hashes.contains(hash) ? .string(key.pseudonym(for: text)) : nil
    case .array(var elements):
      var replaced = false
      for index in elements.indices {
        guard let redacted = replacingLeaves(of: elements[index]) else { continue }
        elements[index] = redacted
        replaced = true
      }
      return replaced ? .array(elements) : nil
    case .object(var members):
      var replaced = false
      for index in members.values.indices {
        guard let redacted = replacingLeaves(of: members.values[index]) else { continue }
        members.values[index] = redacted
        replaced = true
      }
      return replaced ? .object(members) : nil
    case .null, .bool, .int, .uint, .double:
      return nil
    }
  }
}
