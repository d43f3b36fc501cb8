import ComposableStore

/// A search field whose results come from a slow search: each keystroke starts a search, and its
/// response sets the results. It forgot the cancellation id: an older search still in flight is
/// not cancelled by a newer one, so an older response that lands last overwrites the newer
/// results. ``cancelsInFlight`` restores the id, as the fixed app does.
public struct RaceFeature: Reducer {
  /// The field, and the results last shown.
  public struct State: Codable, Equatable, Sendable {
    /// What the field holds.
    public var query = ""
    /// The results shown.
    public var results: [String] = []
    /// The query the results shown were searched for.
    public var resultsQuery = ""

    /// An empty field with no results.
    public init() {}
  }

  /// The field's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The user typed; the field now holds the query.
    case queryChanged(String)
    /// A search answered.
    case searchResponse(query: String, results: [String])
  }

  private enum CancelID: Hashable, Sendable { case search }

  /// How long the simulated search takes.
  public static let latency = Duration.milliseconds(300)

  /// The clock the simulated search waits on.
  public let clock: any Clock<Duration>
  /// Whether a new search cancels the one in flight (the fix); `false` is the app as shipped.
  public let cancelsInFlight: Bool

  /// Creates the field's reducer.
  ///
  /// - Parameters:
  ///   - clock: The clock the simulated search waits on.
  ///   - cancelsInFlight: Whether a new search cancels the one in flight.
  public init(clock: any Clock<Duration>, cancelsInFlight: Bool = false) {
    self.clock = clock
    self.cancelsInFlight = cancelsInFlight
  }

  /// Starts a search per keystroke and shows each response as it lands.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      let clock = clock
      let search = Effect<Action>.run(name: "search") { send in
        try await clock.sleep(for: Self.latency)
        await send(.searchResponse(query: query, results: Self.search(query)))
      }
      return cancelsInFlight
        ? search.cancellable(id: CancelID.search, cancelInFlight: true) : search
    case .searchResponse(let query, let results):
      state.results = results
      state.resultsQuery = query
      return .none
    }
  }

  /// The words of the simulated catalogue that start with `query`.
  static func search(_ query: String) -> [String] {
    ["swift", "swiftly", "swim"].filter { $0.hasPrefix(query) }
  }
}
