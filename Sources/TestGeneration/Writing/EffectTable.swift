import LogFormat
import Replay

/// The function at the end of a file that serves effects: each effect the log has an action of
/// the test start, with the actions it sent written as Swift (so they need not be `Decodable`),
/// keyed by their seqs, and how it ended.
struct EffectTable {
  let session: SessionScript
  let names: SwiftNames
  let from: UInt64
  let to: UInt64
  /// The steps `--only` keeps, or `nil` for every step.
  var only: [UInt64]? = nil
  /// How the store's tests report a mismatch at the step it shows.
  var reportsMismatch = StoreConventions.composableArchitecture.reportsMismatch

  /// The function's lines, named `function`.
  func lines(function: String, literals: inout LiteralWriter) -> [String] {
    var records: [UInt64: ActionRecord] = [:]
    var outOfBand: [UInt64] = []
    for step in session.steps {
      switch step.record {
      case .send(let record), .receive(let record): records[step.seq] = record
      case .outOfBand: outOfBand.append(step.seq)
      }
    }
    var blockers: [String] = []
    var table: [String] = []
    let kept = only.map(Set.init)
    for effect in session.effects.effects
    where effect.startedBy > from && kept?.contains(effect.startedBy) ?? true {
      var opening =
        "    ServedEffect(startedBy: \(effect.startedBy), \(SwiftText.string(effect.name))"
      if let end = effect.end { opening += ", ending: \(Self.literal(end))" }
      guard !effect.sends.isEmpty else {
        table.append(opening + "),")
        continue
      }
      table.append(opening + ", sends: [")
      for seq in effect.sends {
        guard let record = records[seq] else { continue }
        literals.reset()
        let action = literals.literal(record.action, hint: SummaryHint(parsing: record.summary))
        blockers += literals.blockers.map { "#\(seq): \($0) (the log shows \(record.summary))" }
        table.append("      \(seq): \(action),")
      }
      table.append("    ]),")
    }
    var lines = [
      "",
      "/// What each effect sent in the recorded session, served in place of the effects the "
        + "reducer starts.",
      "func \(function)() -> ServedEffects<\(names.action)> {",
    ]
    for blocker in blockers {
      lines.append(
        "  #error("
          + SwiftText.string("An action cannot be written as Swift: \(blocker). Write it by hand.")
          + ")")
    }
    if table.isEmpty {
      lines.append("  let effects: [ServedEffect<\(names.action)>] = []")
    } else {
      lines.append("  let effects: [ServedEffect<\(names.action)>] = [")
      lines += table
      lines.append("  ]")
    }
    let oob =
      outOfBand.isEmpty
      ? "" : "outOfBand: [\(outOfBand.map(String.init).joined(separator: ", "))], "
    let chosen = only.map { "only: [\($0.map(String.init).joined(separator: ", "))], " } ?? ""
    lines.append(
      "  return ServedEffects(from: \(from), to: \(to), \(oob)\(chosen)effects) { mismatch in")
    lines.append("    " + reportsMismatch)
    lines.append("  }")
    lines.append("}")
    return lines
  }

  private static func literal(_ end: EffectEnd) -> String {
    switch end {
    case .finished(let at): ".finished(at: \(at))"
    case .cancelled(let at): ".cancelled(at: \(at))"
    case .ended(let at): ".ended(at: \(at))"
    case .failed(let at, let error): ".failed(at: \(at), error: \(SwiftText.string(error)))"
    }
  }
}
