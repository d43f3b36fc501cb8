import Foundation
import JSONTree
import LogFormat
import ValueCoding

/// Re-runs a log's actions through a reduce function and checks every state it produces against the
/// log: a bug report's log becomes a regression check against a fixed build.
///
/// Any store works: replay needs only a function that changes a state for an action (a store's
/// reducer with its effects ignored: what effects sent is already in the log as actions). Each new
/// state is encoded as the recorder did and compared with the logged one; the first difference
/// stops the run. A replay reads the session one of two ways:
///
/// - **From the log** (``init(timeline:reduce:)``), for a log recorded with `Encodable` values:
///   the logged state at the start seq is decoded as `State`, each logged action as `Action`, and
///   out-of-band changes are taken from the log.
/// - **With the steps given** (``init(timeline:initialState:steps:reduce:)``), for states and
///   actions that are not `Codable` (a TCA app with `@ObservableState`, `@Shared` and
///   `@CasePathable` actions, for one), whose log was recorded by reflection and cannot be
///   decoded: the caller gives the start state and the session's steps in order (each action, and
///   each change made outside any action). Each step is checked against the log's next action or
///   out-of-band record — an action must encode as the logged one — then applied.
///
/// ```swift
/// let report = try ReducerReplay(timeline: timeline) { (state: inout Counter.State, action) in
///   _ = Counter().reduce(into: &state, action: action)
/// }.run()
/// if let divergence = report.divergence {
///   print("seq \(divergence.seq): \(divergence.summary)")
///   print(divergence.diffText)
/// }
/// ```
///
/// ```text
/// seq 7: incrementButtonTapped
///   {
/// -   "count": 7
/// +   "count": 8
///   }
/// ```
public struct ReducerReplay<State, Action> {
  /// One step of a session given to ``init(timeline:initialState:steps:reduce:)``: an action sent
  /// to the store, or a change made outside any action.
  public enum Step {
    /// An action, reduced by the reduce function.
    case action(Action)
    /// A change made outside any action (logged as an `oob` record), applied to the state.
    case outOfBand((inout State) -> Void)
  }

  /// The reduce function under test: the app's root reducer with its effects ignored.
  public let reduce: (inout State, Action) -> Void
  /// The log to replay.
  public let timeline: Timeline

  /// Whether the values the reducer read from its dependencies while recording (format 3.1 logs)
  /// are served back to it, through ``RecordedReads/current`` (default `true`). A read the log has
  /// no value for is a divergence. Off, the reducer reads its live dependencies and the first live
  /// value that differs from the logged one is the divergence: which action depends on them.
  public var servesRecordedReads = true

  /// Whether replayed states are encoded through a memo that reuses the trees of parts unchanged
  /// since the previous action (default `true`; see docs/Replay.md), when replaying from the log.
  /// Turn it off for a state type whose `encode(to:)` reads something outside its value (a global,
  /// the clock, a class instance it does not encode): every state is then encoded in full.
  public var reusesUnchangedParts = true

  /// The options `tt-debug test` needs to write a test for this replay's store (a store's glue
  /// sets them, e.g. `--store composable-store`); ``ShrinkResult/command`` includes them.
  package var testCommandOptions = ""

  /// Values for the decoder's `userInfo` when states and actions are decoded from the log, made
  /// fresh for each decode (a store's glue sets what its shared references need to be rebuilt as
  /// one box per id). With ``readsAhead``, it is called for actions on the reading thread.
  public var decodingUserInfo: () -> [CodingUserInfoKey: Any] = { [:] }

  /// Whether the log is read on a second thread while the reducer runs (default `true`): reading,
  /// inflating and parsing blocks, patching the logged states and decoding the actions of the next
  /// records overlap with reducing, encoding and comparing the current ones. The report is the
  /// same either way.
  package var readsAhead = true

  /// Whether an action logged again with exactly the same tree is handed out again rather than
  /// decoded again (default `true`). Only actions that hold no class instance or shared reference
  /// are reused, and only within one run.
  package var reusesDecodedActions = true

  /// How the reading thread hands steps over: per batch, and how many batches ahead at most (tests
  /// make both small to exercise waiting on either side).
  var readAhead = (batchSize: 32, capacity: 8)

