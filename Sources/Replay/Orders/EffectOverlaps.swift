/// The stretches of a log where effects that answered were in flight at once, and how many orders
/// their answers could have arrived in: what ``EffectOrders`` replays, read from the log alone.
///
/// ```swift
/// let overlaps = try EffectOverlaps(timeline: Timeline(path: "race.ttlog"))
/// print(overlaps.overlaps.map(\.orderCount), overlaps.orderCount)
/// ```
///
/// ```text
/// [Optional(3), Optional(3)] Optional(9)
/// ```
public struct EffectOverlaps: Sendable {
  /// One stretch of overlapping effects.
  public struct Overlap: Sendable, Equatable {
    /// The seqs whose actions may move: from the action after the first effect's start to the
    /// last effect's end.
    public var seqs: ClosedRange<UInt64>
    /// The effects, by start.
    public var effects: [OverlappingEffect]
    /// The orders of this stretch, the log's included; `nil` when too many to count.
    public var orderCount: UInt64?
  }

  /// The stretches, in log order.
  public var overlaps: [Overlap]
  /// The orders of the whole log (the product of the stretches'); `nil` when too many to count.
  public var orderCount: UInt64?
  /// The stretches as ``EffectOrders`` explores them.
  let spaces: [OrderSpace]

  /// Reads the effect and action records of `timeline`.
  ///
  /// - Throws: What ``Timeline/entries(from:to:)`` throws.
  public init(timeline: Timeline) throws {
    self.init(entries: try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq))
  }

  init(entries: [TimelineEntry]) {
    spaces = OrderCluster.clusters(in: entries).map(OrderSpace.init)
    overlaps = spaces.map { space in
      Overlap(seqs: space.cluster.seqs, effects: space.cluster.effects, orderCount: space.count())
    }
    var total: UInt64? = 1
    for overlap in overlaps {
      guard let known = total, let count = overlap.orderCount else {
        total = nil
        break
      }
      let (product, overflow) = known.multipliedReportingOverflow(by: count)
      total = overflow ? nil : product
    }
    orderCount = total
  }
}
