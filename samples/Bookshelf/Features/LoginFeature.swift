import ComposableStore

/// The login form: its response carries the token the shelf needs.
public struct LoginFeature: Reducer, Sendable {
  /// The form's state.
  public struct State: Codable, Equatable, Sendable {
    /// The email field.
    public var email = ""
    /// The password field (redacted in logs).
    public var password = ""
    /// Whether a login request is running.
    public var isLoggingIn = false
    /// The last attempt's failure, if it failed.
    public var error: APIError?

    /// An empty form.
    public init() {}
  }

  /// The form's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The email field changed.
    case emailChanged(String)
    /// The password field changed.
    case passwordChanged(String)
    /// The login button was tapped.
    case logInButtonTapped
    /// The server accepted the credentials.
    case logInResponse(UserSession)
    /// The login failed.
    case logInFailed(APIError)
    /// Tells the app who logged in.
    case delegate(Delegate)

    /// What the form tells the app.
    public enum Delegate: Codable, Equatable, Sendable {
      /// A reader logged in.
      case loggedIn(UserSession)
    }
  }

  @Dependency(\.apiClient) var apiClient

  /// Creates the login reducer; it reads the API client as a dependency.
  public init() {}

  /// Edits the fields, logs in, and tells the app on success.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .emailChanged(email):
      state.email = email
      return .none
    case let .passwordChanged(password):
      state.password = password
      return .none
    case .logInButtonTapped:
      state.isLoggingIn = true
      state.error = nil
      let (email, password) = (state.email, state.password)
      return .run(name: "logIn") { send in
        await send(.logInResponse(try await apiClient.logIn(email, password)))
      } catch: { error, send in
        await send(.logInFailed(APIError(error)))
      }
    case let .logInResponse(session):
      state.isLoggingIn = false
      state.password = ""
      return .send(.delegate(.loggedIn(session)))
    case let .logInFailed(error):
      state.isLoggingIn = false
      state.error = error
      return .none
    case .delegate:
      return .none
    }
  }
}
