/// A confirmation dialog as plain state: title, optional message, buttons.
public struct ConfirmationDialogState<Action> {
  /// The title.
  public var title: TextState
  /// The message, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Creates a dialog, TCA style.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title(), message: message?(), buttons: actions())
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when title, message and buttons are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: DialogStateReflecting {
  /// `"dialog"`.
  var reflectedKind: String { "dialog" }
  /// The title text.
  var reflectedTitle: String { title.string }
}
