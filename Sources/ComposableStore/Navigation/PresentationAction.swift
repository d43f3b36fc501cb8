/// An action of a presented destination, or its dismissal.
public enum PresentationAction<Action> {
  /// An action sent by the presented child.
  case presented(Action)
  /// Dismisses the destination, cancelling its effects.
  case dismiss
}

extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Encodable where Action: Encodable {}
extension PresentationAction: Decodable where Action: Decodable {}
