import ComposableStore

/// The app root: the intro until the user logs in, then the main tabs until they log out.
public struct AppRootFeature: Reducer {
  /// Which part of the app is on screen.
  public enum State: Codable, Equatable, Sendable {
    /// The intro, before login.
    case intro(IntroFeature.State)
    /// The main tabs, after login.
    case mainTab(MainTabFeature.State)
  }

  /// The root's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// An action of the intro.
    case intro(IntroFeature.Action)
    /// An action of the main tabs.
    case mainTab(MainTabFeature.Action)
  }

  /// Dates for newly registered transactions.
  public let date: DateGenerator

  /// Creates the root reducer.
  ///
  /// - Parameter date: Dates newly registered transactions.
  public init(date: DateGenerator) {
    self.date = date
  }

  /// Runs whichever part is on screen and switches between them on login, logout and withdraw.
  public var body: some Reducer<State, Action> {
    Scope(state: /State.intro, action: /Action.intro) {
      IntroFeature()
    }
    Scope(state: /State.mainTab, action: /Action.mainTab) {
      MainTabFeature(date: date)
    }
    Reduce { state, action in
      switch action {
      case let .intro(.delegate(.loggedIn(username))):
        state = .mainTab(MainTabFeature.State(username: username))
        return .none
      case let .mainTab(.myPage(.delegate(.loggedOut(username)))):
        state = .intro(IntroFeature.State(username: username))
        return .none
      case .mainTab(.myPage(.delegate(.withdrawn))):
        state = .intro(IntroFeature.State())
        return .none
      case .intro, .mainTab:
        return .none
      }
    }
  }
}
