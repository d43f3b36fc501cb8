import JSONTree
import LogFormat
import ValueCoding

/// The reducer's side of one ``ReducerReplay/run(from:through:)`` of a log decoded: the replayed typed state, and
/// what was found so far. The log's side (the logged states, the decoded actions) comes as
/// ``ReplayStep``s from a ``ReplayLogReader``.
struct ReplayRun<State: Decodable, Action: Decodable> {
  let reduce: (inout State, Action) -> Void
  let userInfo: () -> [CodingUserInfoKey: Any]
  let startSeq: UInt64
  /// The last seq the replay covers.
  let endSeq: UInt64
  /// Encodes replayed states in full.
  let encoder: TreeEncoder
  /// Encodes replayed states reusing the trees of the parts an action left unchanged; `nil` when
  /// the replay asked for full encodes.
  let memoizing: MemoizingTreeEncoder?
  var state: State
  /// The seq whose state was last taken from the log rather than replayed.
  var resyncSeq: UInt64
  var findings = ReplayFindings(comparison: ReplayComparison())
  var divergence: Divergence? { findings.divergence }
  /// The seq of the last state known: checked, or taken from the log.
  private var knownSeq: UInt64
  /// Seqs not checked so far, and records lost since ``knownSeq`` (why, and from which seq).
  private var unchecked: [UncheckedSeqs] = []
  private var lost: UncheckedSeqs?

  init(
    reduce: @escaping (inout State, Action) -> Void,
    userInfo: @escaping () -> [CodingUserInfoKey: Any], start: UInt64, end: UInt64,
    expected: JSONValue, policy: RedactionPolicy, memoizes: Bool = true
  ) throws {
    self.reduce = reduce
    self.userInfo = userInfo
    startSeq = start
    endSeq = end
    knownSeq = start
    encoder = TreeEncoder(policy: policy)
    memoizing = memoizes ? MemoizingTreeEncoder(encoder) : nil
    state = try Timeline.decode(
      State.self, from: expected, seq: start, what: "state", userInfo: userInfo())
    resyncSeq = start
    _ = findings.comparison.matches(expected, try encode(state, seq: start))
  }

  var report: ReplayReport {
    var unchecked = unchecked
    // Records lost with no state after them in the range: nothing past them was checked.
    if let lost { unchecked.append(lost) }
    return findings.report(startSeq: startSeq, resyncSeq: resyncSeq, unchecked: unchecked)
  }

  /// Takes one step the log's reader worked out (``ReplayLogReader``).
  mutating func take(_ step: ReplayStep<Action>) throws {
    switch step {
    case .check(let record, let logged, let action, let reads):
      try check(record, logged: logged, action: action.get(), reads: reads)
    case .resync(let logged, let seq):
      try resync(to: logged, seq: seq)
    case .lost(let reason, let seqs?):
      // Clipped to the replay's range: from the state after the start through the end.
      let first = max(seqs.lowerBound, startSeq + 1)
      let last = min(seqs.upperBound, endSeq)
      if first <= last { unchecked.append(UncheckedSeqs(seqs: first...last, reason: reason)) }
    case .lost(let reason, nil):
      noteLost(reason)
    case .failed(let error):
      throw error
    }
  }

  private mutating func check(
    _ record: ActionRecord, logged: JSONValue, action: Action, reads: RecordedReads?
  ) throws {
    let mismatch = RecordedReads.serving(reads) { reduce(&state, action) }
    let replayed = try encode(state, seq: record.seq)
    findings.checked += 1
    knownSeq = record.seq
    findings.check(
      seq: record.seq, summary: record.summary, logged: logged, replayed: replayed,
      mismatch: mismatch)
  }

  private mutating func resync(to logged: JSONValue, seq: UInt64) throws {
    state = try Timeline.decode(
      State.self, from: logged, seq: seq, what: "state", userInfo: userInfo())
    resyncSeq = seq
    if let lost, seq >= lost.seqs.lowerBound {
      unchecked.append(UncheckedSeqs(seqs: lost.seqs.lowerBound...seq, reason: lost.reason))
    }
    lost = nil
    knownSeq = seq
    findings.comparison.reset()
    _ = findings.comparison.matches(logged, try encode(state, seq: seq))
  }

  /// Records were lost after ``knownSeq``: the seqs from there go unchecked until the next
  /// resync (or the end). Losses before one resync make one range, their reasons joined.
  private mutating func noteLost(_ reason: String) {
    guard knownSeq < endSeq else { return }
    if let earlier = lost {
      lost?.reason = earlier.reason + "; " + reason
    } else {
      lost = UncheckedSeqs(seqs: (knownSeq + 1)...endSeq, reason: reason)
    }
  }

  private func encode(_ state: State, seq: UInt64) throws -> JSONValue {
    try ReplayedState.encode(state, seq: seq) { encodable in
      try memoizing?.encode(encodable) ?? encoder.encode(encodable)
    }
  }
}
