import Foundation

/// Probabilistic concurrency testing (Burckhardt et al., ASPLOS 2010), over the chains of every
/// cluster: each run gives the chains random distinct priorities and picks `depth − 1` change
/// points among the steps; the highest-priority chain that may go next goes, and at a change
/// point the chain about to go drops below every other. One run finds a bug of depth `d` with
/// probability at least 1/(n·k^(d−1)), for n chains and k steps.
struct PCTSchedule {
  let spaces: [OrderSpace]
  let depth: Int
  private var random: SplitMix64

  /// Chains across all clusters (n).
  var chainCount: Int { spaces.reduce(0) { $0 + $1.cluster.chains.count } }
  /// Steps across all clusters (k): one per unit.
  var stepCount: Int { spaces.reduce(0) { $0 + $1.cluster.units.count } }

  init(spaces: [OrderSpace], depth: Int, seed: UInt64) {
    self.spaces = spaces
    self.depth = max(depth, 1)
    random = SplitMix64(seed: seed)
  }

  /// The probability one run finds a bug of depth ``depth``, at least.
  var bound: Double {
    1 / (Double(chainCount) * pow(Double(stepCount), Double(depth - 1)))
  }

  /// One run's order of each cluster's units.
  mutating func nextOrder() -> [[Int]] {
    let n = chainCount
    let k = stepCount
    // Initial priorities d…d+n−1, shuffled; change point i lowers to d − i.
    var priorities = Array(depth..<(depth + n))
    priorities.shuffle(using: &random)
    var changePoints: [Int: Int] = [:]
    if k > 0 {
      var steps = Array(0..<k)
      steps.shuffle(using: &random)
      for (index, step) in steps.prefix(depth - 1).enumerated() { changePoints[step] = index + 1 }
    }
    var step = 0
    var base = 0
    var orders: [[Int]] = []
    for space in spaces {
      let chains = space.cluster.chains
      var positions = Array(repeating: 0, count: chains.count)
      var order: [Int] = []
      while true {
        let enabled = space.enabled(positions)
        guard !enabled.isEmpty else { break }
        var chain = enabled.max { priorities[base + $0] < priorities[base + $1] } ?? enabled[0]
        if let point = changePoints[step] {
          priorities[base + chain] = depth - point
          chain = enabled.max { priorities[base + $0] < priorities[base + $1] } ?? chain
        }
        order.append(chains[chain][positions[chain]])
        positions[chain] += 1
        step += 1
      }
      orders.append(order)
      base += chains.count
    }
    return orders
  }
}

/// SplitMix64: a small generator whose output depends only on its seed, so a PCT exploration
/// with the same seed tries the same orders.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
