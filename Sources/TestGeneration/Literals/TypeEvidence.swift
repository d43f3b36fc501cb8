import JSONTree

/// What the whole log says about the Swift types behind its JSON, since the format records values,
/// not types: which one-member objects are enum cases, which strings are cases of string-backed
/// enums, which state members are optional.
///
/// - An object with one member is an enum case when its key changes between states at the same
///   place (`intro` → `mainTab`), or when the key is also an action case name (a TCA feature's state
///   enum mirrors its action enum: `.detail` state, `.detail(…)` actions); otherwise a struct.
/// - A string in a state is a case of a string-backed enum when actions write it as a case
///   (`.history`); otherwise a `String`.
/// - A state member is optional when some state has it `null` or leaves it out.
/// - A state member is a stack when some state holds entries (`{"id": 0, "element": …}`) in it,
///   so that an empty one is written as a stack too.
struct TypeEvidence {
  var actionCaseNames: Set<String> = []
  var enumStrings: Set<String> = []
  var quotedStrings: Set<String> = []
  var varyingSingleKeys: Set<String> = []
  /// The keys seen at those places (`intro`, `mainTab`).
  var varyingCaseKeys: Set<String> = []
  var optionalPaths: Set<String> = []
  /// The names of state members that held a stack's entries.
  var stackKeys: Set<String> = []
  /// The strings each state place (normalised path) held.
  private var placeStrings: [String: Set<String>] = [:]
  private var singleKeys: [String: String] = [:]
  private var objectKeys: [String: Set<String>] = [:]

  /// Learns from one action: its tree and what its summary says about it.
  mutating func learn(action: JSONValue, hint: SummaryHint) {
    collectCases(action, hint: hint)
  }

  /// Learns from one whole state; with `previous`, a state already learned from, the parts the two
  /// share (the same storage at the same place, as states rebuilt from deltas share what did not
  /// change) are skipped, since they teach nothing new: a long session costs its changes, not its
  /// states' whole size each time.
  mutating func learn(state: JSONValue, after previous: JSONValue? = nil) {
    walk(state, previous: previous, path: "")
  }

  /// Whether the object at `path` (normalised) with the single key `key` is an enum case.
  func isEnumCase(key: String, path: String) -> Bool {
    varyingSingleKeys.contains(path) || actionCaseNames.contains(key)
  }

  /// Whether a one-member state object with key `key` is an enum case, wherever it is.
  func isEnumCase(key: String) -> Bool {
    varyingCaseKeys.contains(key) || actionCaseNames.contains(key)
  }

  /// Whether a state string is written as a case (`.text`) rather than a `String` literal.
  func isEnumString(_ text: String) -> Bool {
    enumStrings.contains(text) && !quotedStrings.contains(text)
  }

  /// Whether a state string at `path` (normalised) is a case: written as one somewhere, or the
  /// place held another string that is (a tab no action selects, beside tabs that actions do).
  func isEnumString(_ text: String, path: String) -> Bool {
    if isEnumString(text) { return true }
    guard SwiftText.isCaseName(text), !quotedStrings.contains(text),
      let strings = placeStrings[path]
    else { return false }
    return strings.contains { isEnumString($0) }
  }

  /// The normalised path of a child: array positions become `*`.
  static func child(_ path: String, _ token: String, isIndex: Bool) -> String {
    path + "/" + (isIndex ? "*" : token)
  }

  private mutating func collectCases(_ value: JSONValue, hint: SummaryHint) {
    switch (value, hint) {
    case (.string(let text), .enumCase(let name, nil)) where name == text:
      enumStrings.insert(text)
    case (.string(let text), .string):
      quotedStrings.insert(text)
    case (.array(let items), _):
      let hints: [SummaryHint]
      if case .array(let list) = hint { hints = list } else { hints = [] }
      for (index, item) in items.enumerated() {
        collectCases(item, hint: index < hints.count ? hints[index] : .truncated)
      }
    case (.object(let members), _):
      if members.count == 1, let key = members.keys.first, let inner = members.values.first,
        !key.hasPrefix("$")
      {
        if case .enumCase(let name, let arguments) = hint, name == key {
          actionCaseNames.insert(key)
          if case .object(let payload) = inner, let arguments,
            arguments.first?.label != nil
          {
            for (label, item) in payload {
              collectCases(item, hint: hint.argument(label, at: 0))
            }
          } else {
            collectCases(inner, hint: hint.argument(nil, at: 0))
          }
          return
        }
        if case .truncated = hint, case .object = inner { actionCaseNames.insert(key) }
      }
      for (label, item) in members { collectCases(item, hint: hint.argument(label, at: 0)) }
    default:
      break
    }
  }

  /// Walks `value` at `path`; `previous` is what stood at the same place in a state already
  /// learned from: a part identical to it is skipped.
  private mutating func walk(_ value: JSONValue, previous: JSONValue?, path: String) {
    if let previous, value.isIdentical(to: previous) { return }
    switch value {
    case .null:
      optionalPaths.insert(path)
    case .array(let items):
      let before: [JSONValue]
      if case .array(let items)? = previous { before = items } else { before = [] }
      for (index, item) in items.enumerated() {
        let old = index < before.count ? before[index] : nil
        if case .object(let entry) = item, entry.count == 2, let element = entry["element"],
          entry["id"] != nil
        {
          if let key = path.split(separator: "/").last { stackKeys.insert(String(key)) }
          var oldElement: JSONValue?
          if case .object(let oldEntry)? = old { oldElement = oldEntry["element"] }
          walk(element, previous: oldElement, path: path + "/*/element")
        } else {
          walk(item, previous: old, path: path + "/*")
        }
      }
    case .object(let members):
      var before: JSONObject?
      if case .object(let members)? = previous { before = members }
      if members["$shared"] != nil {
        if let inner = members["value"] { walk(inner, previous: before?["value"], path: path) }
        return
      }
      if members.count == 1, let key = members.keys.first, !key.hasPrefix("$") {
        if let seen = singleKeys[path], seen != key {
          varyingSingleKeys.insert(path)
          varyingCaseKeys.formUnion([seen, key])
        }
        singleKeys[path] = key
      }
      let keys = Set(members.keys)
      if let seen = objectKeys[path], seen != keys, members.count > 1 || seen.count > 1 {
        for key in seen.symmetricDifference(keys) { optionalPaths.insert(path + "/" + key) }
        objectKeys[path] = seen.union(keys)
      } else if objectKeys[path] == nil {
        objectKeys[path] = keys
      }
      for (key, item) in members { walk(item, previous: before?[key], path: path + "/" + key) }
    case .string(let text):
      placeStrings[path, default: []].insert(text)
    default:
      break
    }
  }
}
