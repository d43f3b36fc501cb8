/// An alert as plain state: title, optional message, buttons. Present it with `@PresentationState`.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
public struct AlertState<Action>: DialogState {
  /// The title.
  public var title: TextState
  /// The message, if any.
  public var message: TextState? = nil
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>] = []

  /// Creates an alert with a title alone; ``DialogState/init(title:message:buttons:)`` adds the rest.
  ///
  /// - Parameter title: The title.
  public init(title: TextState) {
    self.title = title
  }
}

extension AlertState: Equatable where Action: Equatable {}

extension AlertState: Hashable where Action: Hashable {}

extension AlertState: Sendable where Action: Sendable {}
