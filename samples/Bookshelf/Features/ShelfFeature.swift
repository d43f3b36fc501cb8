import ComposableStore

/// The reader's shelf: a paged list that loads more, and a finished mark saved to the server,
/// retried after a failure.
public struct ShelfFeature: Reducer, Sendable {
  /// The shelf's state.
  public struct State: Codable, Equatable, Sendable {
    /// The logged-in reader's token; `nil` before login (redacted in logs).
    public var token: String?
    /// The books loaded so far, page after page.
    public var books: [Book] = []
    /// The page to load next, or `nil` when every page is loaded.
    public var nextPage: Int? = 0
    /// Whether a page is loading.
    public var isLoading = false
    /// The book being saved, if a save is running or waiting to retry.
    public var saving: Book.ID?
    /// The failed attempts of the save running now.
    public var failedSaves = 0
    /// The last failure to show, if any.
    public var error: APIError?

    /// An empty shelf, before login.
    public init() {}
  }

  /// The shelf's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The shelf appeared: load its first page.
    case task
    /// The reader scrolled to the end: load the next page.
    case loadMoreButtonTapped
    /// A page arrived.
    case pageResponse(ShelfPage)
    /// A page failed to load.
    case pageFailed(APIError)
    /// The reader marked a book finished, or not finished.
    case finishedToggled(Book.ID)
    /// The server stored a book.
    case saveResponse(Book)
    /// A save failed.
    case saveFailed(APIError)
  }

  /// How many times a save is tried before the shelf gives up.
  public static let maxSaveAttempts = 3
  /// The wait before a save is retried.
  public static let retryDelay = Duration.seconds(1)

  @Dependency(\.apiClient) var apiClient
  @Dependency(\.continuousClock) var clock

  /// Creates the shelf reducer; it reads the API client and the clock as dependencies.
  public init() {}

  /// Loads pages, toggles and saves books, and retries a failed save.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      state.books = []
      state.nextPage = 0
      return load(&state)
    case .loadMoreButtonTapped:
      return load(&state)
    case let .pageResponse(page):
      state.isLoading = false
      state.books += page.books
      state.nextPage = page.nextPage
      return .none
    case let .pageFailed(error):
      state.isLoading = false
      state.error = error
      return .none
    case let .finishedToggled(id):
      guard state.saving == nil, let index = state.books.firstIndex(where: { $0.id == id }) else {
        return .none
      }
      state.books[index].isFinished.toggle()
      state.saving = id
      state.failedSaves = 0
      return save(state)
    case let .saveResponse(book):
      state.saving = nil
      state.error = nil
      if let index = state.books.firstIndex(where: { $0.id == book.id }) {
        state.books[index] = book
      }
      return .none
    case let .saveFailed(error):
      state.failedSaves += 1
      state.error = error
      guard state.failedSaves < Self.maxSaveAttempts else {
        state.saving = nil
        return .none
      }
      return save(state, after: Self.retryDelay)
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    guard let page = state.nextPage, let token = state.token, !state.isLoading else { return .none }
    state.isLoading = true
    return .run(name: "shelfPage") { send in
      await send(.pageResponse(try await apiClient.shelfPage(page, token)))
    } catch: { error, send in
      await send(.pageFailed(APIError(error)))
    }
  }

  /// Saves the book being saved; a retry (`backOff` given) waits first, in the same effect, so
  /// one effect's answer never races another's end.
  private func save(_ state: State, after backOff: Duration? = nil) -> Effect<Action> {
    guard let id = state.saving, let token = state.token,
      let book = state.books.first(where: { $0.id == id })
    else { return .none }
    return .run(name: backOff == nil ? "save" : "retrySave") { send in
      if let backOff { try await clock.sleep(for: backOff) }
      await send(.saveResponse(try await apiClient.save(book, token)))
    } catch: { error, send in
      await send(.saveFailed(APIError(error)))
    }
  }
}
