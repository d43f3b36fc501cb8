import Testing

@testable import Replay

/// `OrderSpace.count()`: the number of interleavings of its chains, and its budget.
@Suite struct OrderSpaceCountTests {
  static let multinomials: [(lengths: [Int], orders: UInt64)] = [
    ([3], 1), ([2, 3], 10), ([1, 1, 1], 6), ([2, 2, 2], 90),
  ]

  @Test(arguments: multinomials)
  func independentChainsInterleaveAsAMultinomial(lengths: [Int], orders: UInt64) {
    let space = OrderSpace(PCTScheduleTests.cluster(chainLengths: lengths))
    #expect(space.count() == orders)
    #expect(space.orders(limit: 1_000).count == Int(orders))
  }

  @Test func aStartThatMustComeFirstCutsTheCount() {
    // Chain 1 waits for unit 0: only [0, 1, 2] and [0, 2, 1] remain of C(3, 1) = 3.
    let space = OrderSpace(PCTScheduleTests.cluster(chainLengths: [2, 1], after: [nil, 0]))
    #expect(space.count() == 2)
    #expect(space.orders(limit: 10) == [[0, 1, 2], [0, 2, 1]])
  }

  @Test func tooManyPositionsToVisitIsUnknownNotWrong() {
    // 20 one-unit chains: 2^20 position tuples, past the counting budget.
    let space = OrderSpace(PCTScheduleTests.cluster(chainLengths: Array(repeating: 1, count: 20)))
    #expect(space.count() == nil)
  }

  @Test func theListIsCutAtItsLimitWithTheLogsOrderFirst() {
    let space = OrderSpace(PCTScheduleTests.cluster(chainLengths: [2, 2, 2]))
    let listed = space.orders(limit: 7)
    #expect(listed.count == 7)
    #expect(listed.first == [0, 1, 2, 3, 4, 5])
    #expect(Set(listed).count == 7)
  }
}
