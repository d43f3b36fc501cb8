import ComposableStore

/// The catalog search: searches as the reader types, once typing pauses.
public struct SearchFeature: Reducer, Sendable {
  /// The search screen's state.
  public struct State: Codable, Equatable, Sendable {
    /// The text in the search field.
    public var query = ""
    /// The books matching the last query searched.
    public var results: [Book] = []
    /// Whether a search is waiting or running.
    public var isSearching = false
    /// The last search's failure, if it failed.
    public var error: APIError?

    /// An empty search.
    public init() {}
  }

  /// The search screen's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The search field changed.
    case queryChanged(String)
    /// The server answered the search.
    case searchResponse([Book])
    /// The search failed.
    case searchFailed(APIError)
  }

  /// Identifies the one search in flight: a new query cancels the previous one.
  enum CancelID: Hashable, Sendable { case search }

  /// How long typing must pause before a search starts.
  public static let debounce = Duration.milliseconds(300)

  @Dependency(\.apiClient) var apiClient
  @Dependency(\.continuousClock) var clock

  /// Creates the search reducer; it reads the API client and the clock as dependencies.
  public init() {}

  /// Debounces the query, searches, and shows the results or the failure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      state.error = nil
      guard !query.isEmpty else {
        state.results = []
        state.isSearching = false
        return .cancel(id: CancelID.search)
      }
      state.isSearching = true
      return .run(name: "search") { send in
        try await clock.sleep(for: Self.debounce)
        await send(.searchResponse(try await apiClient.search(query)))
      } catch: { error, send in
        await send(.searchFailed(APIError(error)))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case let .searchResponse(books):
      state.results = books
      state.isSearching = false
      return .none
    case let .searchFailed(error):
      state.error = error
      state.isSearching = false
      return .none
    }
  }
}
