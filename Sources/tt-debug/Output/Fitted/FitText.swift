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
    let whole = parts.joined(separator: separator)
    guard whole.count > width, let last = parts.last else { return whole }
    for start in 1..<parts.count {
      let text = "…" + separator + parts[start...].joined(separator: separator)
      if text.count <= width { return text }
    }
    guard parts.count > 1 else { return right(last, width: width) }
    let marker = "…" + separator
    guard width > marker.count + 1 else { return right("…" + last, width: width) }
    return marker + right(last, width: width - marker.count)
  }
}
