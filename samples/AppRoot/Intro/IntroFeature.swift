import ComposableStore

/// The intro shown before login: onboarding pages, a user name field and a login button.
public struct IntroFeature: Reducer {
  /// The intro's state.
  public struct State: Codable, Equatable, Sendable {
    /// The onboarding page shown.
    public var page = 0
    /// The user name typed so far.
    public var username: String

    /// Creates the intro.
    ///
    /// - Parameter username: The name to prefill, such as the last user's.
    public init(username: String = "") {
      self.username = username
    }
  }

  /// The intro's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The "next" button of the onboarding pages was tapped.
    case nextPageTapped
    /// The user name field changed.
    case usernameChanged(String)
    /// The login button was tapped.
    case loginButtonTapped
    /// A request the app root handles.
    case delegate(Delegate)

    /// Requests for the app root.
    public enum Delegate: Codable, Equatable, Sendable {
      /// The user logged in with this name.
      case loggedIn(username: String)
    }
  }

  /// Creates the intro reducer.
  public init() {}

  /// Pages through onboarding and asks the root to log in.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .nextPageTapped:
        state.page += 1
        return .none
      case let .usernameChanged(name):
        state.username = name
        return .none
      case .loginButtonTapped:
        guard !state.username.isEmpty else { return .none }
        return .send(.delegate(.loggedIn(username: state.username)))
      case .delegate:
        return .none
      }
    }
  }
}
