/// Sends actions from an effect back into the store: `await send(.response(value))`.
///
/// Actions sent after the effect's task is cancelled are dropped.
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a send function from a closure; the store makes these, tests may too.
  ///
  /// - Parameter send: Receives each action on the main actor.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = send
  }

  /// Sends an action to the store, unless the current task is cancelled.
  ///
  /// - Parameter action: The action.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }

  /// A send function for another action type that wraps each action with `transform`.
  func map<Parent>(_ transform: @escaping @Sendable (Parent) -> Action) -> Send<Parent> {
    Send<Parent> { action in self.deliver(transform(action)) }
  }
}
