import JSONTree

/// The Composable Architecture's `AlertState` and `ConfirmationDialogState` (swift-navigation) as a
/// log written by reflection holds them: `title`, `message` and each button's `label` as
/// ``TextStateShape`` storage, a button's `action` as `{"type": {"send": …}}` and its `role` as a
/// case. Their initialisers with ids are internal, so the file writes them with the public builder
/// initialisers, which the types compare without ids:
///
/// ```swift
/// AlertState {
///   TextState("Delete Books?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// The stand-in store's dialogs hold their title as a plain string and never take this shape.
enum DialogShape {
  /// Whether `members` is an alert or a confirmation dialog whose title is TCA's `TextState`.
  static func matches(_ members: JSONObject) -> Bool {
    let keys = Set(members.keys)
    guard keys.isSuperset(of: ["title", "buttons"]),
      keys.isSubset(of: ["title", "message", "buttons", "titleVisibility", "id"]),
      case .object(let title)? = members["title"]
    else { return false }
    return TextStateShape.matches(title)
  }

  /// The dialog as Swift, or `nil` with the reason in `blocker` when a part of it cannot be
  /// written (text that is not verbatim, an animated button action).
  static func literal(
    _ members: JSONObject, action: (JSONValue) -> String, blocker: inout String?
  ) -> String? {
    guard let title = text(members["title"]), case .array(let buttons)? = members["buttons"] else {
      blocker = "it holds an alert whose title is not plain text"
      return nil
    }
    var lines: [String] = []
    for button in buttons {
      guard let line = self.button(button, action: action) else {
        blocker =
          "it holds an alert button whose label is not plain text or whose action is animated"
        return nil
      }
      lines.append(line)
    }
    var type = "AlertState"
    if case .object(let visibility)? = members["titleVisibility"], let key = visibility.keys.first {
      type = "ConfirmationDialogState(titleVisibility: .\(key))"
    } else if members["titleVisibility"] != nil {
      type = "ConfirmationDialogState"
    }
    var swift = "\(type) { \(title) } actions: { \(lines.joined(separator: "; ")) }"
    switch members["message"] {
    case nil, .null?:
      break
    case let message?:
      guard let text = text(message) else {
        blocker = "it holds an alert whose message is not plain text"
        return nil
      }
      swift += " message: { \(text) }"
    }
    return swift
  }

  private static func text(_ value: JSONValue?) -> String? {
    guard case .object(let members)? = value else { return nil }
    return TextStateShape.literal(members)
  }

  private static func button(_ value: JSONValue, action: (JSONValue) -> String) -> String? {
    guard case .object(let members) = value, let label = text(members["label"]) else { return nil }
    var arguments: [String] = []
    if case .object(let role)? = members["role"], let key = role.keys.first {
      arguments.append("role: .\(key)")
    }
    if case .object(let kind)? = members["action"] {
      guard case .object(let type)? = kind["type"], type.count == 1, let sent = type["send"] else {
        return nil
      }
      if sent != .null { arguments.append("action: " + action(sent)) }
    }
    let call =
      arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return "\(call) { \(label) }"
  }
}
