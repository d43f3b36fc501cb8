import JSONTree

/// The leaf rule for values under a redacted key: strings become pseudonyms (empty strings and
/// existing markers stay as they are), `null` stays, every other scalar becomes `"<redacted>"`.
extension RedactionKey {
  static let placeholderValue = JSONValue.string(RedactionPolicy.placeholder)

  /// A redacted string: `""` stays (only emptiness shows), a marker stays (so re-encoding a
  /// replayed state gives back the logged text), anything else becomes its pseudonym.
  func redacted(_ text: String) -> JSONValue {
    if text.isEmpty || RedactionKey.isRedactionMarker(text) { return .string(text) }
    return .string(pseudonym(for: text))
  }

  /// A redacted scalar, chosen by its Swift type (a `Date` or `UUID` is not text even though it is
  /// written as a string); `nil` when `value` is not a scalar.
  func redactedScalar(_ value: Any) -> JSONValue? {
    switch value {
    case let text as String: return redacted(text)
    case let text as Substring: return redacted(String(text))
    case let character as Character: return redacted(String(character))
    default: return ScalarEncoding.json(for: value) == nil ? nil : Self.placeholderValue
    }
  }

  /// A redacted leaf written through an encoding container; `isText` when it came from a `String`.
  func redactedLeaf(_ json: JSONValue, isText: Bool) -> JSONValue {
    switch json {
    case .null: return .null
    case .string(let text) where isText: return redacted(text)
    default: return Self.placeholderValue
    }
  }
}
