import JSONTree
import LogFormat
import Testing

@testable import Replay

/// The orders the check explores, from effect and action records alone: which effects overlap,
/// which orders of their answers exist (checked against a brute-force count), and PCT's draws.
@Suite struct EffectOrderSpaceTests {
  /// A log's records, written as a script: `.send(seq)` from outside, `.answer(seq, effect,
  /// parent)` from an effect, `.start`/`.end` effect events.
  enum Line {
    case send(UInt64)
    case answer(UInt64, effect: UInt64, parent: UInt64)
    case start(effect: UInt64, by: UInt64)
    case end(effect: UInt64, by: UInt64, at: UInt64)
  }

  static func entries(_ lines: [Line]) -> [TimelineEntry] {
    lines.map { line in
      func action(_ seq: UInt64, _ cause: ActionCause) -> TimelineEntry {
        TimelineEntry(
          seq: seq,
          record: .action(
            ActionRecord(
              seq: seq, wall: 0, mono: 0, action: .string("a\(seq)"), summary: "a\(seq)",
              cause: cause, route: [], change: .delta([]))), timeOffset: 0)
      }
      func effect(_ seq: UInt64, _ event: EffectRecord.Event, _ effect: UInt64, _ by: UInt64)
        -> TimelineEntry
      {
        TimelineEntry(
          seq: seq,
          record: .effect(
            EffectRecord(
              seq: seq, wall: 0, mono: 0, event: event, effect: effect, action: by, name: "run")),
          timeOffset: 0)
      }
      switch line {
      case .send(let seq): return action(seq, .external)
      case .answer(let seq, let id, let parent):
        return action(seq, .effect(seq: parent, effect: id, name: "run"))
      case .start(let id, let by): return effect(by, .started, id, by)
      case .end(let id, let by, let at): return effect(at, .finished, id, by)
      }
    }
  }

  /// Two searches in flight at once, each answering once.
  static let twoSearches: [Line] = [
    .send(1), .start(effect: 1, by: 1), .send(2), .start(effect: 2, by: 2),
    .answer(3, effect: 1, parent: 1), .end(effect: 1, by: 1, at: 3),
    .answer(4, effect: 2, parent: 2), .end(effect: 2, by: 2, at: 4),
  ]

  @Test func twoOverlappingEffectsGiveThreeOrdersTheLogsFirst() throws {
    let clusters = OrderCluster.clusters(in: Self.entries(Self.twoSearches))
    let cluster = try #require(clusters.first)
    #expect(clusters.count == 1)
    #expect(cluster.seqs == 2...4)
    #expect(cluster.effects.map(\.effect) == [1, 2])
    let space = OrderSpace(cluster)
    #expect(space.count() == 3)
    #expect(space.orders(limit: 10).map(cluster.seqs(of:)) == [[2, 3, 4], [2, 4, 3], [3, 2, 4]])
  }

  @Test func effectsThatEndBeforeTheNextStartsDoNotOverlap() {
    let lines: [Line] = [
      .send(1), .start(effect: 1, by: 1), .answer(2, effect: 1, parent: 1),
      .end(effect: 1, by: 1, at: 2), .send(3), .start(effect: 2, by: 3),
      .answer(4, effect: 2, parent: 3), .end(effect: 2, by: 3, at: 4),
    ]
    #expect(OrderCluster.clusters(in: Self.entries(lines)).isEmpty)
  }

  @Test func anActionSentAtOnceMovesWithTheAnswerThatSentIt() throws {
    let lines: [Line] = [
      .send(1), .start(effect: 1, by: 1), .send(2), .start(effect: 2, by: 2),
      .answer(3, effect: 1, parent: 1), .answer(4, effect: 0, parent: 3),
      .end(effect: 1, by: 1, at: 4), .answer(5, effect: 2, parent: 2),
      .end(effect: 2, by: 2, at: 5),
    ]
    let cluster = try #require(OrderCluster.clusters(in: Self.entries(lines)).first)
    let orders = OrderSpace(cluster).orders(limit: 10).map(cluster.seqs(of:))
    #expect(orders == [[2, 3, 4, 5], [2, 5, 3, 4], [3, 4, 2, 5]])
  }

  /// Effects started by answers, several answers per effect, and user actions in between.
  static let nested: [Line] = [
    .send(1), .start(effect: 1, by: 1), .send(2), .start(effect: 2, by: 2),
    .answer(3, effect: 1, parent: 1), .start(effect: 3, by: 3), .send(4),
    .answer(5, effect: 2, parent: 2), .answer(6, effect: 1, parent: 1),
    .end(effect: 1, by: 1, at: 6), .answer(7, effect: 3, parent: 3),
    .end(effect: 3, by: 3, at: 7), .answer(8, effect: 2, parent: 2),
    .end(effect: 2, by: 2, at: 8),
  ]

  @Test func theCountIsTheNumberOfOrdersThatKeepEveryChainAndStart() throws {
    let cluster = try #require(OrderCluster.clusters(in: Self.entries(Self.nested)).first)
    let space = OrderSpace(cluster)
    let listed = space.orders(limit: 100_000)
    let valid = Self.permutations(Array(cluster.units.indices)).filter {
      Self.isValid($0, in: cluster)
    }
    #expect(space.count() == UInt64(valid.count))
    #expect(listed.count == valid.count)
    #expect(Set(listed) == Set(valid))
    #expect(listed.first == cluster.logOrder)
  }

  @Test func pctDrawsValidOrdersDeterminedByItsSeed() throws {
    let cluster = try #require(OrderCluster.clusters(in: Self.entries(Self.nested)).first)
    var first = PCTSchedule(spaces: [OrderSpace(cluster)], depth: 3, seed: 42)
    var second = PCTSchedule(spaces: [OrderSpace(cluster)], depth: 3, seed: 42)
    var seen: Set<[Int]> = []
    for _ in 0..<200 {
      let order = try #require(first.nextOrder().first)
      #expect(order == second.nextOrder().first)
      #expect(Self.isValid(order, in: cluster))
      seen.insert(order)
    }
    #expect(seen.count > 1)
    // n chains (the user's actions and one per effect), k steps (one per unit).
    #expect(first.chainCount == 4 && first.stepCount == 7)
    #expect(first.bound == 1.0 / (4 * 7 * 7))
  }

  @Test func pctFindsTheStaleAnswerOrder() throws {
    let cluster = try #require(OrderCluster.clusters(in: Self.entries(Self.twoSearches)).first)
    var schedule = PCTSchedule(spaces: [OrderSpace(cluster)], depth: 2, seed: 0)
    let stale = [0, 2, 1]  // #2, then #2's answer (#4), then #1's (#3)
    var runs = 0
    while runs < 100, schedule.nextOrder().first != stale { runs += 1 }
    #expect(runs < 100)
  }

  private static func isValid(_ order: [Int], in cluster: OrderCluster) -> Bool {
    let place = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    for (chain, units) in cluster.chains.enumerated() {
      for (earlier, later) in zip(units, units.dropFirst())
      where (place[earlier] ?? 0) > (place[later] ?? 0) {
        return false
      }
      if let start = cluster.after[chain], let first = units.first,
        (place[start] ?? 0) > (place[first] ?? 0)
      {
        return false
      }
    }
    return true
  }

  private static func permutations(_ items: [Int]) -> [[Int]] {
    guard let first = items.first else { return [[]] }
    return permutations(Array(items.dropFirst())).flatMap { rest in
      (0...rest.count).map { index in
        var permutation = rest
        permutation.insert(first, at: index)
        return permutation
      }
    }
  }
}
