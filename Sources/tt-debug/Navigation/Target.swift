/// Where `jump` goes: a seq, `first`, `last`, `+N`/`-N`, `@marker-text`, or a time into the
/// session in any form `log --since` takes (``SessionTime``) but a bare number, which is a seq:
///
/// ```swift
/// Target("42")    // .seq(42)
/// Target("2m5s")  // .time(125)
/// Target("1.5m")  // .time(90)
/// ```
enum Target: Equatable {
  /// An absolute seq.
  case seq(UInt64)
  /// The first state.
  case first
  /// The last state.
  case last
  /// Relative to the cursor.
  case relative(Int64)
  /// The first marker whose text contains this (case-insensitive).
  case marker(String)
  /// The state current at this many seconds into the session.
  case time(Double)

  /// Parses a target; `nil` when the text is none of the forms.
  init?(_ text: String) {
    switch text {
    case "first": self = .first
    case "last": self = .last
    case _ where text.hasPrefix("@") && text.count > 1:
      self = .marker(String(text.dropFirst()))
    case _ where text.hasPrefix("+") || text.hasPrefix("-"):
      guard let count = Int64(text.dropFirst()) else { return nil }
      self = .relative(text.hasPrefix("-") ? -count : count)
    case _ where text.hasSuffix("s") || text.contains("m"):
      guard let time = SessionTime(argument: text), time.seconds.isFinite else { return nil }
      self = .time(time.seconds)
    default:
      guard let seq = UInt64(text) else { return nil }
      self = .seq(seq)
    }
  }

  /// The error for text that is not a target.
  static func invalid(_ text: String) -> CLIError {
    .usage(
      "'\(text)' is not a target",
      fix: "use a seq (42), first, last, +N, -N, @marker-text or a time (12.5s, 2m5s)")
  }
}
