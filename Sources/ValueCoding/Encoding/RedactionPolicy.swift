import JSONTree

/// What the recorder hides: values under matching keys, at matching paths, or of marked types.
///
/// A key matches when its lowercased name *contains* one of ``keys`` (lowercased). Containment,
/// not equality, because TCA actions name their payloads after the field they change:
/// `.passwordChanged("hunter2")` and `newPasswordConfirmation` must hide as surely as `password`.
/// The price is some over-redaction (`tokenCount`), which is the safe side for a log.
///
/// The default list leaves out short words that hide unrelated data as substrings: `pin`
/// (`shippingAddress`, `spinner`), `ssn` (`businessName`), `otp` (`footprint`), `session`
/// (`sessionCount`). Add them, or exact paths, for apps that need them.
///
/// ```swift
/// let policy = RedactionPolicy(keys: ["password", "pin"], paths: ["/signUp/*/email"])
/// print(policy.jsonValue.jsonText)
/// ```
///
/// ```text
/// {"keys":["password","pin"],"paths":["/signUp/*/email"]}
/// ```
public struct RedactionPolicy: Sendable, Equatable {
  /// Words that redact any key containing them, compared case-insensitively.
  public var keys: [String] {
    didSet { matcher = RedactionMatcher(keys: keys, paths: paths) }
  }
  /// JSON Pointer patterns; a `*` segment matches any one member name or index.
  public var paths: [String] {
    didSet { matcher = RedactionMatcher(keys: keys, paths: paths) }
  }
  package private(set) var matcher: RedactionMatcher

  /// The text redacted numbers, bools, dates, UUIDs and URLs are replaced with, and every redacted
  /// value in summaries (redacted strings in logged trees become ``RedactionKey`` pseudonyms).
  public static let placeholder = SummaryLimits.redacted

  /// The default key words.
  public static let defaultKeys = [
    "password", "passcode", "passphrase", "secret", "token", "apikey", "api_key", "authorization",
    "cookie", "credential", "privatekey", "private_key", "cvv", "cardnumber", "card_number",
  ]

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - keys: Words that redact any key containing them (case-insensitive).
  ///   - paths: JSON Pointer patterns with `*` wildcard segments, e.g. `/signUp/*/email`.
  public init(keys: [String], paths: [String] = []) {
    self.keys = keys
    self.paths = paths
    self.matcher = RedactionMatcher(keys: keys, paths: paths)
  }

  /// Redacts nothing except values of types marked ``RedactedInLogs``.
  public static let none = RedactionPolicy(keys: [])

  /// Redacts ``defaultKeys`` and values of types marked ``RedactedInLogs``.
  public static let `default` = RedactionPolicy(keys: defaultKeys)

  /// Two policies are equal when they list the same keys and paths.
  public static func == (lhs: RedactionPolicy, rhs: RedactionPolicy) -> Bool {
    lhs.keys == rhs.keys && lhs.paths == rhs.paths
  }
}

/// A marker for types whose values never appear in a log: they keep their shape, and every leaf is
/// redacted as under a redacted key (strings by pseudonyms, other scalars by `"<redacted>"`).
///
/// ```swift
/// struct CardNumber: RedactedInLogs, Encodable { var digits: String }
/// print(ValueEncoder(key: RedactionKey(1, 2)).encode(CardNumber(digits: "hunter2")).jsonText)
/// ```
///
/// ```text
/// {"digits":"<redacted:f6ade183133ffa93>"}
/// ```
public protocol RedactedInLogs {}
