import LogFormat
import Replay

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
  /// The opening comment's lines on assertions and steps, with `--only`: the log's states are
  /// asserted only through the last one before a step left out.
  func onlyComments(_ seqs: [UInt64], to: UInt64, from: UInt64) -> [String] {
    let steps = "Steps: \(seqs.count) chosen with --only \(SeqList.text(seqs))."
    guard let knownThrough else {
      return [
        "Assertions: non-exhaustive — at each marker (★) and at #\(to), the values that changed "
          + "since the point before.", steps,
      ]
    }
    guard knownThrough > from else {
      return [
        "Assertions: none — --only leaves out the first step, so no state after #\(from) is the "
          + "log's.", steps,
      ]
    }
    return [
      "Assertions: non-exhaustive — at each marker (★) through #\(knownThrough), the last state "
        + "before a step left out; none after it.", steps,
    ]
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
