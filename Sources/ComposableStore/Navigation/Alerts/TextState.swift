/// Plain text shown by alerts, dialogs and buttons.
public struct TextState: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The text.
  public var string: String

  /// Creates text.
  ///
  /// - Parameter string: The text.
  public init(_ string: String) {
    self.string = string
  }

  /// Creates text from a string literal.
  public init(stringLiteral value: String) {
    self.string = value
  }

  /// Decodes a plain string.
  public init(from decoder: any Decoder) throws {
    self.string = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }

  /// The text.
  public var description: String { string }
}
