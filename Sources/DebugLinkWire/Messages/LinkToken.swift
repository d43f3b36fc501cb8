/// The secret an app shows `attach` before anything else: 32 random hex digits.
///
/// ```swift
/// let token = LinkToken.random()
/// print(token.matches(token.value), token.matches("guess"))
/// ```
///
/// ```text
/// true false
/// ```
public struct LinkToken: Equatable, Sendable {
  /// The token's text, as printed by `attach` and set in `TT_DEBUG_TOKEN`.
  public let value: String

  /// Wraps a token's text.
  ///
  /// - Parameter value: The token.
  public init(_ value: String) {
    self.value = value
  }

  /// A fresh token from the system's secure random source.
  ///
  /// - Returns: 128 random bits as 32 lowercase hex digits.
  public static func random() -> LinkToken {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef")
    return LinkToken(String((0..<32).map { _ in digits[Int(generator.next() % 16)] }))
  }

  /// Whether `candidate` is this token, in time that does not depend on where they differ.
  ///
  /// - Parameter candidate: What the peer showed.
  /// - Returns: `true` when the texts are equal.
  public func matches(_ candidate: String) -> Bool {
    let expected = Array(value.utf8)
    let given = Array(candidate.utf8)
    var difference = UInt8(expected.count == given.count ? 0 : 1)
    for index in 0..<expected.count {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0 && !expected.isEmpty
  }
}
