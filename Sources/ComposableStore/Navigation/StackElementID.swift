/// The stable identity of one element of a ``StackState``; ids are never reused within a stack.
public struct StackElementID: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
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

  /// Decodes the raw number.
  public init(from decoder: any Decoder) throws {
    self.rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Encodes the raw number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders ids by raw number (push order).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `"#N"`.
  public var description: String { "#\(rawValue)" }
}
