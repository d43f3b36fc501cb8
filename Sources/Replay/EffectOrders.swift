import Foundation
import JSONTree
import LogFormat
import ValueCoding

/// Replays a log with the answers of effects that were in flight at once arriving in the other
/// orders they could have arrived in, and reports each order in which a bug shows: a predicate on
/// the state the order ends in holds, or that state differs from the log's.
///
/// An order keeps the actions from outside the effects in the log's order, each effect's answers
/// in the order it sent them, and no answer before the action that started its effect; every
/// action keeps its recorded dependency reads. When there are more orders than ``limit``, they
/// are drawn by PCT (probabilistic concurrency testing) with ``seed`` and ``depth``.
///
/// ```swift
/// let report = try EffectOrders(timeline: log) { (state: inout RaceFeature.State, action) in
///   _ = RaceFeature(clock: ImmediateClock()).reduce(into: &state, action: action)
/// }.check { $0.resultsQuery != $0.query }
/// print(report.text)
/// ```
///
/// ```text
/// overlap 1: #1's search (answers #3), #2's search (answers #4)
/// overlap 2: #5's search (answers #7), #6's search (answers #8)
/// orders: 9; tried: 9
///   the log's order: as the log
///   #6's answer before #5's: predicate holds, end state differs
///   #5's answer before #6: as the log
///   …
/// ```
public struct EffectOrders<State, Action> {
  /// The replay whose session is reordered, and whose reducer (effects ignored: their answers
  /// are the log's actions) replays each order.
  public var replay: ReducerReplay<State, Action>
  /// The log.
  public var timeline: Timeline { replay.timeline }
  /// The reduce function under test, effects ignored (their answers are the log's actions).
  public var reduce: (inout State, Action) -> Void { replay.reduce }
  /// Orders tried at most (default 1,000): with more orders than this, PCT draws this many runs.
  public var limit = 1_000
  /// The seed of the PCT runs (default 0): the same seed tries the same orders.
  public var seed: UInt64 = 0
  /// The bug depth PCT aims at (default 2: one change point): how many ordering constraints
  /// the bug needs.
  public var depth = 2
  /// Values for the decoder's `userInfo`, made fresh for each decode (a store's glue sets what
  /// its shared references need): the replay's ``ReducerReplay/decodingUserInfo``.
  public var decodingUserInfo: () -> [CodingUserInfoKey: Any] {
    get { replay.decodingUserInfo }
    set { replay.decodingUserInfo = newValue }
  }

  /// Creates the check of the other orders of `replay`'s session, through its reducer: a replay
  /// from the log (`Codable` states and actions), or of the steps given (a log recorded by
  /// reflection, as a TCA app's is), as a store's glue builds it.
  ///
  /// ```swift
  /// let orders = EffectOrders(
  ///   ReducerReplay(
  ///     SearchFeature(), timeline: log, initialState: SearchFeature.State(),
  ///     steps: session.map { .action($0) }))
  /// let report = try orders.check { $0.resultsQuery != $0.query }
  /// ```
  ///
  /// - Parameter replay: A replay of the log through the build to check, its dependency reads
  ///   served as ``ReducerReplay/servesRecordedReads`` says.
  public init(_ replay: ReducerReplay<State, Action>) {
    self.replay = replay
  }

  /// Creates the check of `timeline`'s other orders through `reduce`.
  ///
  /// - Parameters:
  ///   - timeline: The log, recorded with `Encodable` values.
  ///   - reduce: Changes a state for an action, as the build to check does.
  public init(timeline: Timeline, reduce: @escaping (inout State, Action) -> Void)
  where State: Decodable, Action: Decodable {
    self.init(ReducerReplay(timeline: timeline, reduce: reduce))
  }

  /// Replays the orders and reports them.
  ///
  /// - Parameter predicate: The bug, on the state an order ends in; `nil` to look only for end
  ///   states that differ from the log's.
  /// - Returns: The overlaps, the number of orders, the orders tried and what each showed.
  /// - Throws: ``ReplayError``: `.actionsNotDecodable` for a log recorded by reflection replayed
  ///   from the log, `.stateDropped` for a log that lost records, `.invalidArgument` for steps
  ///   that do not follow the log, `.decodingFailed`, `.encodingFailed`, `.malformedLog`, and
  ///   what ``Timeline/state(at:)`` throws.
  public func check(where predicate: ((State) -> Bool)? = nil) throws -> OrdersReport {
    let entries = try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq)
    let overlaps = EffectOverlaps(entries: entries)
    let spaces = overlaps.spaces
    let clusters = spaces.map(\.cluster)
    let orders = try OrderReplay(replay, entries: entries, clusters: clusters)
    let total = overlaps.orderCount
    let logOrder = spaces.map(\.cluster.logOrder)
    var candidates: [[[Int]]]
    let strategy: OrdersReport.Strategy
    if let total, total <= UInt64(max(limit, 1)) {
      candidates = Self.everyCombination(spaces.map { $0.orders(limit: Int(total)) })
      strategy = .exhaustive
    } else {
      var schedule = PCTSchedule(spaces: spaces, depth: depth, seed: seed)
      candidates = [logOrder]
      var seen: Set<[[Int]]> = [logOrder]
      for _ in 0..<max(limit - 1, 0) {
        let order = schedule.nextOrder()
        if seen.insert(order).inserted { candidates.append(order) }
      }
      strategy = .pct(
        seed: seed, depth: schedule.depth, runs: max(limit - 1, 0),
        chains: schedule.chainCount, steps: schedule.stepCount, bound: schedule.bound)
    }
    let tried = try candidates.map { order in
      try orders.run(order, clusters: clusters, predicate: predicate)
    }
    return OrdersReport(
      overlaps: spaces.map(\.cluster.effects), orderCount: total, strategy: strategy,
      tried: tried)
  }

  /// Every combination of one order per cluster, the first cluster's varying slowest.
  static func everyCombination(_ lists: [[[Int]]]) -> [[[Int]]] {
    lists.reduce([[]]) { combinations, list in
      combinations.flatMap { prefix in list.map { prefix + [$0] } }
    }
  }
}
