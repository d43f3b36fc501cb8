import LogFormat

/// One stretch of a log where effects that answered were in flight at once, as the orders check
/// sees it: the actions in it grouped into units (an action with the actions its reducer sent at
/// once), and the units in chains whose order is kept — the actions from outside the effects in
/// the log's order, and each effect's answers in the order it sent them.
struct OrderCluster {
  /// A unit: an action and the actions it sent at once (`.send`), which arrive with it.
  struct Unit {
    var seqs: [UInt64]
    /// The effect whose answer this is; `nil` for an action from outside the effects.
    var effect: UInt64?
    /// The seq of the action that started the effect.
    var startedBy: UInt64?
  }

  /// The seqs the cluster covers: from the action after the first effect's start to the last
  /// effect's end. Actions outside it keep their places in every order.
  var seqs: ClosedRange<UInt64>
  var units: [Unit]
  /// Chains of unit indices, each kept in order: the first holds the actions from outside the
  /// effects (possibly none), then one per effect.
  var chains: [[Int]]
  /// For each chain, the unit that must come before its first unit (its effect's start), if that
  /// start is inside the cluster.
  var after: [Int?]
  /// The effects whose answers the cluster reorders.
  var effects: [OverlappingEffect]

  /// The log's own order, as unit indices.
  var logOrder: [Int] { Array(units.indices) }

  /// The seqs of an order of units.
  func seqs(of order: [Int]) -> [UInt64] {
    order.flatMap { units[$0].seqs }
  }
}

extension OrderCluster {
  /// The clusters of a log's actions, in log order: effects whose lifetimes overlap (each from
  /// the action that started it to its last event or answer) and that sent at least one answer.
  ///
  /// - Parameter entries: The log's records, in log order.
  static func clusters(in entries: [TimelineEntry]) -> [OrderCluster] {
    var actions: [UInt64: ActionRecord] = [:]
    var outOfBand: Set<UInt64> = []
    for entry in entries {
      switch entry.record {
      case .action(let record): actions[record.seq] = record
      case .outOfBand(let record): outOfBand.insert(record.seq)
      default: continue
      }
    }
    // The log's effects, read once: each lives from the action that started it to its last
    // answer or its end.
    let first = entries.first?.seq ?? 0
    let recorded = RecordedEffects(
      entries: entries, from: first, to: entries.map(\.seq).max() ?? first)
    // Effects that answered, by start; overlapping lifetimes (strictly: an effect started by
    // another's answer follows it) join one group.
    let answering = recorded.effects.filter { !$0.sends.isEmpty }
      .sorted { ($0.startedBy, $0.id) < ($1.startedBy, $1.id) }
    var groups: [(start: UInt64, end: UInt64, effects: [OverlappingEffect])] = []
    for effect in answering {
      let lifetime = (
        start: effect.startedBy,
        end: max(effect.sends.last ?? effect.startedBy, effect.end?.seq ?? effect.startedBy)
      )
      let overlapping = OverlappingEffect(
        effect: effect.id, name: effect.name, startedBy: effect.startedBy, answers: effect.sends)
      if let last = groups.last, lifetime.start < last.end {
        groups[groups.count - 1].end = max(last.end, lifetime.end)
        groups[groups.count - 1].effects.append(overlapping)
      } else {
        groups.append((lifetime.start, lifetime.end, [overlapping]))
      }
    }
    return groups.filter { $0.effects.count > 1 }.map { group in
      OrderCluster(
        seqs: (group.start + 1)...group.end, effects: group.effects, actions: actions,
        outOfBand: outOfBand)
    }
  }

  init(
    seqs: ClosedRange<UInt64>, effects: [OverlappingEffect], actions: [UInt64: ActionRecord],
    outOfBand: Set<UInt64>
  ) {
    self.seqs = seqs
    self.effects = effects
    let moving = Dictionary(uniqueKeysWithValues: effects.map { ($0.effect, $0) })
    var units: [Unit] = []
    var unitOfSeq: [UInt64: Int] = [:]
    for seq in seqs {
      guard let record = actions[seq] else {
        if outOfBand.contains(seq) {
          unitOfSeq[seq] = units.count
          units.append(Unit(seqs: [seq]))
        }
        continue
      }
      switch record.cause {
      case .effect(let parent, _, _)
      where record.cause.immediateSender != nil && unitOfSeq[parent] != nil:
        // Sent at once by the reducer: it arrives with the action that sent it.
        let unit = unitOfSeq[parent] ?? 0
        units[unit].seqs.append(seq)
        unitOfSeq[seq] = unit
      case .effect(let parent, let effect, _) where moving[effect] != nil:
        unitOfSeq[seq] = units.count
        units.append(Unit(seqs: [seq], effect: effect, startedBy: parent))
      default:
        unitOfSeq[seq] = units.count
        units.append(Unit(seqs: [seq]))
      }
    }
    self.units = units
    var chains: [[Int]] = [units.indices.filter { units[$0].effect == nil }]
    var after: [Int?] = [nil]
    for effect in effects {
      chains.append(units.indices.filter { units[$0].effect == effect.effect })
      after.append(unitOfSeq[effect.startedBy])
    }
    self.chains = chains
    self.after = after
  }
}
