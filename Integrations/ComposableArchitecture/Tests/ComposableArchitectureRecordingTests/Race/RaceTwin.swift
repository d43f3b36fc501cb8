import ComposableArchitecture

/// The race sample (samples/Race) as a TCA app: a search field whose every keystroke starts a
/// search, each response setting the results. As shipped it has no cancellation id, so an older
/// search still in flight can answer after a newer one and overwrite its results;
/// `cancelsInFlight` restores the id, as the fixed app does.
@Reducer
struct RaceTwin {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    /// The query the results shown were searched for.
    var resultsQuery = ""
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse(query: String, results: [String])
  }

  enum CancelID { case search }

  static let latency = Duration.milliseconds(300)

  /// `true` is the fixed app: a new search cancels the one in flight.
  var cancelsInFlight = false
  /// `true` is a build that also logs each response with an effect of its own.
  var logsResponses = false
  /// `true` is a build that starts a second search with each keystroke, merged with the first.
  var searchesTwice = false

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        let search = Effect<Action>.run { [clock] send in
          try await clock.sleep(for: Self.latency)
          await send(.searchResponse(query: query, results: Self.search(query)))
        }
        let started = searchesTwice ? .merge(search, .run { _ in }) : search
        return cancelsInFlight
          ? started.cancellable(id: CancelID.search, cancelInFlight: true) : started
      case let .searchResponse(query, results):
        state.results = results
        state.resultsQuery = query
        return logsResponses ? .run { _ in } : .none
      }
    }
  }

  /// The words of the simulated catalogue that start with `query`.
  static func search(_ query: String) -> [String] {
    ["swift", "swiftly", "swim"].filter { $0.hasPrefix(query) }
  }
}
