/// Cutting text to a number of columns (one column per `Character`), marking every cut with `…`.
enum FitText {
  /// `text`, or its start and `…` when it is longer than `width`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The columns available.
  /// - Returns: At most `width` characters.
  static func right(_ text: String, width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    return String(text.prefix(width - 1)) + "…"
  }

  /// The last parts of a path that fit, after `…` when some were left out; the last part itself is
  /// cut on the right when even it does not fit, still after `… › ` when parts before it were left
  /// out (so a shortened route never looks like a root screen).
  ///
  /// ```swift
  /// print(FitText.tail(["mainTab", "history", "HistoryDetail(id: 2)"], separator: " › ", width: 26))
  /// ```
  ///
  /// ```text
  /// … › HistoryDetail(id: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - parts: The parts, outermost first.
  ///   - separator: What joins them.
  ///   - width: The columns available.
  /// - Returns: At most `width` characters.
  static func tail(_ parts: [String], separator: String, width: Int) -> String {
    guard let last = parts.last else { return "" }
    // Counted from the end once, so a deep route (a stack hundreds of screens deep) costs its
    // length, not its length squared, on every line.
    let lengths = parts.map(\.count)
    let whole = lengths.reduce(0, +) + separator.count * (parts.count - 1)
    guard whole > width else { return parts.joined(separator: separator) }
    let marker = "…" + separator
    var start = parts.count
    var suffix = 0
    while start > 1 {
      let added = lengths[start - 1] + (start == parts.count ? 0 : separator.count)
      guard marker.count + suffix + added <= width else { break }
      suffix += added
      start -= 1
    }
    if start < parts.count { return marker + parts[start...].joined(separator: separator) }
    guard parts.count > 1 else { return right(last, width: width) }
    guard width > marker.count + 1 else { return right("…" + last, width: width) }
    return marker + right(last, width: width - marker.count)
  }
}
