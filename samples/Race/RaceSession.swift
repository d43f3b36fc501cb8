import ComposableStore
import SampleSupport

/// The race sample: a search whose older response can land after a newer one and overwrite it.
/// Its scripted session types fast enough for searches to overlap, but each answers in the order
/// it started, so the recording does not show the bug.
public enum RaceSession: NavigationSample {
  /// `"race"`.
  public static let name = "race"

  /// One line for `nav-samples list`.
  public static let about =
    "a search field whose older response can overwrite a newer one (no cancellation id)"

  /// The app as shipped, its search waiting on the environment's clock.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The search field's reducer.
  public static func makeFeature(_ environment: SampleEnvironment) -> RaceFeature {
    RaceFeature(clock: environment.clock)
  }

  /// An empty field.
  ///
  /// - Parameter environment: The session's environment.
  /// - Returns: The initial state.
  public static func initialState(_ environment: SampleEnvironment) -> RaceFeature.State {
    RaceFeature.State()
  }

  /// Types `sw`, then `swi` and `swift`, a keystroke 100 ms after the other; each search answers
  /// 300 ms after its keystroke, so two are in flight at once and answer oldest first.
  ///
  /// - Parameters:
  ///   - store: A store running ``RaceFeature``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  public static func play(
    _ store: Store<RaceFeature.State, RaceFeature.Action>, _ environment: SampleEnvironment
  ) async {
    let keystroke = Duration.milliseconds(100)
    for burst in [["s", "sw"], ["swi", "swift"]] {
      var searches: [StoreTask] = []
      for query in burst {
        searches.append(store.send(.queryChanged(query)))
        await waitUntilAsleep(environment.clock, count: searches.count)
        await environment.clock.advance(by: keystroke)
      }
      // Each search wakes at its own deadline and ends before the next one wakes, so the log's
      // order of answers and ends does not depend on how the two tasks are scheduled.
      await environment.clock.advance(by: RaceFeature.latency - keystroke * searches.count)
      for (index, search) in searches.enumerated() {
        if index > 0 { await environment.clock.advance(by: keystroke) }
        await search.finish()
      }
    }
  }

  /// The field and the results shown.
  ///
  /// - Parameter state: A state of the field.
  /// - Returns: For example `query: "swift", results for "swift": [swift, swiftly]`.
  public static func summary(of state: RaceFeature.State) -> String {
    "query: \"\(state.query)\", results for \"\(state.resultsQuery)\": "
      + "[\(state.results.joined(separator: ", "))]"
  }

  /// Gives the effects turns until `count` searches sleep on the clock.
  @MainActor
  private static func waitUntilAsleep(_ clock: ManualClock, count: Int) async {
    var turns = 0
    while clock.sleeperCount < count, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
  }
}
