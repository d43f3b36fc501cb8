import ComposableStore

/// The third step: the topics to follow, at least one.
public struct TopicsFeature: Reducer {
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
    /// A topic's toggle was flipped.
    case topicToggled(Topic)
    /// The continue button was tapped.
    case continueButtonTapped
    /// A request the flow handles.
    case delegate(StepDelegate)
  }

  /// Creates the step's reducer.
  public init() {}

  /// Toggles topics in the shared data and continues once one is chosen.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .topicToggled(topic):
        state.$signUpData.withLock { data in
          var chosen = Set(data.topics)
          if chosen.remove(topic) == nil { chosen.insert(topic) }
          data.topics = Topic.allCases.filter(chosen.contains)
        }
        state.error = nil
        return .none
      case .continueButtonTapped:
        guard !state.signUpData.topics.isEmpty else {
          state.error = "Choose at least one topic."
          return .none
        }
        return .send(.delegate(state.isEditing ? .doneEditing : .next))
      case .delegate:
        return .none
      }
    }
  }
}
