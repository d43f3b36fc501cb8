/// Shrinks a recorded session to a short sub-session that still shows a bug: delta debugging over
/// the log's steps, replayed through the app's reducer, from the app's test target.
///
/// Kept steps stay consistent: an action an effect sent is kept only with the action that started
/// the effect (the log's `cause`), and each action is served its own recorded dependency reads.
/// A sub-session whose actions read their dependencies differently from the log cannot be
/// replayed, and counts as not showing the bug. The search removes whole chunks first (a step and
/// what its effects sent), then single steps, and ends with a pass that checks the result is
/// 1-minimal: removing any one kept step loses the bug.
///
/// The reducer comes in through a ``ReducerReplay``, built as a replay is (a store's glue, or the
/// steps given for a log recorded by reflection):
///
/// ```swift
/// let log = try Timeline(path: "tab-stack.ttlog")
/// let result = try SessionShrink(
///   ReducerReplay(TabStackFeature(), timeline: log),
///   bug: .predicate { $0.path.count >= 3 }
/// ).run()
/// print(result)
/// ```
///
/// ```text
/// kept 6 of 50 steps: #12, #13, #16, #17, #18, #19 (22 replays)
/// 1-minimal: removing any one kept step (with the actions its effects sent) loses the bug
/// write the test: tt-debug test tab-stack.ttlog --store composable-store --only 12-13,16-19
/// ```
public struct SessionShrink<State, Action> {
  /// The replay whose session is shrunk, and whose reducer judges each sub-session.
  public let replay: ReducerReplay<State, Action>
  /// What a sub-session must still show.
  public let bug: ShrinkBug<State>

  /// Prepares a shrink.
  ///
  /// - Parameters:
  ///   - replay: A replay of the log through the build to check (its reducer, its dependency
  ///     reads served as ``ReducerReplay/servesRecordedReads`` says).
  ///   - bug: What a sub-session must still show.
  public init(_ replay: ReducerReplay<State, Action>, bug: ShrinkBug<State>) {
    self.replay = replay
    self.bug = bug
  }

  /// Finds a short sub-session that shows the bug.
  ///
  /// Costs one read of the session (one decode of each action, from the log), then replays of
  /// sub-sessions: each reduces its steps from the starting state, judged after each step (a
  /// predicate, stopping at the first state that holds) or once at the marker or divergence.
  ///
  /// - Returns: The kept seqs, the replays it took, and the command to write them as a test.
  /// - Throws: ``ReplayError``: `.invalidArgument` when the whole session does not show the bug
  ///   (or has no such marker), or has a change made outside any action in a replay from the
  ///   log; `.stateDropped` when the log lost records; `.actionsNotDecodable`,
  ///   `.decodingFailed` and what a replay throws.
  public func run() throws -> ShrinkResult {
    let steps = try SessionSteps(replay, for: .shrinking)
    let oracle = try ShrinkOracle(steps: steps, bug: bug) { try replay.run().divergence }
    var search = DeltaDebugging(
      universe: oracle.universe, parents: steps.steps.map(\.parent)
    ) { kept in
      let verdict = try oracle.verdict(kept)
      return (verdict.shows, verdict.hit)
    }
    guard let (kept, oneMinimal) = try search.minimise() else {
      throw ReplayError(
        .invalidArgument,
        "the whole session does not show the bug in this build; check the predicate (or marker) "
          + "on the full replay first")
    }
    return ShrinkResult(
      keptSeqs: kept.map { steps.steps[$0].seq }, sessionSteps: steps.steps.count,
      replays: search.replays, isOneMinimal: oneMinimal, logPath: steps.timeline.path,
      testOptions: replay.testCommandOptions)
  }
}
