import ComposableStore

/// The first step: email, password and password confirmation.
public struct BasicsFeature: Reducer {
  /// The step's state.
  public struct State: Codable, Equatable, Sendable {
    /// The flow's data, shared with every other step.
    @Shared public var signUpData: SignUpData
    /// Whether the summary pushed this step to edit it.
    public var isEditing: Bool
    /// Why the step cannot continue, if it cannot.
    public var error: String?

    /// Creates the step over the flow's shared data.
    ///
    /// - Parameters:
    ///   - signUpData: The flow's shared data.
    ///   - isEditing: Whether the summary pushed this step to edit it.
    public init(signUpData: Shared<SignUpData>, isEditing: Bool = false) {
      self._signUpData = signUpData
      self.isEditing = isEditing
    }
  }

  /// The step's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The email field changed.
    case emailChanged(String)
    /// The password field changed.
    case passwordChanged(String)
    /// The confirmation field changed.
    case passwordConfirmationChanged(String)
    /// The continue button was tapped.
    case continueButtonTapped
    /// A request the flow handles.
    case delegate(StepDelegate)
  }

  /// Creates the step's reducer.
  public init() {}

  /// Writes the fields into the shared data and continues once they are valid.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.$signUpData.withLock { $0.email = email }
        return .none
      case let .passwordChanged(password):
        state.$signUpData.withLock { $0.password = password }
        return .none
      case let .passwordConfirmationChanged(password):
        state.$signUpData.withLock { $0.passwordConfirmation = password }
        return .none
      case .continueButtonTapped:
        state.error = Self.problem(in: state.signUpData)
        guard state.error == nil else { return .none }
        return .send(.delegate(state.isEditing ? .doneEditing : .next))
      case .delegate:
        return .none
      }
    }
  }

  private static func problem(in data: SignUpData) -> String? {
    if !data.email.contains("@") { return "Enter a valid email address." }
    if data.password.isEmpty { return "Choose a password." }
    if data.password != data.passwordConfirmation { return "The passwords do not match." }
    return nil
  }
}
