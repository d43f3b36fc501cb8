import JSONTree

/// Encodes any Swift value as a ``JSONValue`` by reflection, with no conformances required.
///
/// Follows the mapping table in docs/Architecture.md. Redaction is applied while walking: under a
/// redacted key the value keeps its shape and each leaf is replaced as it is met (strings by
/// pseudonyms under ``key``, other scalars by `"<redacted>"`), so no secret enters the tree. Never traps: unknown values become markers
/// (`$function`, `$ref`, `$opaque`, `$truncated`).
///
/// ```swift
/// enum Action { case passwordChanged(String), select(id: Int, animated: Bool) }
/// let encoder = ValueEncoder(policy: .default, key: RedactionKey(1, 2))
/// print(encoder.encode(Action.passwordChanged("hunter2")).jsonText)
/// print(encoder.encode(Action.select(id: 3, animated: true)).jsonText)
/// ```
///
/// ```text
/// {"passwordChanged":"<redacted:f6ade183133ffa93>"}
/// {"select":{"id":3,"animated":true}}
/// ```
package struct ValueEncoder: Sendable {
  /// What to hide.
  package var policy: RedactionPolicy
  /// The key redacted strings are hashed with into pseudonyms.
  package var key: RedactionKey
  /// Nesting deeper than this becomes `{"$truncated": "<type>"}`.
  package var maximumDepth: Int

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - policy: What to hide.
  ///   - key: The pseudonym key; a fresh random one unless the caller passes its own.
  ///   - maximumDepth: Nesting limit before values are truncated.
  package init(
    policy: RedactionPolicy = .default, key: RedactionKey = .random(), maximumDepth: Int = 64
  ) {
    self.policy = policy
    self.key = key
    self.maximumDepth = maximumDepth
  }

  /// Encodes a value.
  ///
  /// - Parameters:
  ///   - value: Any value.
  ///   - shared: Log numbers of shared references, and the values captured for them on the store's
  ///     thread (used instead of reading the references)
  ///     (the recorder's snapshots).
  /// - Returns: The value's tree.
  package func encode(_ value: Any, shared: SharedReferences = SharedReferences()) -> JSONValue {
    var walk = ReflectionWalk(
      matcher: policy.matcher, key: key, maximumDepth: maximumDepth,
      shared: shared)
    return walk.encode(value, depth: 0)
  }
}
