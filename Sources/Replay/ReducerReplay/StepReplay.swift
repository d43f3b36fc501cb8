import JSONTree
import LogFormat
import ValueCoding

/// Re-runs a known session through a reduce function and checks every state it produces against a
/// log recorded by reflection: reducer replay for apps whose states and actions are not `Codable`
/// (a TCA app with `@ObservableState`, `@Shared` and `@CasePathable` actions, for one).
///
/// ``ReducerReplay`` decodes the logged start state and actions, which a log written by reflection
/// cannot give back. A step replay takes them from the caller instead: the start state as a value
/// and the session's steps in order (each action, and each change made outside any action, such as
/// a shared value written by another screen). Each step is checked against the log's next action or
/// out-of-band record — an action must encode as the logged one — then applied, and the new state
/// is encoded as the recorder encodes it and compared with the logged state. The first difference
/// stops the run, as in ``ReducerReplay``: a changed reducer is caught at its seq.
///
/// ```swift
/// let report = try StepReplay(
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
public struct StepReplay<State, Action> {
  /// One step of the session: an action sent to the store, or a change made outside any action.
  public enum Step {
    /// An action, reduced by the reduce function.
    case action(Action)
    /// A change made outside any action (logged as an `oob` record), applied to the state.
    case outOfBand((inout State) -> Void)
  }

  /// The log to check against.
  public let timeline: Timeline
  /// The state before the log's first action.
  public let initialState: State
  /// The session's steps, in order.
  public let steps: [Step]
  /// The reduce function under test: the app's root reducer with its effects ignored.
  public let reduce: (inout State, Action) -> Void
  /// Whether the values the reducer read from its dependencies while recording (format 3.1 logs)
  /// are served back through ``RecordedReads/current`` (default `true`); a read the log has no
  /// value for is a divergence. Off, live values are checked against the logged ones.
  public var servesRecordedReads = true

  /// Creates a step replay.
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
    self.timeline = timeline
    self.initialState = initialState
    self.steps = steps
    self.reduce = reduce
  }

  /// Replays every step and reports the first state that differs from the log.
  ///
  /// Costs one state lookup in the log and one reflection encode of the state per step.
  ///
  /// - Returns: The report; its `divergence` is `nil` when every state matched.
  /// - Throws: ``ReplayError`` `.invalidArgument` when the steps do not match the log's records
  ///   (an action that encodes differently, a step where the log has none, a log record with no
  ///   step left), `.stateDropped` when the log lost records, and what ``Timeline/state(at:)``
  ///   throws.
  public func run() throws -> ReplayReport {
    let encoder = ValueEncoder(policy: try timeline.header.recordedPolicy())
    let shared = SharedReferences()
    var state = initialState
    var comparison = ReplayComparison(pairsPseudonyms: true)
    var actionComparison = ReplayComparison(pairsPseudonyms: true, clearSecretsKey: encoder.key)
    let start = timeline.firstSeq
    var checked = 0
    var expected = try timeline.state(at: start)
    if let divergence = Self.compare(
      expected, encoder.encode(state, shared: shared), seq: start, summary: "initial state",
      using: &comparison)
    {
      return report(checked: 0, divergence: divergence, comparison: comparison)
    }
    var remaining = steps[...]
    for entry in try timeline.entries(from: start, to: timeline.lastSeq) where entry.seq > start {
      let summary: String
      var readMismatch: DependencyMismatch?
      switch entry.record {
      case .action(let record):
        guard case .action(let action)? = remaining.popFirst() else {
          throw mismatch(entry.seq, "the log has action \(record.summary)")
        }
        guard actionComparison.matches(record.action, encoder.encode(action)) else {
          throw mismatch(entry.seq, "the log has action \(record.summary)")
        }
        let reads =
          timeline.recordsDependencyReads
          ? RecordedReads(record.reads, seq: entry.seq, serves: servesRecordedReads) : nil
        readMismatch = RecordedReads.serving(reads) { reduce(&state, action) }
        summary = record.summary
      case .outOfBand:
        guard case .outOfBand(let change)? = remaining.popFirst() else {
          throw mismatch(entry.seq, "the log has a change made outside any action")
        }
        change(&state)
        summary = "change outside any action"
      case .dropped:
        throw ReplayError(
          .stateDropped,
          "the recorder dropped records before seq \(entry.seq); a step replay "
            + "needs every record", seq: entry.seq)
      default:
        continue
      }
      expected = try timeline.state(at: entry.seq)
      checked += 1
      if let divergence = Self.compare(
        expected, encoder.encode(state, shared: shared), seq: entry.seq, summary: summary,
        using: &comparison, dependency: readMismatch)
      {
        return report(checked: checked, divergence: divergence, comparison: comparison)
      }
    }
    guard remaining.isEmpty else {
      throw ReplayError(
        .invalidArgument,
        "\(remaining.count) step(s) are left after the log's last record (seq "
          + "\(timeline.lastSeq)); pass the steps of the recorded session only")
    }
    return report(checked: checked, divergence: nil, comparison: comparison)
  }

  private func report(checked: Int, divergence: Divergence?, comparison: ReplayComparison)
    -> ReplayReport
  {
    var hints: [String] = []
    if let divergence {
      hints += ReplayHints.forDifference(
        expected: divergence.expected, replayed: divergence.replayed)
    }
    if comparison.sawRedacted { hints.append(ReplayHints.redacted) }
    return ReplayReport(
      checked: checked, startSeq: timeline.firstSeq, divergence: divergence, hints: hints)
  }

  private func mismatch(_ seq: UInt64, _ what: String) -> ReplayError {
    ReplayError(
      .invalidArgument,
      "the steps do not follow the log at seq \(seq): \(what); pass the recorded session's "
        + "steps in order", seq: seq)
  }

  private static func compare(
    _ logged: JSONValue, _ replayed: JSONValue, seq: UInt64, summary: String,
    using comparison: inout ReplayComparison, dependency: DependencyMismatch? = nil
  ) -> Divergence? {
    guard !comparison.matches(logged, replayed) || dependency != nil else { return nil }
    let shown = comparison.normalised(replayed, like: logged)
    return Divergence(
      seq: seq, summary: summary, expected: logged, replayed: shown,
      diffText: StateDiff.text(from: logged, to: shown), dependency: dependency)
  }
}
