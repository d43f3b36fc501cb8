import ComposableArchitecture

/// The app root: an enum of the intro screen and the main tabs.
@Reducer
public enum AppFeature {
  case intro(IntroFeature)
  case mainTab(MainTabFeature)

  /// Logging in swaps the root to the tabs.
  public static var body: some ReducerOf<Self> {
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

/// The intro screen: logging in runs an effect that reports back through a delegate action.
@Reducer
public struct IntroFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("user")) public var user = UserProfile(name: "")
    public init() {}
  }

  public enum Action {
    case nameChanged(String)
    case loginTapped
    case delegate(Delegate)

    @CasePathable
    public enum Delegate { case loggedIn }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.$user.withLock { $0.name = name }
        return .none
      case .loginTapped:
        return .run { send in await send(.delegate(.loggedIn)) }
      case .delegate:
        return .none
      }
    }
  }
}

extension AppFeature.State {
  /// A one-line description of the root, for the command line.
  public var summary: String {
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
