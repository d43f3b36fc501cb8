/// The secret key that turns redacted strings into pseudonyms: equal secrets in one session get
/// equal pseudonyms, so replay still sees which secrets matched, yet nothing in the file reveals
/// them.
///
/// A pseudonym is `"<redacted:"`, the 16 lowercase hex digits of the SipHash-2-4 of the string's
/// UTF-8 under this key, and `">"`. The key is never written to the log. A ``Recorder`` uses a
/// ``random()`` key by default, so pseudonyms of one session cannot be linked to another's nor
/// recomputed from guessed secrets; a fixed key (``init(_:_:)``) makes recordings reproducible
/// byte for byte, at the price that whoever knows the key can test guesses against the file.
///
/// ```swift
/// let key = RedactionKey(1, 2)
/// print(key.pseudonym(for: "hunter2") == key.pseudonym(for: "hunter2"))
/// print(key.pseudonym(for: "hunter2") == RedactionKey(3, 4).pseudonym(for: "hunter2"))
/// ```
///
/// ```text
/// true
/// false
/// ```
public struct RedactionKey: Sendable, Hashable {
  private let k0: UInt64
  private let k1: UInt64

  /// Creates a fixed key, for recordings that must come out the same on every run.
  ///
  /// - Parameters:
  ///   - k0: The key's first 64 bits.
  ///   - k1: The key's last 64 bits.
  public init(_ k0: UInt64, _ k1: UInt64) {
    self.k0 = k0
    self.k1 = k1
  }

  /// A fresh key from the system's secure random number generator.
  ///
  /// - Returns: A key no other session shares.
  public static func random() -> RedactionKey {
    var generator = SystemRandomNumberGenerator()
    return RedactionKey(generator.next(), generator.next())
  }

  /// The pseudonym that stands for `text` in a log written under this key.
  ///
  /// - Parameter text: A secret.
  /// - Returns: `"<redacted:"` + 16 hex digits + `">"`.
  public func pseudonym(for text: String) -> String {
    let digits = String(hash(of: text), radix: 16)
    return RedactionKey.pseudonymPrefix + String(repeating: "0", count: 16 - digits.count)
      + digits + ">"
  }

  /// The 64-bit hash a pseudonym of `text` shows in hex: compared with ``pseudonymHash(_:)``
  /// without building the pseudonym's text.
  ///
  /// ```swift
  /// let key = RedactionKey(1, 2)
  /// print(RedactionKey.pseudonymHash(key.pseudonym(for: "hunter2")) == key.hash(of: "hunter2"))
  /// ```
  ///
  /// ```text
  /// true
  /// ```
  ///
  /// - Parameter text: Any string.
  /// - Returns: The SipHash-2-4 of its UTF-8 under this key.
  package func hash(of text: String) -> UInt64 {
    SipHash.hash(text.utf8, k0: k0, k1: k1)
  }

  /// The hash a pseudonym stands for, or `nil` when `text` is not a pseudonym (`"<redacted>"`
  /// carries no hash).
  ///
  /// - Parameter text: Any string.
  /// - Returns: The 16 hex digits of `"<redacted:` + digits + `">"` as a number.
  package static func pseudonymHash(_ text: String) -> UInt64? {
    let bytes = text.utf8
    // Most strings fail on their first byte or their length, before any prefix comparison.
    guard bytes.first == UInt8(ascii: "<"), bytes.count == 27, bytes.last == UInt8(ascii: ">"),
      text.hasPrefix(pseudonymPrefix)
    else { return nil }
    var hash: UInt64 = 0
    for byte in bytes.dropFirst(10).dropLast() {
      switch byte {
      case 48...57: hash = hash << 4 | UInt64(byte - 48)
      case 97...102: hash = hash << 4 | UInt64(byte - 87)
      default: return nil
      }
    }
    return hash
  }

  static let pseudonymPrefix = "<redacted:"

  /// Whether `text` is already a redaction marker (`"<redacted>"` or a pseudonym), which the
  /// encoders pass through unchanged so a replayed state re-encodes to the logged one.
  ///
  /// - Parameter text: Any string.
  /// - Returns: `true` for `"<redacted>"` and `"<redacted:` + 16 hex digits + `">"`.
  public static func isRedactionMarker(_ text: String) -> Bool {
    if text == RedactionPolicy.placeholder { return true }
    let bytes = text.utf8
    guard bytes.count == 27, text.hasPrefix(pseudonymPrefix), bytes.last == UInt8(ascii: ">")
    else { return false }
    return bytes.dropFirst(10).dropLast().allSatisfy { byte in
      (48...57).contains(byte) || (97...102).contains(byte)
    }
  }
}
