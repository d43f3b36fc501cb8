import JSONTree

/// The Composable Architecture's `TextState` (swift-navigation) as a log written by reflection
/// holds it: its private storage, `{"storage": {"verbatim": "Delete?"}}` (with `"modifiers": []`
/// where SwiftUI exists). Those members are `fileprivate`, so the file never names them: verbatim
/// text is written `TextState("Delete?")`, which `TextState` compares by value, and two texts joined
/// with `+` as `TextState("a") + TextState("b")`.
///
/// ```swift
/// TextStateShape.matches(["storage": .object(["verbatim": .string("Delete?")])])  // true
/// TextStateShape.literal(["storage": .object(["verbatim": .string("Delete?")])])
/// // "TextState(\"Delete?\")"
/// ```
///
/// The stand-in store's `TextState` encodes as a plain string and never takes this shape.
enum TextStateShape {
  private static let cases: Set<String> = ["verbatim", "localized", "concatenated"]

  /// Whether `members` is a `TextState`'s storage: `storage` holding one of its cases, and at most
  /// `modifiers` besides.
  static func matches(_ members: JSONObject) -> Bool {
    guard case .object(let storage)? = members["storage"], storage.count == 1,
      let key = storage.keys.first, cases.contains(key)
    else { return false }
    return Set(members.keys).isSubset(of: ["storage", "modifiers"])
  }

  /// `TextState("…")` for verbatim text without modifiers (and `+` of two such texts); `nil` for
  /// what Swift outside the type cannot build back exactly (localized keys, modifiers).
  static func literal(_ members: JSONObject) -> String? {
    guard matches(members), case .object(let storage)? = members["storage"] else { return nil }
    if let modifiers = members["modifiers"], modifiers != .array([]) { return nil }
    switch (storage["verbatim"], storage["concatenated"]) {
    case (.string(let text)?, _):
      return "TextState(\(SwiftText.string(text)))"
    case (_, .object(let parts)?):
      guard parts.count == 2, case .object(let first)? = parts["_0"],
        case .object(let second)? = parts["_1"], let left = literal(first),
        let right = literal(second)
      else { return nil }
      return left + " + " + right
    default:
      return nil
    }
  }
}
