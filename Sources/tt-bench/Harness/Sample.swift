/// What one repetition of a measured operation cost.
struct Cost {
  /// Wall time in nanoseconds.
  var wall: Double
  /// CPU time of the measuring thread in nanoseconds.
  var thread: Double
  /// CPU time of the whole process in nanoseconds (includes worker threads).
  var process: Double

  /// Measures `body` once.
  static func of(_ body: () throws -> Void) rethrows -> Cost {
    let wall = CPUClock.wallNanoseconds()
    let thread = CPUClock.threadNanoseconds()
    let process = CPUClock.processNanoseconds()
    try body()
    return Cost(
      wall: Double(CPUClock.wallNanoseconds() - wall),
      thread: Double(CPUClock.threadNanoseconds() - thread),
      process: Double(CPUClock.processNanoseconds() - process))
  }

  /// Measures an async `body` once (the caller stays on its actor, so thread CPU is the store's).
  static func of(_ body: () async throws -> Void) async rethrows -> Cost {
    let wall = CPUClock.wallNanoseconds()
    let thread = CPUClock.threadNanoseconds()
    let process = CPUClock.processNanoseconds()
    try await body()
    return Cost(
      wall: Double(CPUClock.wallNanoseconds() - wall),
      thread: Double(CPUClock.threadNanoseconds() - thread),
      process: Double(CPUClock.processNanoseconds() - process))
  }

  /// This cost divided by `count` (a per-item cost).
  func per(_ count: Int) -> Cost {
    let divisor = Double(max(count, 1))
    return Cost(wall: wall / divisor, thread: thread / divisor, process: process / divisor)
  }
}

/// The median of a list of numbers (0 for an empty list).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The per-field median of several costs.
func median(_ costs: [Cost]) -> Cost {
  Cost(
    wall: median(costs.map(\.wall)), thread: median(costs.map(\.thread)),
    process: median(costs.map(\.process)))
}

/// Runs `body` `repetitions` times and returns the median cost.
func medianCost(repetitions: Int, _ body: () throws -> Cost) rethrows -> Cost {
  var costs: [Cost] = []
  for _ in 0..<max(repetitions, 1) { costs.append(try body()) }
  return median(costs)
}
