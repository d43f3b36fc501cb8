import JSONTree

/// Encodes an `Encodable` value straight into a ``JSONValue`` tree, with no JSON text in between.
///
/// `Date` (ISO 8601 UTC with milliseconds), `UUID` and `URL` become strings and non-finite doubles
/// the strings `"nan"`, `"inf"`, `"-inf"`, as in ``ValueEncoder``. Keys are redacted by the policy
/// (synthesised enum coding makes case names keys, so `.passwordChanged` hides its payload), and
/// so are ``RedactedInLogs`` values: the value is encoded as usual into containers that replace
/// each leaf as it is written (strings by pseudonyms under ``key``, other scalars by
/// `"<redacted>"`), so the shape survives for decoding and no secret enters the tree. A `Shared`
/// value (``SharedReflecting``) is written as `{"$shared": id, "value": …}` the first time and
/// `{"$shared": id}` after, like the reflection encoder; its own `Codable` is not called.
///
/// ```swift
/// struct Login: Encodable { var user = "ada"; var password = "hunter2" }
/// print(try TreeEncoder(key: RedactionKey(1, 2)).encode(Login()).jsonText)
/// ```
///
/// ```text
/// {"user":"ada","password":"<redacted:f6ade183133ffa93>"}
/// ```
package struct TreeEncoder {
  /// What to hide.
  package var policy: RedactionPolicy
  /// The key redacted strings are hashed with into pseudonyms.
  package var key: RedactionKey
  /// Passed to every `encode(to:)` as `encoder.userInfo`.
  package var userInfo: [CodingUserInfoKey: Any]

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - policy: What to hide.
  ///   - key: The pseudonym key; a fresh random one unless the caller passes its own.
  ///   - userInfo: Context for custom `encode(to:)` implementations.
  package init(
    policy: RedactionPolicy = .default, key: RedactionKey = .random(),
    userInfo: [CodingUserInfoKey: Any] = [:]
  ) {
    self.policy = policy
    self.key = key
    self.userInfo = userInfo
  }

  /// Encodes a value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - shared: Log numbers of shared references, and the values captured for them on the store's
  ///     thread (used instead of reading the references).
  /// - Returns: The value's tree.
  /// - Throws: Whatever the value's `encode(to:)` throws, e.g. `EncodingError`.
  package func encode<Value: Encodable>(
    _ value: Value, shared: SharedReferences = SharedReferences()
  )
    throws -> JSONValue
  {
    let context = TreeEncodingContext(
      matcher: policy.matcher, key: key, userInfo: userInfo, shared: shared)
    return try context.encode(value, parent: nil, key: nil)
  }

  /// Encodes a value, and says whether the tree depends on more than the value's bytes: whether the
  /// encode met a class instance or a `Shared` box.
  func encodeNotingReferences<Value: Encodable>(_ value: Value) throws -> (
    tree: JSONValue, metReference: Bool
  ) {
    let context = TreeEncodingContext(
      matcher: policy.matcher, key: key, userInfo: userInfo, shared: SharedReferences())
    let tree = try context.encode(value, parent: nil, key: nil)
    return (tree, context.hasMetReference)
  }

  /// Encodes a value through a memo of the last encode (see ``MemoizingTreeEncoder``).
  func encode<Value: Encodable>(
    _ value: Value, shared: SharedReferences, memo: EncodingMemoSlot,
    sharedMemo: SharedValueMemo
  ) throws -> JSONValue {
    let context = TreeEncodingContext(
      matcher: policy.matcher, key: key, userInfo: userInfo, shared: shared,
      sharedMemo: sharedMemo)
    return try context.encode(value, parent: nil, key: nil, memo: memo)
  }
}
