import ActionLog

/// Tabs name themselves in routes the way their tab bar labels read: `First › FirstDetail › Another`.
extension Tab: NamedScreen {
  /// The tab bar label: `"First"` or `"Second"`.
  public var screenName: String {
    switch self {
    case .first: "First"
    case .second: "Second"
    }
  }
}
