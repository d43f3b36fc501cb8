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
