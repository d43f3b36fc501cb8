import ComposableStore

extension Store {
  /// Sends an action and waits until every effect it started has finished.
  ///
  /// Scripted sessions step with this so that no effect is still running when the next user
  /// action is sent, which keeps the order of actions independent of scheduling.
  ///
  /// - Parameter action: The user action to send.
  public func sendAndFinish(_ action: Action) async {
    await send(action).finish()
  }
}
