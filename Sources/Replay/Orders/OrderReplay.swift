import JSONTree
import LogFormat
import ValueCoding

/// The replays of one orders check: the session's steps read once (``SessionSteps``), the state
/// before the first overlap reduced once, then each order replayed from there to the log's end.
struct OrderReplay<State, Action> {
  private let steps: SessionSteps<State, Action>
  /// Each step's index in ``steps``, by seq.
  private let indices: [UInt64: Int]
  private let loggedEnd: JSONValue
  private let lastSeq: UInt64
  /// The seq before the first overlap, the state there, and the comparison that paired the
  /// first state's shared ids with the log's.
  private var start: (seq: UInt64, state: State, comparison: ReplayComparison)

  /// Reads `replay`'s session and reduces it up to the first of `clusters`.
  init(
    _ replay: ReducerReplay<State, Action>, entries: [TimelineEntry], clusters: [OrderCluster]
  ) throws {
    let timeline = replay.timeline
    steps = try SessionSteps(replay, for: .orders, entries: entries)
    indices = Dictionary(
      steps.steps.enumerated().map { ($1.seq, $0) }, uniquingKeysWith: { first, _ in first })
    lastSeq = timeline.lastSeq
    loggedEnd = try timeline.state(at: timeline.lastSeq)
    let first = timeline.firstSeq
    var state = try steps.makeState()
    var comparison = ReplayComparison(pairsPseudonyms: steps.pairsPseudonyms)
    _ = comparison.matches(try timeline.state(at: first), try steps.encode(state))
    let from = clusters.first.map { $0.seqs.lowerBound - 1 } ?? lastSeq
    for step in steps.steps.indices where steps.steps[step].seq <= from {
      _ = try steps.apply(step, to: &state)
    }
    start = (from, state, comparison)
  }

  /// Replays one order (one unit order per cluster) and says what it showed.
  func run(
    _ order: [[Int]], clusters: [OrderCluster], predicate: ((State) -> Bool)?
  ) throws -> OrdersReport.Order {
    var state = start.state
    var reordered: [UInt64] = []
    var rest = steps.steps.lazy.map(\.seq).drop { $0 <= start.seq }[...]
    for (cluster, units) in zip(clusters, order) {
      while let seq = rest.first, seq < cluster.seqs.lowerBound {
        reordered.append(seq)
        rest.removeFirst()
      }
      reordered += cluster.seqs(of: units)
      rest = rest.drop { $0 <= cluster.seqs.upperBound }
    }
    reordered += rest
    for seq in reordered {
      guard let index = indices[seq] else { continue }
      _ = try steps.apply(index, to: &state)
    }
    var findings = ReplayFindings(comparison: start.comparison)
    findings.check(
      seq: lastSeq, summary: "end state", logged: loggedEnd, replayed: try steps.encode(state))
    let description = OrderDescription(clusters: clusters, order: order)
    return OrdersReport.Order(
      seqs: zip(clusters, order).flatMap { $0.seqs(of: $1) }, moved: description.moved,
      description: description.text, predicateHolds: predicate?(state) ?? false,
      endStateDiff: findings.divergence?.diffText)
  }
}
