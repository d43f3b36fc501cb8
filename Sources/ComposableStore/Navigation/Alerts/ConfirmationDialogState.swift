/// A confirmation dialog as plain state: title, optional message, buttons.
public struct ConfirmationDialogState<Action>: DialogState {
  /// The title.
  public var title: TextState
  /// The message, if any.
  public var message: TextState? = nil
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>] = []

  /// Creates a dialog with a title alone; ``DialogState/init(title:message:buttons:)`` adds the rest.
  ///
  /// - Parameter title: The title.
  public init(title: TextState) {
    self.title = title
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}

extension ConfirmationDialogState: Hashable where Action: Hashable {}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
