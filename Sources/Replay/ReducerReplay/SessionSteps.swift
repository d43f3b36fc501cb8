import Foundation
import JSONTree
import LogFormat
import ValueCoding

/// A replay's session as steps, read once from the log for shrinking and for effect orders: each
/// action decoded (or the step the caller gave), with the step that started the effect that sent
/// it, each out-of-band change, and a replay of any subset of them through the reducer with each
/// action's recorded dependency reads.
struct SessionSteps<State, Action> {
  /// Who reads the session: what its errors say, and whether a replay from the log takes an
  /// out-of-band change from the log (orders) or refuses it (shrinking).
  enum Purpose {
    case shrinking
    case orders
  }

  enum Change {
    case action(Action, ActionRecord)
    case outOfBand((inout State) throws -> Void)
  }

  struct Step {
    let seq: UInt64
    /// The index of the step whose effect sent this one, when it is in the session.
    let parent: Int?
    let change: Change
  }

  let steps: [Step]
  let timeline: Timeline
  let reduce: (inout State, Action) -> Void
  let makeState: () throws -> State
  let encode: (State) throws -> JSONValue
  /// Whether replayed pseudonyms are paired with the log's (the steps given hold clear secrets).
  let pairsPseudonyms: Bool
  let bindsReads: Bool
  let servesReads: Bool

  /// Reads `replay`'s session; `entries` are the log's records, when the caller has them already.
  init(
    _ replay: ReducerReplay<State, Action>, for purpose: Purpose,
    entries: [TimelineEntry]? = nil
  ) throws {
    let timeline = replay.timeline
    let start = timeline.firstSeq
    let policy = try timeline.header.recordedPolicy()
    var given: [ReducerReplay<State, Action>.Step]?
    var fromLog: ((JSONValue, UInt64) throws -> State)?
    switch replay.session {
    case .log:
      guard let decoding = replay.logDecoding, timeline.header.valueEncoding == "encodable" else {
        throw ReplayError(
          .actionsNotDecodable,
          "the actions of this log were recorded by reflection and cannot be decoded; "
            + (purpose == .shrinking
              ? "shrink a replay made with the steps given "
                + "(ReducerReplay(timeline:initialState:steps:))"
              : "record again with Encodable values, or check a replay made with the steps "
                + "given (ReducerReplay(timeline:initialState:steps:)), to replay other orders"))
      }
      let userInfo = replay.decodingUserInfo
      let logged = try timeline.state(at: start)
      // Decoded for each replay, so no shared box carries one replay's changes into the next.
      makeState = { try decoding.state(logged, start, userInfo()) }
      let encoder = TreeEncoder(policy: policy)
      encode = { state in
        guard let encodable = state as? any Encodable else {
          throw ReplayError(
            .encodingFailed, "\(State.self) is not Encodable, so states cannot be compared")
        }
        return try encoder.encode(encodable)
      }
      if purpose == .orders {
        fromLog = { tree, seq in try decoding.state(tree, seq, userInfo()) }
      }
      pairsPseudonyms = false
    case .steps(let initialState, let steps):
      given = steps
      makeState = { initialState }
      let encoder = ValueEncoder(policy: policy)
      encode = { encoder.encode($0, shared: SharedReferences()) }
      pairsPseudonyms = true
    }
    var steps: [Step] = []
    var indices: [UInt64: Int] = [:]
    var remaining = given?[...]
    let entries = try entries ?? timeline.entries(from: start, to: timeline.lastSeq)
    for entry in entries where entry.seq > start {
      let change: Change
      var parent: Int?
      switch entry.record {
      case .action(let record):
        if case .effect(let cause, _, _) = record.cause { parent = indices[cause] }
        if remaining != nil {
          guard case .action(let action)? = remaining?.popFirst() else {
            throw Self.mismatch(entry.seq, "the log has action \(record.summary)")
          }
          change = .action(action, record)
        } else if let decoding = replay.logDecoding {
          change = .action(try decoding.action(record, replay.decodingUserInfo()), record)
        } else {
          continue
        }
      case .outOfBand(let record):
        if let fromLog, remaining == nil {
          change = .outOfBand(Self.logged(record.change, seq: entry.seq, encode, fromLog))
          break
        }
        guard remaining != nil else {
          throw ReplayError(
            .invalidArgument,
            "seq \(entry.seq) is a change made outside any action, which a replay from the log "
              + "takes from the log; shrink a replay made with the steps given",
            seq: entry.seq)
        }
        guard case .outOfBand(let apply)? = remaining?.popFirst() else {
          throw Self.mismatch(entry.seq, "the log has a change made outside any action")
        }
        change = .outOfBand(apply)
      case .dropped, .gap:
        throw ReplayError(
          .stateDropped,
          purpose == .shrinking
            ? "the log lost records before seq \(entry.seq); shrinking needs every step"
            : "the log lost records before seq \(entry.seq); replaying other orders needs every "
              + "record",
          seq: entry.seq)
      default:
        continue
      }
      indices[entry.seq] = steps.count
      steps.append(Step(seq: entry.seq, parent: parent, change: change))
    }
    if let remaining, !remaining.isEmpty {
      throw ReplayError(
        .invalidArgument,
        "\(remaining.count) step(s) are left after the log's last record; pass the steps of the "
          + "recorded session only")
    }
    self.steps = steps
    self.timeline = timeline
    reduce = replay.reduce
    bindsReads = timeline.recordsDependencyReads
    servesReads = replay.servesRecordedReads
  }

  /// Applies the step at `index` to `state`.
  ///
  /// - Returns: How the step's dependency reads differed from the log's, if they did.
  func apply(_ index: Int, to state: inout State) throws -> DependencyMismatch? {
    switch steps[index].change {
    case .action(let action, let record):
      let reads =
        bindsReads ? RecordedReads(record.reads, seq: record.seq, serves: servesReads) : nil
      return RecordedReads.serving(reads) { reduce(&state, action) }
    case .outOfBand(let apply):
      try apply(&state)
      return nil
    }
  }

  /// Replays the steps at `kept` (ascending indices) from the starting state, handing `visit` each
  /// step's index, the state after it and how its dependency reads differed from the log's;
  /// stops when `visit` returns `false`.
  func replay(
    _ kept: [Int], visit: (Int, State, DependencyMismatch?) throws -> Bool
  ) throws {
    var state = try makeState()
    for index in kept {
      let mismatch = try apply(index, to: &state)
      guard try visit(index, state, mismatch) else { return }
    }
  }

  /// A change made outside any action, applied as the log has it: to the state's tree, then
  /// decoded.
  private static func logged(
    _ change: StateChange, seq: UInt64, _ encode: @escaping (State) throws -> JSONValue,
    _ decode: @escaping (JSONValue, UInt64) throws -> State
  ) -> (inout State) throws -> Void {
    { state in
      var tree = try encode(state)
      switch change {
      case .full(let full):
        tree = full
      case .delta(let operations):
        do {
          tree = try LogError.recordJSON { try JSONPatch.apply(operations, to: tree) }
        } catch let error as LogError {
          throw ReplayError(
            .malformedLog,
            "the change made outside any action at seq \(seq) does not apply to this order's "
              + "state: \(error.message)", seq: seq, underlying: error)
        }
      }
      state = try decode(tree, seq)
    }
  }

  private static func mismatch(_ seq: UInt64, _ what: String) -> ReplayError {
    ReplayError(
      .invalidArgument,
      "the steps do not follow the log at seq \(seq): \(what); pass the recorded session's "
        + "steps in order", seq: seq)
  }
}
