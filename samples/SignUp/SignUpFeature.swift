import ComposableStore

/// The sign-up flow: a welcome screen and a stack of steps that all hold the same shared data.
public struct SignUpFeature: Reducer {
  /// The flow's state.
  public struct State: Codable, Equatable, Sendable {
    /// The data every step reads and writes.
    @Shared public var signUpData: SignUpData
    /// The steps pushed over the welcome screen.
    public var path = StackState<Path.State>()

    /// Creates the flow on its welcome screen with empty data.
    public init() {
      self._signUpData = Shared(wrappedValue: SignUpData())
    }
  }

  /// The flow's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The welcome screen's sign-up button was tapped.
    case signUpButtonTapped
    /// An action of the stack or of a pushed step.
    case path(StackAction<Path.State, Path.Action>)
  }

  /// The clock the summary's simulated sign-up request waits on.
  public let clock: any Clock<Duration>

  /// Creates the flow's reducer.
  ///
  /// - Parameter clock: The clock the summary's simulated sign-up request waits on.
  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// Pushes each next step, pushes edits from the summary and pops them when done.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .signUpButtonTapped:
        state.path.append(.basics(BasicsFeature.State(signUpData: state.$signUpData)))
        return .none
      case .path(.element(id: _, action: .basics(.delegate(.next)))):
        state.path.append(
          .personalInfo(PersonalInfoFeature.State(signUpData: state.$signUpData)))
        return .none
      case .path(.element(id: _, action: .personalInfo(.delegate(.next)))):
        state.path.append(.topics(TopicsFeature.State(signUpData: state.$signUpData)))
        return .none
      case .path(.element(id: _, action: .topics(.delegate(.next)))):
        state.path.append(.summary(SummaryFeature.State(signUpData: state.$signUpData)))
        return .none
      case let .path(.element(id: _, action: .summary(.delegate(.edit(step))))):
        state.path.append(editing(step, data: state.$signUpData))
        return .none
      case let .path(.element(id: id, action: .basics(.delegate(.doneEditing)))),
        let .path(.element(id: id, action: .personalInfo(.delegate(.doneEditing)))),
        let .path(.element(id: id, action: .topics(.delegate(.doneEditing)))):
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) {
      Path(clock: clock)
    }
  }

  private func editing(_ step: SignUpStep, data: Shared<SignUpData>) -> Path.State {
    switch step {
    case .basics: .basics(BasicsFeature.State(signUpData: data, isEditing: true))
    case .personalInfo: .personalInfo(PersonalInfoFeature.State(signUpData: data, isEditing: true))
    case .topics: .topics(TopicsFeature.State(signUpData: data, isEditing: true))
    }
  }
}
