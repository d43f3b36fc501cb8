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
    var lifetimes: [UInt64: (start: UInt64, end: UInt64, name: String, answers: [UInt64])] = [:]
    var actions: [UInt64: ActionRecord] = [:]
    var outOfBand: Set<UInt64> = []
    for entry in entries {
      switch entry.record {
      case .action(let record):
        actions[record.seq] = record
        guard case .effect(let parent, let effect, let name) = record.cause, effect != 0 else {
          continue
        }
        var lifetime = lifetimes[effect] ?? (parent, record.seq, name, [])
        lifetime.end = max(lifetime.end, record.seq)
        lifetime.answers.append(record.seq)
        lifetimes[effect] = lifetime
      case .effect(let record):
        var lifetime = lifetimes[record.effect] ?? (record.action, record.seq, record.name, [])
        lifetime.start = min(lifetime.start, record.action)
        lifetime.end = max(lifetime.end, record.seq)
        lifetimes[record.effect] = lifetime
      case .outOfBand(let record):
        outOfBand.insert(record.seq)
      default:
        continue
      }
    }
    // Effects that answered, by start; overlapping lifetimes (strictly: an effect started by
    // another's answer follows it) join one group.
    let answering = lifetimes.filter { !$0.value.answers.isEmpty }
      .sorted { ($0.value.start, $0.key) < ($1.value.start, $1.key) }
    var groups: [(start: UInt64, end: UInt64, effects: [OverlappingEffect])] = []
    for (effect, lifetime) in answering {
      let overlapping = OverlappingEffect(
        effect: effect, name: lifetime.name, startedBy: lifetime.start, answers: lifetime.answers)
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
      case .effect(let parent, 0, _) where unitOfSeq[parent] != nil:
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
