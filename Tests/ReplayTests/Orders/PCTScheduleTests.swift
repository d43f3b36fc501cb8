import Testing

@testable import Replay

/// The PCT schedule on hand-made clusters: chains of plain units, so each property is visible.
@Suite struct PCTScheduleTests {
  /// A cluster of independent chains whose units are numbered in chain order.
  static func cluster(chainLengths: [Int], after: [Int?]? = nil) -> OrderCluster {
    var chains: [[Int]] = []
    var next = 0
    for length in chainLengths {
      chains.append(Array(next..<(next + length)))
      next += length
    }
    let units = (0..<next).map { OrderCluster.Unit(seqs: [UInt64($0 + 1)]) }
    return OrderCluster(
      seqs: 1...UInt64(max(next, 1)), units: units, chains: chains,
      after: after ?? Array(repeating: nil, count: chains.count), effects: [])
  }

  @Test func depthOneRunsEachChainWholeInPriorityOrder() {
    let space = OrderSpace(Self.cluster(chainLengths: [2, 3]))
    var schedule = PCTSchedule(spaces: [space], depth: 1, seed: 7)
    var seen: Set<[Int]> = []
    for _ in 0..<64 { seen.insert(schedule.nextOrder()[0]) }
    // No change point: the chain with the higher priority goes to its end before the other.
    #expect(seen == [[0, 1, 2, 3, 4], [2, 3, 4, 0, 1]])
  }

  @Test func aChangePointInterleavesTheChains() {
    let space = OrderSpace(Self.cluster(chainLengths: [2, 3]))
    var schedule = PCTSchedule(spaces: [space], depth: 2, seed: 7)
    var seen: Set<[Int]> = []
    for _ in 0..<256 { seen.insert(schedule.nextOrder()[0]) }
    #expect(seen.contains { ![[0, 1, 2, 3, 4], [2, 3, 4, 0, 1]].contains($0) })
    #expect(seen.count <= Int(space.count() ?? 0))
  }

  @Test(arguments: [(depth: 1, bound: 1.0 / 2), (2, 1.0 / 10), (3, 1.0 / 50)])
  func theBoundIsOneOverNTimesKToTheDepthLessOne(depth: Int, bound: Double) {
    // n = 2 chains, k = 5 steps.
    let schedule = PCTSchedule(
      spaces: [OrderSpace(Self.cluster(chainLengths: [2, 3]))], depth: depth, seed: 1)
    #expect(schedule.chainCount == 2)
    #expect(schedule.stepCount == 5)
    #expect(schedule.bound == bound)
  }

  @Test func aDepthBelowOneIsTakenAsOne() {
    let schedule = PCTSchedule(
      spaces: [OrderSpace(Self.cluster(chainLengths: [2, 3]))], depth: 0, seed: 1)
    #expect(schedule.depth == 1)
    #expect(schedule.bound == 1.0 / 2)
  }

  @Test func aChainThatMustWaitForItsStartNeverGoesFirst() {
    // The second chain's first unit may come only after unit 1 of the first chain.
    let space = OrderSpace(Self.cluster(chainLengths: [2, 2], after: [nil, 1]))
    var schedule = PCTSchedule(spaces: [space], depth: 3, seed: 3)
    for _ in 0..<64 {
      let order = schedule.nextOrder()[0]
      let start = order.firstIndex(of: 1) ?? .max
      #expect((order.firstIndex(of: 2) ?? -1) > start)
    }
  }

  @Test func eachClusterGetsItsOwnOrder() {
    let spaces = [
      OrderSpace(Self.cluster(chainLengths: [1, 1])), OrderSpace(Self.cluster(chainLengths: [2])),
    ]
    var schedule = PCTSchedule(spaces: spaces, depth: 2, seed: 5)
    let orders = schedule.nextOrder()
    #expect(orders.count == 2)
    #expect(Set(orders[0]) == [0, 1])
    #expect(orders[1] == [0, 1])
  }
}
