import JSONTree
import LogFormat
import ValueCoding

/// The running state of one ``ReducerReplay/run(from:through:)``: the logged state, the replayed
/// typed state, and what was found so far.
struct ReplayRun<State: Decodable, Action: Decodable> {
  let reduce: (inout State, Action) -> Void
  let userInfo: () -> [CodingUserInfoKey: Any]
  let startSeq: UInt64
  /// Encodes replayed states in full.
  let encoder: TreeEncoder
  /// Encodes replayed states reusing the trees of the parts an action left unchanged; `nil` when
  /// the replay asked for full encodes.
  let memoizing: MemoizingTreeEncoder?
  /// The logged state at ``lastSeq``, or `nil` after dropped records until a full state.
  var expected: JSONValue?
  var state: State
  /// The seq of the latest state seen.
  var lastSeq: UInt64
  /// The seq whose state was last taken from the log rather than replayed.
  var resyncSeq: UInt64
  var comparison = ReplayComparison()
  var checked = 0
  var divergence: Divergence?
  var notes: [String] = []
  /// Whether each action's logged dependency reads are bound for the reducer (``RecordedReads``).
  var bindsReads = false
  /// Whether they are served (else live values are checked against them).
  var servesReads = true

  init(
    reduce: @escaping (inout State, Action) -> Void,
    userInfo: @escaping () -> [CodingUserInfoKey: Any], start: UInt64, expected: JSONValue,
    policy: RedactionPolicy, memoizes: Bool = true
  ) throws {
    self.reduce = reduce
    self.userInfo = userInfo
    startSeq = start
    encoder = TreeEncoder(policy: policy)
    memoizing = memoizes ? MemoizingTreeEncoder(encoder) : nil
    self.expected = expected
    state = try Timeline.decode(
      State.self, from: expected, seq: start, what: "state", userInfo: userInfo())
    lastSeq = start
    resyncSeq = start
    _ = comparison.matches(expected, try encode(state, seq: start))
  }

  var report: ReplayReport {
    var hints = notes
    if let divergence {
      hints += ReplayHints.forDifference(
        expected: divergence.expected, replayed: divergence.replayed)
      if divergence.seq == resyncSeq + 1, resyncSeq > 0 {
        hints.append(ReplayHints.midLogStart(resyncSeq))
      }
    }
    if comparison.sawRedacted { hints.append(ReplayHints.redacted) }
    return ReplayReport(checked: checked, startSeq: startSeq, divergence: divergence, hints: hints)
  }

  mutating func replay(_ record: LogRecord) throws {
    switch record {
    case .action(let action):
      try replay(action)
    case .outOfBand(let change):
      try resync(to: try apply(change.change, seq: change.seq), seq: change.seq)
    case .dropped(let gap):
      expected = nil
      lastSeq = gap.seq
      notes.append(
        "the recorder dropped seqs \(gap.seq - min(gap.count, gap.seq + 1) + 1)…\(gap.seq); "
          + "replay resumed from the next full state")
    case .keyframe(let keyframe) where keyframe.seq > lastSeq || expected == nil:
      try resync(to: keyframe.state, seq: keyframe.seq)
    default:
      break
    }
  }

  mutating func skippedDamagedBlock(_ info: BlockInfo) {
    expected = nil
    notes.append(
      "block \(info.index) at byte \(info.offset) is damaged; its actions were not replayed and "
        + "replay resumed at the next keyframe")
  }

  private mutating func replay(_ record: ActionRecord) throws {
    let wasKnown = expected != nil && record.seq == lastSeq + 1
    let logged = try apply(record.change, seq: record.seq)
    guard wasKnown else {
      try resync(to: logged, seq: record.seq)
      return
    }
    let action = try Timeline.decode(
      Action.self, from: record.action, seq: record.seq, what: "action (\(record.summary))",
      userInfo: userInfo())
    let mismatch = RecordedReads.serving(
      bindsReads ? RecordedReads(record.reads, seq: record.seq, serves: servesReads) : nil
    ) { reduce(&state, action) }
    let replayed = try encode(state, seq: record.seq)
    checked += 1
    expected = logged
    lastSeq = record.seq
    guard !comparison.matches(logged, replayed) || mismatch != nil else { return }
    let shown = comparison.normalised(replayed, like: logged)
    divergence = Divergence(
      seq: record.seq, summary: record.summary, expected: logged, replayed: shown,
      diffText: StateDiff.text(from: logged, to: shown), dependency: mismatch)
  }

  private mutating func resync(to logged: JSONValue, seq: UInt64) throws {
    state = try Timeline.decode(
      State.self, from: logged, seq: seq, what: "state", userInfo: userInfo())
    expected = logged
    lastSeq = seq
    resyncSeq = seq
    comparison.reset()
    _ = comparison.matches(logged, try encode(state, seq: seq))
  }

  /// The logged state after a change; a delta needs the state before it.
  private func apply(_ change: StateChange, seq: UInt64) throws -> JSONValue {
    switch change {
    case .full(let state):
      return state
    case .delta(let operations):
      guard let expected, seq == lastSeq + 1 else {
        throw ReplayError(
          .malformedLog, "seq \(seq) carries a delta but the state before it is unknown", seq: seq)
      }
      do {
        return try LogError.recordJSON { try JSONPatch.apply(operations, to: expected) }
      } catch let error as LogError {
        throw ReplayError(
          .malformedLog, "the delta of seq \(seq) does not apply: \(error.message)", seq: seq,
          underlying: error)
      }
    }
  }

  private func encode(_ state: State, seq: UInt64) throws -> JSONValue {
    guard let encodable = state as? any Encodable else {
      throw ReplayError(
        .encodingFailed,
        "\(State.self) is not Encodable, so replayed states cannot be compared with the log; "
          + "make it Codable", seq: seq)
    }
    do {
      return try memoizing?.encode(encodable) ?? encoder.encode(encodable)
    } catch {
      throw ReplayError(
        .encodingFailed, "the replayed state at seq \(seq) does not encode: \(error)", seq: seq)
    }
  }
}
