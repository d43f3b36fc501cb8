/// A confirmation dialog as plain state: title, optional message, buttons.
public struct ConfirmationDialogState<Action>: DialogState {
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
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}

extension ConfirmationDialogState: Hashable where Action: Hashable {}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
