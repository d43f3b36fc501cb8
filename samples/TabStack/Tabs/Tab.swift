/// The two tabs under the root stack.
public enum Tab: String, Codable, Equatable, Hashable, Sendable {
  /// The first tab.
  case first
  /// The second tab.
  case second
}
