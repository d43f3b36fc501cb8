/// What an ``AlertState`` and a ``ConfirmationDialogState`` are made of: a title, an optional
/// message and buttons. `.ifLet` dismisses a presented dialog when any of its buttons is tapped.
public protocol DialogState<Action> {
  /// The action the buttons send.
  associatedtype Action
  /// The title.
  var title: TextState { get set }
  /// The message, if any.
  var message: TextState? { get set }
  /// The buttons, in order.
  var buttons: [ButtonState<Action>] { get set }

  /// Creates the dialog with a title, no message and no buttons.
  ///
  /// - Parameter title: The title.
  init(title: TextState)
}

extension DialogState {
  /// Creates the dialog.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.init(title: title)
    self.message = message
    self.buttons = buttons
  }

  /// Creates the dialog, TCA style.
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
