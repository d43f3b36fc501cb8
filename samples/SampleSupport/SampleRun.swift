import ComposableStore

/// The outcome of playing a sample's scripted session on a plain store.
public struct SampleRun<Sample: NavigationSample> {
  /// The store's state after the last step of the session.
  public let finalState: Sample.Feature.State
  /// How many actions the store reduced, including those sent by effects.
  public let actionCount: Int
}

extension NavigationSample {
  /// Plays the scripted session on a plain store in a fresh deterministic environment.
  ///
  /// ```swift
  /// let run = await TabStackSession.run()
  /// print(run.actionCount, TabStackSession.summary(of: run.finalState))
  /// ```
  /// ```text
  /// 50 tab: first, path: []
  /// ```
  ///
  /// - Returns: The final state and the number of actions reduced.
  @MainActor
  public static func run() async -> SampleRun<Self> {
    let environment = SampleEnvironment()
    let counter = ActionCounter()
    let feature = CountingReducer(makeFeature(environment), counter: counter)
    let store = Store(initialState: initialState(environment)) { feature }
    await play(store, environment)
    return SampleRun(finalState: store.state, actionCount: counter.count)
  }
}
