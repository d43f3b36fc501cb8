/// A button of an alert or dialog: a label, an optional role, and the action it sends.
public struct ButtonState<Action> {
  /// How the button is presented.
  public enum Role: String, Hashable, Sendable, Codable {
    /// Dismisses without doing anything.
    case cancel
    /// Does something that cannot be undone.
    case destructive
  }

  /// The label.
  public var label: TextState
  /// The role, or `nil` for a plain button.
  public var role: Role?
  /// The action sent when tapped, or `nil` for a button that only dismisses.
  public var action: Action?

  /// Creates a button, TCA style: `ButtonState(role: .cancel, action: .confirm) { TextState("OK") }`.
  ///
  /// - Parameters:
  ///   - role: The role.
  ///   - action: The action sent when tapped.
  ///   - label: The label.
  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.init(label(), role: role, action: action)
  }

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - role: The role.
  ///   - action: The action sent when tapped.
  public init(_ label: TextState, role: Role? = nil, action: Action? = nil) {
    self.label = label
    self.role = role
    self.action = action
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Equal when label, role and action are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.label == rhs.label && lhs.role == rhs.role && lhs.action == rhs.action
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes label, role and action.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(role)
    hasher.combine(action)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

private enum ButtonKey: String, CodingKey {
  case label, role, action
}

extension ButtonState: Encodable where Action: Encodable {
  /// Encodes `{"label": …, "role": …, "action": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ButtonKey.self)
    try container.encode(label, forKey: .label)
    try container.encode(role, forKey: .role)
    try container.encode(action, forKey: .action)
  }
}

extension ButtonState: Decodable where Action: Decodable {
  /// Decodes `{"label": …, "role": …, "action": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ButtonKey.self)
    self.init(
      try container.decode(TextState.self, forKey: .label),
      role: try container.decodeIfPresent(Role.self, forKey: .role),
      action: try container.decodeIfPresent(Action.self, forKey: .action)
    )
  }
}
