/// An action of a navigation stack: an element's action, a pop, or a push.
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and everything above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id`.
  case push(id: StackElementID, state: State)
}

extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}
