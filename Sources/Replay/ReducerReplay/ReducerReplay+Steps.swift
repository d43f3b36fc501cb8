import JSONTree
import LogFormat
import ValueCoding

extension ReducerReplay {
  /// A replay of the steps given (``init(timeline:initialState:steps:reduce:)``): each step is
  /// matched with the log's next action or out-of-band record, applied, and its state compared.
  func runSteps(initialState: State, steps: [Step]) throws -> ReplayReport {
    let encoder = ValueEncoder(policy: try timeline.header.recordedPolicy())
    let shared = SharedReferences()
    var state = initialState
    var findings = ReplayFindings(comparison: ReplayComparison(pairsPseudonyms: true))
    var actionComparison = ReplayComparison(pairsPseudonyms: true, clearSecretsKey: encoder.key)
    let start = timeline.firstSeq
    guard
      findings.check(
        seq: start, summary: "initial state", logged: try timeline.state(at: start),
        replayed: encoder.encode(state, shared: shared))
    else { return findings.report(startSeq: start) }
    var remaining = steps[...]
    let entries = try timeline.entries(from: start, to: timeline.lastSeq)
    // Where each action came from, read as a generated test reads it, to name in a mismatch.
    let effects = RecordedEffects(entries: entries, from: start, to: timeline.lastSeq)
    for entry in entries where entry.seq > start {
      let summary: String
      var readMismatch: DependencyMismatch?
      switch entry.record {
      case .action(let record):
        guard case .action(let action)? = remaining.popFirst(),
          actionComparison.matches(record.action, encoder.encode(action))
        else {
          throw mismatch(
            entry.seq, "the log has action \(record.summary)\(effects.origin(of: entry.seq))")
        }
        let reads =
          timeline.recordsDependencyReads
          ? RecordedReads(record.reads, seq: entry.seq, serves: servesRecordedReads) : nil
        readMismatch = RecordedReads.serving(reads) { reduce(&state, action) }
        summary = record.summary
      case .outOfBand:
        guard case .outOfBand(let change)? = remaining.popFirst() else {
          throw mismatch(entry.seq, "the log has a change made outside any action")
        }
        change(&state)
        summary = "change outside any action"
      case .dropped:
        throw ReplayError(
          .stateDropped,
          "the recorder dropped records before seq \(entry.seq); a step replay "
            + "needs every record", seq: entry.seq)
      default:
        continue
      }
      findings.checked += 1
      guard
        findings.check(
          seq: entry.seq, summary: summary, logged: try timeline.state(at: entry.seq),
          replayed: encoder.encode(state, shared: shared), mismatch: readMismatch)
      else { return findings.report(startSeq: start) }
    }
    guard remaining.isEmpty else {
      throw ReplayError(
        .invalidArgument,
        "\(remaining.count) step(s) are left after the log's last record (seq "
          + "\(timeline.lastSeq)); pass the steps of the recorded session only")
    }
    return findings.report(startSeq: start)
  }

  private func mismatch(_ seq: UInt64, _ what: String) -> ReplayError {
    ReplayError(
      .invalidArgument,
      "the steps do not follow the log at seq \(seq): \(what); pass the recorded session's "
        + "steps in order", seq: seq)
  }
}
