import ComposableStore

/// The bookshelf app: a catalog search, a login, and the reader's shelf behind it, all talking to
/// the server through ``APIClient``.
public struct BookshelfFeature: Reducer {
  /// The app's state.
  public struct State: Codable, Equatable, Sendable {
    /// The tab on screen.
    public var tab = Tab.search
    /// The catalog search.
    public var search = SearchFeature.State()
    /// The login form.
    public var login = LoginFeature.State()
    /// Who is logged in, if anyone (its token is redacted in logs).
    public var session: UserSession?
    /// The reader's shelf.
    public var shelf = ShelfFeature.State()

    /// The app at launch: the search tab, logged out.
    public init() {}
  }

  /// The app's tabs.
  public enum Tab: String, Codable, Equatable, Sendable {
    /// The catalog search.
    case search
    /// The login form, then the shelf.
    case shelf
  }

  /// The app's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// A tab was selected.
    case tabSelected(Tab)
    /// An action of the search.
    case search(SearchFeature.Action)
    /// An action of the login form.
    case login(LoginFeature.Action)
    /// An action of the shelf.
    case shelf(ShelfFeature.Action)
  }

  /// Creates the app's reducer; its features read their dependencies themselves.
  public init() {}

  /// Runs the features, and hands the login's token to the shelf.
  public var body: some Reducer<State, Action> {
    Scope(state: \.search, action: /Action.search) { SearchFeature() }
    Scope(state: \.login, action: /Action.login) { LoginFeature() }
    Scope(state: \.shelf, action: /Action.shelf) { ShelfFeature() }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.tab = tab
        return .none
      case let .login(.delegate(.loggedIn(session))):
        state.session = session
        state.shelf.token = session.token
        return .none
      case .search, .login, .shelf:
        return .none
      }
    }
  }
}
