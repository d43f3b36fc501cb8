/// Encodes any Swift value as a ``JSONValue`` by reflection, with no conformances required.
///
/// Follows the mapping table in docs/Architecture.md. Redaction is applied while walking, so a
/// redacted value is never read into any buffer. Never traps: unknown values become markers
/// (`$function`, `$ref`, `$opaque`, `$truncated`).
///
/// ```swift
/// enum Action { case passwordChanged(String), select(id: Int, animated: Bool) }
/// let encoder = ValueEncoder(policy: .default)
/// print(encoder.encode(Action.passwordChanged("hunter2")).jsonText)
/// print(encoder.encode(Action.select(id: 3, animated: true)).jsonText)
/// ```
///
/// ```text
/// {"passwordChanged":"<redacted>"}
/// {"select":{"id":3,"animated":true}}
/// ```
package struct ValueEncoder: Sendable {
  /// What to hide.
  package var policy: RedactionPolicy
  /// Nesting deeper than this becomes `{"$truncated": "<type>"}`.
  package var maximumDepth: Int

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - policy: What to hide.
  ///   - maximumDepth: Nesting limit before values are truncated.
  package init(policy: RedactionPolicy = .default, maximumDepth: Int = 64) {
    self.policy = policy
    self.maximumDepth = maximumDepth
  }

  /// Encodes a value.
  ///
  /// - Parameters:
  ///   - value: Any value.
  ///   - sharedOverrides: Values to record for `Shared` boxes by id instead of their live value
  ///     (the recorder's snapshots).
  /// - Returns: The value's tree.
  package func encode(_ value: Any, sharedOverrides: [UInt64: Any] = [:]) -> JSONValue {
    var walk = ReflectionWalk(
      matcher: policy.matcher, maximumDepth: maximumDepth, sharedOverrides: sharedOverrides)
    return walk.encode(value, depth: 0)
  }
}
