/// Encodes an `Encodable` value straight into a ``JSONValue`` tree, with no JSON text in between.
///
/// `Date` (ISO 8601 UTC with milliseconds), `UUID` and `URL` become strings and non-finite doubles
/// the strings `"nan"`, `"inf"`, `"-inf"`, as in ``ValueEncoder``. Keys are redacted by the policy
/// (synthesised enum coding makes case names keys, so `.passwordChanged` hides its payload), and
/// ``RedactedInLogs`` values become `"<redacted>"` before their `encode(to:)` runs. A `Shared`
/// value (``SharedReflecting``) is written as `{"$shared": id, "value": …}` the first time and
/// `{"$shared": id}` after, like the reflection encoder; its own `Codable` is not called.
///
/// ```swift
/// struct Login: Encodable { var user = "ada"; var password = "hunter2" }
/// print(try TreeEncoder().encode(Login()).jsonText)
/// ```
///
/// ```text
/// {"user":"ada","password":"<redacted>"}
/// ```
package struct TreeEncoder {
  /// What to hide.
  package var policy: RedactionPolicy
  /// Passed to every `encode(to:)` as `encoder.userInfo`.
  package var userInfo: [CodingUserInfoKey: Any]

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - policy: What to hide.
  ///   - userInfo: Context for custom `encode(to:)` implementations.
  package init(policy: RedactionPolicy = .default, userInfo: [CodingUserInfoKey: Any] = [:]) {
    self.policy = policy
    self.userInfo = userInfo
  }

  /// Encodes a value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - sharedOverrides: Values to record for `Shared` boxes by id instead of their live value.
  /// - Returns: The value's tree.
  /// - Throws: Whatever the value's `encode(to:)` throws, e.g. `EncodingError`.
  package func encode<Value: Encodable>(_ value: Value, sharedOverrides: [UInt64: Any] = [:])
    throws -> JSONValue
  {
    let context = TreeEncodingContext(
      matcher: policy.matcher, userInfo: userInfo, sharedOverrides: sharedOverrides)
    return try context.encode(value, codingPath: []).finished
  }
}
