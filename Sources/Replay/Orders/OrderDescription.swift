/// An order told against the log's: the pairs of actions it swaps, e.g. `#6's answer before
/// #5's` (two answers, named by the actions that started their effects) or `#5's answer after
/// #6` (an answer and an action from outside the effects).
struct OrderDescription {
  /// The seqs whose place differs from the log's, in the new order.
  var moved: [UInt64] = []
  var text: String

  /// Pairs named at most; the rest are counted.
  static var shownPairs: Int { 3 }

  init(clusters: [OrderCluster], order: [[Int]]) {
    var pairs: [String] = []
    for (cluster, units) in zip(clusters, order) {
      let newSeqs = cluster.seqs(of: units)
      let logSeqs = cluster.seqs(of: cluster.logOrder)
      moved += zip(newSeqs, logSeqs).filter { $0 != $1 }.map(\.0)
      for (index, unit) in units.enumerated() {
        for later in units[(index + 1)...] where later < unit {
          pairs.append(Self.pair(cluster.units[unit], before: cluster.units[later]))
        }
      }
    }
    if pairs.isEmpty {
      text = "the log's order"
    } else {
      let shown = pairs.prefix(Self.shownPairs).joined(separator: ", ")
      let more = pairs.count - min(pairs.count, Self.shownPairs)
      text = shown + (more > 0 ? " (and \(more) more)" : "")
    }
  }

  /// `unit` comes before `other` in this order, after it in the log's.
  private static func pair(_ unit: OrderCluster.Unit, before other: OrderCluster.Unit) -> String {
    let first = unit.seqs.first ?? 0
    let second = other.seqs.first ?? 0
    switch (unit.startedBy, other.startedBy) {
    case (let mine?, let theirs?):
      return "#\(mine)'s answer before #\(theirs)'s"
    case (let mine?, nil):
      return "#\(mine)'s answer before #\(second)"
    case (nil, let theirs?):
      return "#\(theirs)'s answer after #\(first)"
    case (nil, nil):
      return "#\(first) before #\(second)"
    }
  }
}
