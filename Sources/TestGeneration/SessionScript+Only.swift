import LogFormat

extension SessionScript {
  /// Keeps the steps at `seqs` (`tt-debug test --only`): each must be a step of the range, and an
  /// action an effect sent needs the action that started the effect (unless that one is at or
  /// before `from`, where the test starts). Markers of the steps left out go with them.
  ///
  /// - Throws: ``TestGenerationError`` `.notCauseClosed`, naming the first seq at fault.
  mutating func keep(_ seqs: [UInt64], from: UInt64) throws {
    let chosen = Set(seqs)
    let present = Set(steps.map(\.seq))
    if let stray = seqs.first(where: { !present.contains($0) }) {
      throw TestGenerationError(
        .notCauseClosed,
        "#\(stray) is not an action or change of states #\(from + 1)…; pick the seqs of steps "
          + "(`tt-debug log` lists them)", seq: stray)
    }
    for step in steps where chosen.contains(step.seq) {
      guard case .receive(let record) = step.record,
        case .effect(let parent, _, let name) = record.cause, parent > from,
        !chosen.contains(parent)
      else { continue }
      throw TestGenerationError(
        .notCauseClosed,
        "#\(step.seq) was sent by an effect of #\(parent) (\(name)), which --only leaves out; "
          + "add \(parent) to --only, or leave out \(step.seq)", seq: step.seq)
    }
    knownThrough = steps.first(where: { !chosen.contains($0.seq) }).map { $0.seq - 1 }
    steps = steps.filter { chosen.contains($0.seq) }
  }
}

extension SessionScript {
  /// The opening comment's line about the steps kept, with `--only`.
  func onlyComment(_ seqs: [UInt64], list: String, from: UInt64) -> String {
    let asserted =
      knownThrough.map {
        $0 > from
          ? "the log's states are asserted through #\($0), the last before a step left out"
          : "no state of the log is asserted, since the first step is left out"
      } ?? "every step of the range is kept"
    return "Steps: \(seqs.count) chosen with --only \(list); \(asserted)."
  }

  /// The lines that end the steps when some were left out: what the test cannot assert.
  func onlyEnding(to: UInt64) -> [String] {
    guard let knownThrough, knownThrough < to else { return [] }
    return [
      "  // Steps are left out, so the states after #\(knownThrough) are not the log's and are "
        + "not asserted:",
      "  // assert here what shows the bug.",
    ]
  }
}
