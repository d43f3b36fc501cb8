import Foundation

/// An effect whose lifetime overlapped another's and that sent answers: its answers are the ones
/// the orders check moves.
public struct OverlappingEffect: Sendable, Equatable {
  /// The effect's id in the log.
  public var effect: UInt64
  /// Its name, e.g. `run @ Search.swift:40`.
  public var name: String
  /// The seq of the action that started it.
  public var startedBy: UInt64
  /// The seqs of the actions it sent, in order.
  public var answers: [UInt64]
}

/// What the orders check found (``EffectOrders/check(where:)``): the effects that overlapped,
/// how many orders their answers could have arrived in, which were tried and which show the bug.
public struct OrdersReport: Sendable {
  /// How the orders were chosen.
  public enum Strategy: Sendable, Equatable {
    /// Every order was tried.
    case exhaustive
    /// Too many to try: `runs` orders drawn by PCT with `seed`, each finding a bug of depth
    /// `depth` with probability at least `bound` (1/(n·k^(d−1)) for `chains` n and `steps` k).
    case pct(seed: UInt64, depth: Int, runs: Int, chains: Int, steps: Int, bound: Double)
  }

  /// One order tried.
  public struct Order: Sendable, Equatable {
    /// The seqs of every overlapping stretch, in this order (the log's seqs elsewhere stay put).
    public var seqs: [UInt64]
    /// The seqs whose place differs from the log's, in this order: what `tt-debug test --order`
    /// takes to write this order as a test.
    public var moved: [UInt64]
    /// A short description against the log's order, e.g. `#6's answer before #5's`.
    public var description: String
    /// Whether the predicate held on the state this order ends in.
    public var predicateHolds: Bool
    /// The difference between the end state and the log's (`-` log, `+` this order); `nil`
    /// when they match.
    public var endStateDiff: String?

    /// Whether this order shows the bug: the predicate holds or the end state differs.
    public var showsBug: Bool { predicateHolds || endStateDiff != nil }
  }

  /// The stretches of the log where effects that answered were in flight at once.
  public var overlaps: [[OverlappingEffect]]
  /// How many orders there are, the log's included; `nil` when too many to count.
  public var orderCount: UInt64?
  /// How the tried orders were chosen.
  public var strategy: Strategy
  /// The orders tried, the log's own first.
  public var tried: [Order]

  /// The orders tried that show the bug.
  public var found: [Order] { tried.filter(\.showsBug) }

  /// The report as text: the overlaps, the counts, the strategy, and each order that shows the
  /// bug.
  public var text: String {
    var lines: [String] = []
    for (index, effects) in overlaps.enumerated() {
      let list = effects.map { "#\($0.startedBy)'s \($0.name) (answers \(seqList($0.answers)))" }
      lines.append("overlap \(index + 1): " + list.joined(separator: ", "))
    }
    if overlaps.isEmpty { lines.append("no effects that answered were in flight at once") }
    let count = orderCount.map(String.init) ?? "too many to count"
    lines.append("orders: \(count); tried: \(tried.count)")
    if case .pct(let seed, let depth, let runs, let chains, let steps, let bound) = strategy {
      lines.append(
        "PCT: \(runs) runs, seed \(seed), depth \(depth), \(chains) chains, \(steps) steps: "
          + "each run finds a bug of depth \(depth) with probability ≥ 1/(n·k^(d−1)) = "
          + "\(String(format: "%.3g", bound))")
    }
    for order in tried {
      var findings: [String] = []
      if order.predicateHolds { findings.append("predicate holds") }
      if order.endStateDiff != nil { findings.append("end state differs") }
      let verdict = findings.isEmpty ? "as the log" : findings.joined(separator: ", ")
      lines.append("  \(order.description): \(verdict)")
    }
    return lines.joined(separator: "\n")
  }

  private func seqList(_ seqs: [UInt64]) -> String {
    seqs.map { "#\($0)" }.joined(separator: ", ")
  }
}
