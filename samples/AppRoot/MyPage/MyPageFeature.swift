import ComposableStore

/// The my-page tab: log out or withdraw, each confirmed in an alert.
public struct MyPageFeature: Reducer {
  /// The tab's state.
  public struct State: Codable, Equatable, Sendable {
    /// The logged-in user's name.
    public var username: String
    /// The logout or withdraw alert, when shown.
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// Creates the tab for a user.
    ///
    /// - Parameter username: The logged-in user's name.
    public init(username: String) {
      self.username = username
    }
  }

  /// The tab's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The logout button was tapped.
    case logoutButtonTapped
    /// The withdraw button was tapped.
    case withdrawButtonTapped
    /// A button of the alert, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// A request the app root handles.
    case delegate(Delegate)

    /// The alerts' confirming buttons.
    public enum Alert: Codable, Equatable, Sendable {
      /// Log out.
      case confirmLogout
      /// Delete the account.
      case confirmWithdraw
    }

    /// Requests for the app root.
    public enum Delegate: Codable, Equatable, Sendable {
      /// The user logged out.
      case loggedOut(username: String)
      /// The user deleted their account.
      case withdrawn
    }
  }

  /// Creates the tab's reducer.
  public init() {}

  /// Shows the alerts and asks the root to log out or withdraw when one is confirmed.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .logoutButtonTapped:
        state.alert = AlertState {
          TextState("Log out?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLogout) { TextState("Log out") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .withdrawButtonTapped:
        state.alert = AlertState {
          TextState("Delete your account?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmWithdraw) { TextState("Withdraw") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("Your history will be lost.")
        }
        return .none
      case .alert(.presented(.confirmLogout)):
        state.alert = nil
        return .send(.delegate(.loggedOut(username: state.username)))
      case .alert(.presented(.confirmWithdraw)):
        state.alert = nil
        return .send(.delegate(.withdrawn))
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}
