import ComposableStore
import SampleSupport

/// The bookshelf sample: an app that talks to a server through a dependency client.
public enum BookshelfSession: NavigationSample {
  /// `"bookshelf"`.
  public static let name = "bookshelf"

  /// One line for `nav-samples list`.
  public static let about =
    "an API client: search as you type (debounced), a login with a token, a paged shelf, a retried save"

  /// The app's reducer over an in-memory server of its own, waiting on the environment's clock.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The app's reducer with its API client and clock set.
  public static func makeFeature(_ environment: SampleEnvironment)
    -> DependencyKeyWritingReducer<DependencyKeyWritingReducer<BookshelfFeature>>
  {
    BookshelfFeature()
      .dependency(\.apiClient, .inMemory())
      .dependency(\.continuousClock, environment.clock)
  }

  /// The search tab, logged out.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The initial app state.
  public static func initialState(_ environment: SampleEnvironment) -> BookshelfFeature.State {
    BookshelfFeature.State()
  }

  /// The tab, the query and its results, who is logged in and the shelf's size.
  ///
  /// - Parameter state: An app state.
  /// - Returns: For example `tab: shelf, query: "dune" (2 results), reader: Ada, shelf: 12 books`.
  public static func summary(of state: BookshelfFeature.State) -> String {
    let reader = state.session?.name ?? "-"
    let finished = state.shelf.books.filter(\.isFinished).count
    return "tab: \(state.tab.rawValue), query: \"\(state.search.query)\" "
      + "(\(state.search.results.count) results), reader: \(reader), "
      + "shelf: \(state.shelf.books.count) books, \(finished) finished"
  }
}
