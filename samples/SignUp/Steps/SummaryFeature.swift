import ComposableStore

/// The last step: everything entered, an edit button per earlier step, and submit.
public struct SummaryFeature: Reducer {
  /// The step's state.
  public struct State: Codable, Equatable, Sendable {
    /// The flow's data, shared with every other step.
    @Shared public var signUpData: SignUpData
    /// Whether the submission is in flight.
    public var isSubmitting = false
    /// Whether the sign-up was submitted.
    public var isSubmitted = false
    /// The welcome alert shown after submitting.
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// Creates the summary over the flow's shared data.
    ///
    /// - Parameter signUpData: The flow's shared data.
    public init(signUpData: Shared<SignUpData>) {
      self._signUpData = signUpData
    }
  }

  /// The step's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// An earlier step's edit button was tapped.
    case editButtonTapped(SignUpStep)
    /// The submit button was tapped.
    case submitButtonTapped
    /// The sign-up service accepted the submission.
    case submitResponse
    /// A button of the welcome alert, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// A request the flow handles.
    case delegate(Delegate)

    /// The welcome alert's buttons.
    public enum Alert: Codable, Equatable, Sendable {
      /// Start using the app.
      case getStarted
    }

    /// Requests for the flow.
    public enum Delegate: Codable, Equatable, Sendable {
      /// Push an earlier step for editing.
      case edit(SignUpStep)
    }
  }

  /// The clock the simulated sign-up request waits on.
  public let clock: any Clock<Duration>

  /// Creates the summary's reducer.
  ///
  /// - Parameter clock: The clock the simulated sign-up request waits on.
  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// Asks the flow to push edits, and submits.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .editButtonTapped(step):
        return .send(.delegate(.edit(step)))
      case .submitButtonTapped:
        guard !state.isSubmitting, !state.isSubmitted else { return .none }
        state.isSubmitting = true
        let clock = clock
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.submitResponse)
        }
      case .submitResponse:
        state.isSubmitting = false
        state.isSubmitted = true
        let name = state.signUpData.firstName
        state.alert = AlertState {
          TextState("Welcome, \(name)!")
        } actions: {
          ButtonState(action: .getStarted) { TextState("Get started") }
        }
        return .none
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}
