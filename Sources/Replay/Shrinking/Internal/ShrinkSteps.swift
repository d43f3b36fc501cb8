import Foundation
import JSONTree
import LogFormat
import ValueCoding

/// A session made ready for shrinking: its steps read once (actions decoded, or the steps the
/// caller gave), each with the step that started the effect that sent it, and a replay of any
/// subset of them through the reducer with each action's recorded dependency reads.
struct ShrinkSteps<State, Action> {
  enum Change {
    case action(Action, ActionRecord)
    case outOfBand((inout State) -> Void)
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

  init(_ replay: ReducerReplay<State, Action>) throws {
    let timeline = replay.timeline
    let start = timeline.firstSeq
    let policy = try timeline.header.recordedPolicy()
    var given: [ReducerReplay<State, Action>.Step]?
    switch replay.session {
    case .log:
      guard let decoding = replay.logDecoding, timeline.header.valueEncoding == "encodable" else {
        throw ReplayError(
          .actionsNotDecodable,
          "the actions of this log were recorded by reflection and cannot be decoded; shrink a "
            + "replay made with the steps given (ReducerReplay(timeline:initialState:steps:))")
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
    for entry in try timeline.entries(from: start, to: timeline.lastSeq) where entry.seq > start {
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
      case .outOfBand:
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
          "the log lost records before seq \(entry.seq); shrinking needs every step",
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

  /// Replays the steps at `kept` (ascending indices) from the starting state, handing `visit` each
  /// step's index, the state after it and how its dependency reads differed from the log's;
  /// stops when `visit` returns `false`.
  func replay(
    _ kept: [Int], visit: (Int, State, DependencyMismatch?) throws -> Bool
  ) throws {
    var state = try makeState()
    for index in kept {
      var mismatch: DependencyMismatch?
      switch steps[index].change {
      case .action(let action, let record):
        let reads =
          bindsReads ? RecordedReads(record.reads, seq: record.seq, serves: servesReads) : nil
        mismatch = RecordedReads.serving(reads) { reduce(&state, action) }
      case .outOfBand(let apply):
        apply(&state)
      }
      guard try visit(index, state, mismatch) else { return }
    }
  }

  private static func mismatch(_ seq: UInt64, _ what: String) -> ReplayError {
    ReplayError(
      .invalidArgument,
      "the steps do not follow the log at seq \(seq): \(what); pass the recorded session's "
        + "steps in order", seq: seq)
  }
}
