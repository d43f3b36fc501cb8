import ComposableStore

/// The bookshelf server's API, declared as TCA apps declare a client: a struct of endpoints, a
/// live value, and a test value whose every endpoint fails when called.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.apiClient) var apiClient
///   …
///   return .run { send in await send(.searchResponse(try await apiClient.search(query))) }
/// }
/// ```
public struct APIClient: Sendable {
  /// The catalog's books whose title contains the query.
  public var search: @Sendable (_ query: String) async throws -> [Book]
  /// Logs in; the response carries the token the other calls need.
  public var logIn: @Sendable (_ email: String, _ password: String) async throws -> UserSession
  /// One page of the reader's shelf, from 0.
  public var shelfPage: @Sendable (_ page: Int, _ token: String) async throws -> ShelfPage
  /// Saves a shelf book (its finished mark); returns it as stored.
  public var save: @Sendable (_ book: Book, _ token: String) async throws -> Book

  /// Creates a client from its endpoints.
  public init(
    search: @escaping @Sendable (_ query: String) async throws -> [Book],
    logIn: @escaping @Sendable (_ email: String, _ password: String) async throws -> UserSession,
    shelfPage: @escaping @Sendable (_ page: Int, _ token: String) async throws -> ShelfPage,
    save: @escaping @Sendable (_ book: Book, _ token: String) async throws -> Book
  ) {
    self.search = search
    self.logIn = logIn
    self.shelfPage = shelfPage
    self.save = save
  }
}

extension APIClient: DependencyKey {
  /// The bookshelf "server": an in-memory one, as the sample has no network.
  public static let liveValue = APIClient.inMemory()

  /// Every endpoint reports `Unimplemented: 'APIClient.…'` and throws: a test says which calls
  /// it expects.
  public static let testValue = APIClient(
    search: unimplemented("APIClient.search"),
    logIn: unimplemented("APIClient.logIn"),
    shelfPage: unimplemented("APIClient.shelfPage"),
    save: unimplemented("APIClient.save")
  )
}

extension DependencyValues {
  /// The bookshelf server's API.
  public var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
