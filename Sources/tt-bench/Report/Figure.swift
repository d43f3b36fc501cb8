/// One measured figure of the benchmark: its value, its baselines, and its goal.
struct Figure: Codable, Sendable {
  /// A goal a figure is judged against.
  enum Goal: Codable, Sendable {
    /// The value divided by the first baseline must be at most this.
    case ratioAtMost(Double)
    /// The value divided by the first baseline must be at least this.
    case ratioAtLeast(Double)
    /// The value itself must be at most this.
    case atMost(Double)
    /// The value itself must be at least this.
    case atLeast(Double)
    /// The value itself must be strictly below this.
    case below(Double)

    var text: String {
      switch self {
      case .ratioAtMost(let limit): "≤ \(Format.number(limit))×"
      case .ratioAtLeast(let limit): "≥ \(Format.number(limit))×"
      case .atMost(let limit): "≤ \(Format.number(limit))"
      case .atLeast(let limit): "≥ \(Format.number(limit))"
      case .below(let limit): "< \(Format.number(limit))"
      }
    }
  }

  /// A reference measured in the same run.
  struct Baseline: Codable, Sendable {
    var name: String
    var value: Double
  }

  /// The group the figure belongs to, as `--only` names it, e.g. `replay`.
  var group: String
  /// A stable machine name, e.g. `log.append_flush_us_per_record`.
  var name: String
  /// What the figure is, for the table.
  var title: String
  /// The measured value; `nil` when not measured.
  var value: Double?
  /// The unit of the value and baselines.
  var unit: String
  /// Baselines measured in the same run (the first one is the ratio's denominator).
  var baselines: [Baseline] = []
  /// The goal, if any.
  var goal: Goal?
  /// How many repetitions the median was taken over.
  var repetitions: Int
  /// Why the figure was not measured, or a remark on how.
  var note: String?

  /// `value / baselines[0]`, when both exist.
  var ratio: Double? {
    guard let value, let base = baselines.first?.value, base > 0 else { return nil }
    return value / base
  }

  /// Whether the goal is met; `nil` without a goal or a value.
  var passed: Bool? {
    guard let value, let goal else { return nil }
    switch goal {
    case .ratioAtMost(let limit): return ratio.map { $0 <= limit }
    case .ratioAtLeast(let limit): return ratio.map { $0 >= limit }
    case .atMost(let limit): return value <= limit
    case .atLeast(let limit): return value >= limit
    case .below(let limit): return value < limit
    }
  }

  /// The figures of one group before they are measured, one row each: a group that is skipped
  /// reports them as they are, one that runs fills in their values.
  static func placeholders(
    group: String, _ rows: [(name: String, title: String, unit: String, goal: Goal?)]
  ) -> [Figure] {
    rows.map {
      Figure(
        group: group, name: $0.name, title: $0.title, unit: $0.unit, goal: $0.goal, repetitions: 0)
    }
  }

  /// A figure that could not be measured, with the reason.
  static func notMeasured(
    group: String, name: String, title: String, unit: String, goal: Goal?, reason: String
  ) -> Figure {
    Figure(
      group: group, name: name, title: title, value: nil, unit: unit, goal: goal, repetitions: 0,
      note: "not measured: \(reason)")
  }
}
