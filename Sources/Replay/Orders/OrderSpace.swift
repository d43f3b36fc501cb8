/// The orders of one cluster's units that keep each chain's order and start no effect's answers
/// before the effect: counted, listed, or drawn by a PCT schedule.
struct OrderSpace {
  let cluster: OrderCluster
  /// Chain positions tuples visited at most when counting; past it the count is unknown.
  static var countingBudget: Int { 200_000 }

  init(_ cluster: OrderCluster) {
    self.cluster = cluster
  }

  /// The chains whose next unit may come next, given how far each chain has got.
  func enabled(_ positions: [Int]) -> [Int] {
    cluster.chains.indices.filter { chain in
      guard positions[chain] < cluster.chains[chain].count else { return false }
      guard positions[chain] == 0, let first = cluster.after[chain] else { return true }
      return placed(first, positions)
    }
  }

  private func placed(_ unit: Int, _ positions: [Int]) -> Bool {
    for (chain, units) in cluster.chains.enumerated() {
      if let index = units.firstIndex(of: unit) { return index < positions[chain] }
    }
    return true
  }

  /// How many orders there are; `nil` when too many to count within the budget (or past
  /// `UInt64`).
  func count() -> UInt64? {
    var memo: [[Int]: UInt64] = [:]
    var visited = 0
    func count(_ positions: [Int]) -> UInt64? {
      if let known = memo[positions] { return known }
      visited += 1
      guard visited <= Self.countingBudget else { return nil }
      let next = enabled(positions)
      if next.isEmpty { return 1 }
      var total: UInt64 = 0
      for chain in next {
        var advanced = positions
        advanced[chain] += 1
        guard let part = count(advanced) else { return nil }
        let (sum, overflow) = total.addingReportingOverflow(part)
        guard !overflow else { return nil }
        total = sum
      }
      memo[positions] = total
      return total
    }
    return count(Array(repeating: 0, count: cluster.chains.count))
  }

  /// Every order, the log's first, then in the order a depth-first walk meets them; at most
  /// `limit`.
  func orders(limit: Int) -> [[Int]] {
    var found: [[Int]] = [cluster.logOrder]
    var order: [Int] = []
    func walk(_ positions: [Int]) {
      guard found.count < limit else { return }
      let next = enabled(positions)
      if next.isEmpty {
        if order != cluster.logOrder { found.append(order) }
        return
      }
      for chain in next {
        order.append(cluster.chains[chain][positions[chain]])
        var advanced = positions
        advanced[chain] += 1
        walk(advanced)
        order.removeLast()
      }
    }
    walk(Array(repeating: 0, count: cluster.chains.count))
    return found
  }
}
