import JSONTree

/// A ``TreeEncoder`` that remembers what it encoded last time, place by place, and reuses the
/// tree of every value that has not changed since: encoding a large state after a small change
/// costs about the change, not the state.
///
/// A value counts as unchanged when its bytes equal those of the value last encoded at the same
/// place (same inline fields, same copy-on-write buffers — the memo holds the old value, so its
/// buffers cannot have been changed or reused). Values whose encoding met a class instance or a
/// `Shared` box are encoded again every time, since what a reference points to can change behind
/// equal bytes; the value inside a `Shared` box has a memo of its own, by box id. The output is
/// exactly ``TreeEncoder``'s.
///
/// Assumes a value's `encode(to:)` depends only on the value (not on globals, the clock, or a
/// class instance it reads without encoding it as a value); for such a type, use a plain
/// ``TreeEncoder``.
///
/// ```swift
/// struct State: Encodable { var count = 0; var items = Array(repeating: "item", count: 10_000) }
/// let encoder = MemoizingTreeEncoder(TreeEncoder(policy: .none))
/// var state = State()
/// _ = try encoder.encode(state)  // encodes everything
/// state.count += 1
/// print(try encoder.encode(state).jsonText.prefix(10))  // `items` is reused, not encoded again
/// ```
///
/// ```text
/// {"count":1
/// ```
package final class MemoizingTreeEncoder {
  /// The encoder's policy, pseudonym key and userInfo.
  package let encoder: TreeEncoder
  private var root = EncodingMemoSlot()
  private var sharedMemo = SharedValueMemo()

  /// Creates a memoizing encoder with an empty memo.
  ///
  /// - Parameter encoder: The policy, key and userInfo to encode with.
  package init(_ encoder: TreeEncoder) {
    self.encoder = encoder
  }

  /// Encodes a value, reusing the trees of parts unchanged since the last call.
  ///
  /// - Parameters:
  ///   - value: The value, usually the next state of the same type.
  ///   - shared: Log numbers of shared references, and the values captured for them on the store's
  ///     thread (used instead of reading the references).
  /// - Returns: The same tree ``TreeEncoder/encode(_:shared:)`` gives.
  /// - Throws: Whatever the value's `encode(to:)` throws; the memo keeps only what finished.
  package func encode<Value: Encodable>(
    _ value: Value, shared: SharedReferences = SharedReferences()
  ) throws -> JSONValue {
    try encoder.encode(value, shared: shared, memo: root, sharedMemo: sharedMemo)
  }

  /// Forgets everything remembered, releasing the values held.
  package func reset() {
    root = EncodingMemoSlot()
    sharedMemo = SharedValueMemo()
  }
}
