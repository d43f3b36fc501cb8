import ComposableArchitecture

/// The app root: an enum of the intro screen and the main tabs.
@Reducer
enum AppFeature {
  case intro(IntroFeature)
  case mainTab(MainTabFeature)

  /// Logging in swaps the root to the tabs.
  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .intro(.delegate(.loggedIn)):
        state = .mainTab(MainTabFeature.State())
        return .none
      case .intro, .mainTab:
        return .none
      }
    }
    .ifCaseLet(\.intro, action: \.intro) { IntroFeature() }
    .ifCaseLet(\.mainTab, action: \.mainTab) { MainTabFeature() }
  }
}

extension AppFeature.State: Equatable {}

/// The intro screen: logging in asks the server for a token, keeps it in the shared user and
/// reports back through a delegate action.
@Reducer
struct IntroFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("user")) var user = UserProfile(name: "")
    var isLoggingIn = false
  }

  enum Action {
    case nameChanged(String)
    case loginTapped
    case loginResponse(UserSession)
    case loginFailed(APIFailure)
    case delegate(Delegate)

    @CasePathable
    enum Delegate { case loggedIn }
  }

  @Dependency(\.apiClient) var apiClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.$user.withLock { $0.name = name }
        return .none
      case .loginTapped:
        state.isLoggingIn = true
        return .run { [name = state.user.name] send in
          do {
            await send(.loginResponse(try await apiClient.login(name: name)))
          } catch {
            await send(.loginFailed(APIFailure(error)))
          }
        }
      case let .loginResponse(session):
        state.isLoggingIn = false
        state.$user.withLock { $0.token = session.token }
        return .send(.delegate(.loggedIn))
      case .loginFailed:
        state.isLoggingIn = false
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

extension AppFeature.State {
  /// A one-line description of the root, for the command line.
  var summary: String {
    switch self {
    case .intro(let intro):
      return "intro (user: \"\(intro.user.name)\")"
    case .mainTab(let tabs):
      return "mainTab (tab: \(tabs.selectedTab.rawValue), \(tabs.history.entries.count) entries, "
        + "\(tabs.history.path.count) pushed, user: \"\(tabs.settings.user.name)\""
        + "\(tabs.settings.user.isPro ? ", pro" : ""))"
    }
  }
}
