import JSONTree
import LogFormat
import ValueCoding

/// The replays of one orders check: the log's actions decoded once, the state before the first
/// overlap reduced once, then each order replayed from there to the log's end.
struct OrderReplay<State: Decodable, Action: Decodable> {
  let reduce: (inout State, Action) -> Void
  let userInfo: () -> [CodingUserInfoKey: Any]
  let encoder: TreeEncoder
  /// Each action's decoded value and its recorded reads; each out-of-band change.
  private var actions: [UInt64: (action: Action, reads: RecordedReads?)] = [:]
  private var changes: [UInt64: StateChange] = [:]
  /// The seqs after the first state that make a state, in log order.
  private let seqs: [UInt64]
  private let loggedEnd: JSONValue
  private let lastSeq: UInt64
  /// The seq before the first overlap, the state there, and the comparison that paired the
  /// first state's shared ids with the log's.
  private var start: (seq: UInt64, state: State, comparison: ReplayComparison)

  /// Decodes the log's actions and reduces them up to the first of `clusters`.
  init(orders: EffectOrders<State, Action>, entries: [TimelineEntry], clusters: [OrderCluster])
    throws
  {
    let timeline = orders.timeline
    reduce = orders.reduce
    userInfo = orders.decodingUserInfo
    encoder = TreeEncoder(policy: try timeline.header.recordedPolicy())
    let first = timeline.firstSeq
    var seqs: [UInt64] = []
    for entry in entries where entry.seq > first {
      switch entry.record {
      case .action(let record):
        let action = try Timeline.decode(
          Action.self, from: record.action, seq: record.seq, what: "action (\(record.summary))",
          userInfo: userInfo())
        let reads =
          timeline.recordsDependencyReads ? RecordedReads(record.reads, seq: record.seq) : nil
        actions[record.seq] = (action, reads)
        seqs.append(record.seq)
      case .outOfBand(let record):
        changes[record.seq] = record.change
        seqs.append(record.seq)
      case .dropped, .gap:
        throw ReplayError(
          .stateDropped,
          "the log lost records before seq \(entry.seq); replaying other orders needs every record",
          seq: entry.seq)
      default:
        continue
      }
    }
    self.seqs = seqs
    lastSeq = timeline.lastSeq
    loggedEnd = try timeline.state(at: timeline.lastSeq)
    let logged = try timeline.state(at: first)
    var state = try Timeline.decode(
      State.self, from: logged, seq: first, what: "state", userInfo: userInfo())
    var comparison = ReplayComparison()
    _ = comparison.matches(logged, try Self.encode(state, encoder: encoder, seq: first))
    let from = clusters.first.map { $0.seqs.lowerBound - 1 } ?? lastSeq
    start = (from, state, comparison)
    for seq in seqs where seq <= from { try apply(seq, to: &state) }
    start.state = state
  }

  /// Replays one order (one unit order per cluster) and says what it showed.
  func run(
    _ order: [[Int]], clusters: [OrderCluster], predicate: ((State) -> Bool)?
  ) throws -> OrdersReport.Order {
    var state = start.state
    var reordered: [UInt64] = []
    var rest = seqs.drop { $0 <= start.seq }[...]
    for (cluster, units) in zip(clusters, order) {
      while let seq = rest.first, seq < cluster.seqs.lowerBound {
        reordered.append(seq)
        rest.removeFirst()
      }
      reordered += cluster.seqs(of: units)
      rest = rest.drop { $0 <= cluster.seqs.upperBound }
    }
    reordered += rest
    for seq in reordered { try apply(seq, to: &state) }
    var findings = ReplayFindings(comparison: start.comparison)
    findings.check(
      seq: lastSeq, summary: "end state", logged: loggedEnd,
      replayed: try Self.encode(state, encoder: encoder, seq: lastSeq))
    let description = OrderDescription(clusters: clusters, order: order)
    return OrdersReport.Order(
      seqs: zip(clusters, order).flatMap { $0.seqs(of: $1) }, moved: description.moved,
      description: description.text, predicateHolds: predicate?(state) ?? false,
      endStateDiff: findings.divergence?.diffText)
  }

  private func apply(_ seq: UInt64, to state: inout State) throws {
    if let (action, reads) = actions[seq] {
      _ = RecordedReads.serving(reads) { reduce(&state, action) }
    } else if let change = changes[seq] {
      var tree = try Self.encode(state, encoder: encoder, seq: seq)
      switch change {
      case .full(let full):
        tree = full
      case .delta(let operations):
        do {
          tree = try LogError.recordJSON { try JSONPatch.apply(operations, to: tree) }
        } catch let error as LogError {
          throw ReplayError(
            .malformedLog,
            "the change made outside any action at seq \(seq) does not apply to this order's "
              + "state: \(error.message)", seq: seq, underlying: error)
        }
      }
      state = try Timeline.decode(
        State.self, from: tree, seq: seq, what: "state", userInfo: userInfo())
    }
  }

  private static func encode(_ state: State, encoder: TreeEncoder, seq: UInt64) throws
    -> JSONValue
  {
    try ReplayedState.encode(state, seq: seq) { try encoder.encode($0) }
  }
}
