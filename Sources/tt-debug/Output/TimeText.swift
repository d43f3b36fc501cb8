/// Time offsets as people read them: `+12.500s`.
enum TimeText {
  /// `+S.mmms` with milliseconds, e.g. `+12.500s`.
  ///
  /// - Parameter seconds: Seconds since the session started.
  /// - Returns: The offset text.
  static func offset(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "+?s" }
    let milliseconds = Int64((abs(seconds) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    return "\(seconds < 0 ? "-" : "+")\(milliseconds / 1000).\(padded)s"
  }

  /// A duration between two wall times in milliseconds, e.g. `12.500s`.
  static func span(fromMilliseconds start: Int64, to end: Int64) -> String {
    String(offset(Double(end - start) / 1000).dropFirst())
  }
}
