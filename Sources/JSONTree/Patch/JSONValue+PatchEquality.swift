extension JSONValue {
  /// Equality as RFC 6902 §4.6 defines it for `test`: numbers equal when their values are
  /// (`1`, `1.0` and `1e0` alike), objects when they hold the same members whatever their order,
  /// arrays when their elements are equal in order, and strings, booleans and null literally.
  ///
  /// ```swift
  /// let a = try JSONValue(parsing: Array(#"{"a":1,"b":[2.0]}"#.utf8))
  /// let b = try JSONValue(parsing: Array(#"{"b":[2],"a":1.0}"#.utf8))
  /// print(a == b, a.isEqualAsPatchTest(b))
  /// ```
  ///
  /// ```text
  /// false true
  /// ```
  ///
  /// - Parameter other: The value to compare with.
  /// - Returns: Whether a `test` of `other` against this value succeeds.
  public func isEqualAsPatchTest(_ other: JSONValue) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqualAsPatchTest($1) }
    case (.object(let a), .object(let b)):
      guard a.count == b.count else { return false }
      return a.allSatisfy { key, value in b[key].map(value.isEqualAsPatchTest) ?? false }
    default:
      return Self.numbersEqual(self, other) ?? false
    }
  }

  /// Compares two numbers by value; `nil` unless both are numbers.
  private static func numbersEqual(_ a: JSONValue, _ b: JSONValue) -> Bool? {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.uint(let x), .uint(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .uint(let y)), (.uint(let y), .int(let x)): return x >= 0 && UInt64(x) == y
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)):
      return Int64(exactly: y) == x
    case (.uint(let x), .double(let y)), (.double(let y), .uint(let x)):
      return UInt64(exactly: y) == x
    default: return nil
    }
  }
}
