extension LogListing {
  /// The lines fitted to `width` columns (``FittedLog``), or the full aligned lines when `width`
  /// is `nil`.
  func lines(style: Style, fitting width: Int?) -> [String] {
    guard let width else { return lines(style: style) }
    return FittedLog.lines(entries, effects: effects, width: width, style: style)
  }
}
