/// The stable identity of one element of a ``StackState``; ids are never reused within a stack.
///
/// It encodes as its raw number, through the standard library's `Codable` for `RawRepresentable`.
public struct StackElementID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The raw number.
  public let rawValue: Int

  /// Creates an id from its raw number.
  ///
  /// - Parameter rawValue: The raw number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Creates an id from an integer literal: `let id: StackElementID = 0`.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Orders ids by raw number (push order).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `"#N"`.
  public var description: String { "#\(rawValue)" }
}
