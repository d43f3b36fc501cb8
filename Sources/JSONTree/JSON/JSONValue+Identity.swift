import Foundation

extension JSONValue {
  /// Whether two values are the same storage: equal scalars, or containers that share their
  /// buffers (a tree reused by a memoizing encoder, a subtree copied from another). `true` implies
  /// `==`; `false` says nothing. O(1), so a walk over two trees can skip shared subtrees.
  ///
  /// ```swift
  /// let items: JSONValue = .array([.int(1), .int(2)])
  /// print(items.isIdentical(to: items), items.isIdentical(to: .array([.int(1), .int(2)])))
  /// ```
  ///
  /// ```text
  /// true false
  /// ```
  package func isIdentical(to other: JSONValue) -> Bool {
    // Both values are alive here, so equal bytes mean equal scalars or the same buffers, which
    // nobody can have changed or freed in between.
    withUnsafeBytes(of: self) { left in
      withUnsafeBytes(of: other) { right in
        guard let l = left.baseAddress, let r = right.baseAddress else { return true }
        return memcmp(l, r, left.count) == 0
      }
    }
  }
}

extension JSONValue {
  /// Whether this value is made of exactly `other`'s parts: identical to it, or both arrays (or
  /// both objects with the same member names in the same order) whose elements are identical one
  /// for one (``isIdentical(to:)``). `true` implies `==`, so a container rebuilt from unchanged
  /// parts can be swapped for the old one, keeping it identical for walks that skip shared
  /// subtrees. O(count).
  ///
  /// ```swift
  /// let parts: [JSONValue] = [.string("a"), .object(["b": .int(1)])]
  /// let old: JSONValue = .array(parts)
  /// let rebuilt: JSONValue = .array(parts.map { $0 })  // a new array of the same parts
  /// print(rebuilt.isIdentical(to: old), rebuilt.hasIdenticalParts(to: old))
  /// ```
  ///
  /// ```text
  /// false true
  /// ```
  package func hasIdenticalParts(to other: JSONValue) -> Bool {
    switch (self, other) {
    case (.array(let left), .array(let right)):
      guard left.count == right.count else { return false }
      return left.withUnsafeBufferPointer { left in
        right.withUnsafeBufferPointer { right in Self.identical(left, right) }
      }
    case (.object(let left), .object(let right)):
      guard left.count == right.count, left.keys == right.keys else { return false }
      return left.values.withUnsafeBufferPointer { left in
        right.values.withUnsafeBufferPointer { right in Self.identical(left, right) }
      }
    default:
      return isIdentical(to: other)
    }
  }

  private static func identical(
    _ left: UnsafeBufferPointer<JSONValue>, _ right: UnsafeBufferPointer<JSONValue>
  ) -> Bool {
    for index in left.indices where !left[index].isIdentical(to: right[index]) { return false }
    return true
  }
}
