import ComposableStore

/// The second step: first and last name.
public struct PersonalInfoFeature: Reducer {
  /// The step's state.
  public struct State: Codable, Equatable, Sendable {
    /// The flow's data, shared with every other step.
    @Shared public var signUpData: SignUpData
    /// Whether the summary pushed this step to edit it.
    public var isEditing: Bool

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
    /// The first-name field changed.
    case firstNameChanged(String)
    /// The last-name field changed.
    case lastNameChanged(String)
    /// The continue button was tapped.
    case continueButtonTapped
    /// A request the flow handles.
    case delegate(StepDelegate)
  }

  /// Creates the step's reducer.
  public init() {}

  /// Writes the names into the shared data and continues.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .firstNameChanged(name):
        state.$signUpData.withLock { $0.firstName = name }
        return .none
      case let .lastNameChanged(name):
        state.$signUpData.withLock { $0.lastName = name }
        return .none
      case .continueButtonTapped:
        return .send(.delegate(state.isEditing ? .doneEditing : .next))
      case .delegate:
        return .none
      }
    }
  }
}