  /// Where the session comes from.
  let session: Session
  /// How a replay from the log decodes its states and actions (`nil` with the steps given):
  /// ``SessionShrink`` decodes the session once and replays parts of it.
  let logDecoding: LogDecoding?

  enum Session {
    /// Decoded from the log by a run made where `State` and `Action` are `Decodable`.
    case log(run: (ReducerReplay, _ from: UInt64?, _ through: UInt64?) throws -> ReplayReport)
    /// Given by the caller.
    case steps(initialState: State, steps: [Step])
  }

  /// Creates a replay of `timeline`'s actions, decoded from the log, through `reduce`.
  ///
  /// - Parameters:
  ///   - timeline: The log, recorded with `Encodable` values (`header.valueEncoding == "encodable"`).
  ///   - reduce: Changes a state for an action, as the build to check does; effects are ignored
  ///     (what they sent is in the log as actions).
  public init(timeline: Timeline, reduce: @escaping (inout State, Action) -> Void)
  where State: Decodable, Action: Decodable {
    self.reduce = reduce
    self.timeline = timeline
    session = .log { replay, from, through in try replay.runLog(from: from, through: through) }
    logDecoding = LogDecoding()
  }

  /// Creates a replay of a known session through `reduce`, checked against `timeline`: for states
  /// and actions that are not `Codable`, whose log was recorded by reflection.
  ///
  /// ```swift
  /// let report = try ReducerReplay(
  ///   timeline: timeline, initialState: Counter.State(),
  ///   steps: [.action(.incrementTapped), .action(.incrementTapped)]
  /// ) { state, action in
  ///   _ = Counter().reduce(into: &state, action: action)
  /// }.run()
  /// print(report.divergence.map { "seq \($0.seq): \($0.summary)" } ?? "faithful")
  /// ```
  ///
  /// ```text
  /// faithful
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The log, from its first state.
  ///   - initialState: The state the store started from.
  ///   - steps: The session's actions and out-of-band changes, in the log's order.
  ///   - reduce: Changes a state for an action, as the build to check does; effects are ignored
  ///     (what they sent is among the steps).
  public init(
    timeline: Timeline, initialState: State, steps: [Step],
    reduce: @escaping (inout State, Action) -> Void
  ) {
    self.reduce = reduce
    self.timeline = timeline
    session = .steps(initialState: initialState, steps: steps)
    logDecoding = nil
  }

  /// Replays the actions after `from` through `through` and reports the first divergence.
  ///
  /// From the log, costs one decode of the start state, then per action: one action decode (or a
  /// reused one), one reduce, one encode of the state through the memo and one comparison; with
  /// ``readsAhead``, reading the log and decoding actions run on a second thread, which has
  /// stopped when this returns or throws. With the steps given, costs one state lookup in the log
  /// and one reflection encode of the state per step, and runs the whole session.
  ///
  /// - Parameters:
  ///   - from: The seq whose logged state replay starts from; default ``Timeline/firstSeq``.
  ///     Only a replay from the log takes one.
  ///   - through: The last seq to check; default ``Timeline/lastSeq``. Only a replay from the log
  ///     takes one.
  /// - Returns: The report; its `divergence` is `nil` when every state matched.
  /// - Throws: ``ReplayError``: from the log, `.actionsNotDecodable` for a log recorded by
  ///   reflection, `.seqOutOfRange`/`.invalidArgument` for bad bounds, `.decodingFailed` when the
  ///   start state or an action does not decode, `.encodingFailed`, `.malformedLog`; with the steps
  ///   given, `.invalidArgument` when the steps do not match the log's records (or bounds are
  ///   given) and `.stateDropped` when the log lost records; and what ``Timeline/state(at:)``
  ///   throws.
  public func run(from: UInt64? = nil, through: UInt64? = nil) throws -> ReplayReport {
    switch session {
    case .log(let run):
      return try run(self, from, through)
    case .steps(let initialState, let steps):
      guard from == nil, through == nil else {
        throw ReplayError(
          .invalidArgument,
          "a replay of the steps given runs the whole session; pass no `from` or `through`")
      }
      return try runSteps(initialState: initialState, steps: steps)
    }
  }
}
