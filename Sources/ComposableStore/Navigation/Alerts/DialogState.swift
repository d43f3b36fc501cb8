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

  /// Creates the dialog.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons.
  init(title: TextState, message: TextState?, buttons: [ButtonState<Action>])
}

extension DialogState {
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
