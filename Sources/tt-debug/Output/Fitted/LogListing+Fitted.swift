extension LogListing {
  /// The lines fitted to `width` columns (``FittedLog``); with `width` `nil` (piped), laid out for
  /// ``FittedLog/pipedWidth`` with every action whole, so what is searched is what a terminal shows.
  func lines(style: Style, fitting width: Int?) -> [String] {
    FittedLog.lines(
      entries, effects: effects, width: width ?? FittedLog.pipedWidth, style: style,
      whole: width == nil)
  }
}
