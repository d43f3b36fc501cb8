import JSONTree
import LogFormat
import Replay

/// The part of a log a test replays: each state-making record from `from + 1` to `to` as a step,
/// the markers after each, and what the log says about its types.
struct SessionScript {
  struct Step {
    var seq: UInt64
    var record: Kind
    var markers: [String]
    var timeOffset: Double

    /// Whether the step is an action the test sends or receives (not a change outside any action).
    var isAction: Bool {
      if case .outOfBand = record { false } else { true }
    }
  }

  enum Kind {
    case send(ActionRecord)
    case receive(ActionRecord)
    /// A state change the test cannot cause (a shared value changed outside any action).
    case outOfBand(OutOfBandRecord)
  }

  var steps: [Step] = []
  /// Markers at the starting state.
  var openingMarkers: [String] = []
  var evidence = TypeEvidence()
  /// With steps left out (``keep(_:from:)``), the last seq up to which every step is kept: the
  /// log's states are the test's only that far. `nil` when no step is left out.
  var knownThrough: UInt64?

  /// What the log says of the effects: which step each action is, what each effect sent.
  var effects: RecordedEffects

  /// - Parameter sendsEffectsStartedBefore: Whether an action an effect sent is sent by the test
  ///   when the action that started the effect is at or before `from` (served effects: nothing in
  ///   the test starts that effect).
  init(timeline: Timeline, from: UInt64, to: UInt64, sendsEffectsStartedBefore: Bool = false)
    throws
  {
    let entries = try timeline.entries(from: from, to: to)
    effects = RecordedEffects(entries: entries, from: from, to: to)
    for entry in entries {
      switch entry.record {
      case .action(let action) where entry.seq > from:
        let kind: Kind =
          effects.step(at: entry.seq) == .external
            || (sendsEffectsStartedBefore && startedBefore(entry.seq))
          ? .send(action) : .receive(action)
        evidence.learn(action: action.action, hint: SummaryHint(parsing: action.summary))
        steps.append(Step(seq: entry.seq, record: kind, markers: [], timeOffset: entry.timeOffset))
      case .outOfBand(let record) where entry.seq > from:
        steps.append(
          Step(
            seq: entry.seq, record: .outOfBand(record), markers: [], timeOffset: entry.timeOffset))
      case .marker(let marker):
        if let index = steps.lastIndex(where: { $0.seq == marker.seq }) {
          steps[index].markers.append(marker.text)
        } else if marker.seq == from {
          openingMarkers.append(marker.text)
        }
      default:
        break
      }
    }
    // Every action of the log teaches how its values are spelled, not only those in the range
    // (a name typed before `from` is quoted there); past 100,000 states, the range's only.
    if timeline.lastSeq - timeline.firstSeq <= 100_000 {
      for entry in try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq) {
        guard entry.seq <= from || entry.seq > to, case .action(let action) = entry.record
        else { continue }
        evidence.learn(action: action.action, hint: SummaryHint(parsing: action.summary))
      }
    }
    // Whole states teach which members are optional and which objects are enum cases.
    let stride = max(1, (to - from) / 2_000)
    var seq = from
    var previous: JSONValue?
    while seq <= to {
      let state = try timeline.state(at: seq)
      evidence.learn(state: state, after: previous)
      previous = state
      seq += stride
    }
    if (to - from) % stride != 0 {
      evidence.learn(state: try timeline.state(at: to), after: previous)
    }
  }

  /// Whether the action at `seq` was sent by an effect (or a `.send`) of an action at or before
  /// the starting state.
  private func startedBefore(_ seq: UInt64) -> Bool {
    switch effects.step(at: seq) {
    case .immediate(let parent)?: parent <= effects.from
    case .effect(let id)?: (effects.effects.first { $0.id == id }?.startedBy ?? 0) <= effects.from
    default: false
    }
  }

  /// Puts the steps of `order`'s seqs in that order, each in the place of another of them.
  ///
  /// - Throws: ``TestGenerationError`` `.invalidOrder` when a seq is not one of the steps' or is
  ///   named twice.
  mutating func reorder(_ order: [UInt64]) throws {
    let places = steps.indices.filter { order.contains(steps[$0].seq) }
    guard places.count == order.count, Set(order).count == order.count else {
      throw TestGenerationError(
        .invalidOrder,
        "--order names seqs that are not actions of the test, or one twice; pass the seqs "
          + "`EffectOrders` reports as the order's `moved`")
    }
    let moved = order.compactMap { seq in steps.first { $0.seq == seq } }
    for (place, step) in zip(places, moved) { steps[place] = step }
  }

  /// The seqs where the non-exhaustive test asserts: each marker's and the last.
  func checkpoints(to: UInt64) -> [UInt64] {
    var seqs = steps.filter { !$0.markers.isEmpty }.map(\.seq)
    if seqs.last != to { seqs.append(to) }
    return seqs.filter { $0 <= knownThrough ?? .max }
  }
}
