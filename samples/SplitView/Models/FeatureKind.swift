/// The three features the split view's sidebar can select.
public enum FeatureKind: String, CaseIterable, Codable, Equatable, Hashable, Sendable {
  /// Feature A.
  case a
  /// Feature B.
  case b
  /// Feature C.
  case c
}
