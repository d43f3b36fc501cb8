import ComposableStore

extension SignUpFeature {
  /// The steps the sign-up stack can push.
  public struct Path: Reducer {
    /// A pushed step's state.
    public enum State: Codable, Equatable, Sendable {
      /// Email and password.
      case basics(BasicsFeature.State)
      /// Names.
      case personalInfo(PersonalInfoFeature.State)
      /// Followed topics.
      case topics(TopicsFeature.State)
      /// Everything entered.
      case summary(SummaryFeature.State)
    }

    /// A pushed step's action.
    public enum Action: Codable, Equatable, Sendable {
      /// An action of the basics step.
      case basics(BasicsFeature.Action)
      /// An action of the personal-info step.
      case personalInfo(PersonalInfoFeature.Action)
      /// An action of the topics step.
      case topics(TopicsFeature.Action)
      /// An action of the summary.
      case summary(SummaryFeature.Action)
    }

    /// The clock the summary's simulated sign-up request waits on.
    public let clock: any Clock<Duration>

    /// Creates the path reducer.
    ///
    /// - Parameter clock: The clock the summary's simulated sign-up request waits on.
    public init(clock: any Clock<Duration>) {
      self.clock = clock
    }

    /// Runs the reducer of whichever step an action is for.
    public var body: some Reducer<State, Action> {
      Scope(state: /State.basics, action: /Action.basics) {
        BasicsFeature()
      }
      Scope(state: /State.personalInfo, action: /Action.personalInfo) {
        PersonalInfoFeature()
      }
      Scope(state: /State.topics, action: /Action.topics) {
        TopicsFeature()
      }
      Scope(state: /State.summary, action: /Action.summary) {
        SummaryFeature(clock: clock)
      }
    }
  }
}

extension SignUpFeature.Path.State {
  /// The shared sign-up data the step holds.
  public var signUpData: SignUpData {
    switch self {
    case let .basics(step): step.signUpData
    case let .personalInfo(step): step.signUpData
    case let .topics(step): step.signUpData
    case let .summary(step): step.signUpData
    }
  }
}
