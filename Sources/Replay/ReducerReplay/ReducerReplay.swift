import Foundation
import JSONTree
import LogFormat
import ValueCoding

/// Re-runs a log's actions through a reduce function and checks every state it produces against the
/// log: a bug report's log becomes a regression check against a fixed build.
///
/// Any store works: replay needs only a function that changes a state for an action. Replay takes
/// the logged state at the start seq, decodes it as `State`, then for each logged action decodes it
/// as `Action`, runs `reduce` (a store's reducer with its effects ignored)
/// (what effects sent is already in the log as actions). The new state is encoded as the recorder
/// did and compared with the logged one; the first difference stops the run. Out-of-band changes
/// are taken from the log. Needs a log recorded with `Encodable` values.
///
/// ```swift
/// let report = try ReducerReplay(timeline: timeline) { (state: inout Counter.State, action) in
///   _ = Counter().reduce(into: &state, action: action)
/// }.run()
/// if let divergence = report.divergence {
///   print("seq \(divergence.seq): \(divergence.summary)")
///   print(divergence.diffText)
/// }
/// ```
///
/// ```text
/// seq 7: incrementButtonTapped
///   {
/// -   "count": 7
/// +   "count": 8
///   }
/// ```
public struct ReducerReplay<State: Decodable, Action: Decodable> {
  /// The reduce function under test: the app's root reducer with its effects ignored.
  public let reduce: (inout State, Action) -> Void
  /// The log to replay.
  public let timeline: Timeline
  /// Whether replayed states are encoded through a memo that reuses the trees of parts unchanged
  /// since the previous action (default `true`; see docs/Replay.md). Turn it off for a state type
  /// whose `encode(to:)` reads something outside its value (a global, the clock, a class instance
  /// it does not encode): every state is then encoded in full.
  public var reusesUnchangedParts = true

  /// Whether the values the reducer read from its dependencies while recording (format 3.1 logs)
  /// are served back to it, through ``RecordedReads/current`` (default `true`). A read the log has
  /// no value for is a divergence. Off, the reducer reads its live dependencies and the first live
  /// value that differs from the logged one is the divergence: which action depends on them.
  public var servesRecordedReads = true

  /// Values for the decoder's `userInfo` when states and actions are decoded, made fresh for each
  /// decode (a store's glue sets what its shared references need to be rebuilt as one box per id).
  /// With ``readsAhead``, it is called for actions on the reading thread.
  public var decodingUserInfo: () -> [CodingUserInfoKey: Any] = { [:] }

  /// Whether the log is read on a second thread while the reducer runs (default `true`): reading,
  /// inflating and parsing blocks, patching the logged states and decoding the actions of the next
  /// records overlap with reducing, encoding and comparing the current ones. The reducer, the
  /// encoding of its states and the decoding of states stay on the caller's thread; the report is
  /// the same either way. Turn it off for an `Action` whose `init(from:)` must run on the
  /// caller's thread (it reads a thread-local or main-actor value).
  public var readsAhead = true

  /// Whether an action logged again with exactly the same tree is handed out again rather than
  /// decoded again (default `true`). Only actions that hold no class instance or shared reference
  /// are reused, and only within one run. Turn it off for an `Action` whose `init(from:)` gives
  /// different values for the same JSON (it reads a global, the clock, or a counter).
  public var reusesDecodedActions = true

  /// How the reading thread hands steps over: per batch, and how many batches ahead at most (tests
  /// make both small to exercise waiting on either side).
  var readAhead = (batchSize: 32, capacity: 8)

  /// Creates a replay of `timeline` through `reduce`.
  ///
  /// - Parameters:
  ///   - timeline: The log, recorded with `Encodable` values (`header.valueEncoding == "encodable"`).
  ///   - reduce: Changes a state for an action, as the build to check does; effects are ignored
  ///     (what they sent is in the log as actions).
  public init(timeline: Timeline, reduce: @escaping (inout State, Action) -> Void) {
    self.reduce = reduce
    self.timeline = timeline
  }

  /// Replays the actions after `from` through `through` and reports the first divergence.
  ///
  /// Costs one decode of the start state, then per action: one action decode (or a reused
  /// action, ``reusesDecodedActions``), one reduce, one encode of the state through the memo and
  /// one comparison. With ``readsAhead``, reading the log and decoding actions run on a second
  /// thread, which has stopped when this returns or throws.
  ///
  /// - Parameters:
  ///   - from: The seq whose logged state replay starts from; default ``Timeline/firstSeq``.
  ///   - through: The last seq to check; default ``Timeline/lastSeq``.
  /// - Returns: The report; its `divergence` is `nil` when every state matched.
  /// - Throws: ``ReplayError`` `.actionsNotDecodable` for a log recorded by reflection,
  ///   `.seqOutOfRange`/`.invalidArgument` for bad bounds, `.decodingFailed` when the start state
  ///   or an action does not decode, `.encodingFailed`, `.malformedLog`, and what
  ///   ``Timeline/state(at:)`` throws for the start seq.
  public func run(from: UInt64? = nil, through: UInt64? = nil) throws -> ReplayReport {
    let header = timeline.header
    guard header.valueEncoding == "encodable" else {
      throw ReplayError(
        .actionsNotDecodable,
        "the actions of this log were recorded by reflection (\"\(header.valueEncoding)\") and "
          + "cannot be decoded; make the state and action types Codable and record again with "
          + "Encodable values to replay reducers")
    }
    let start = from ?? timeline.firstSeq
    let end = through ?? timeline.lastSeq
    try timeline.checkRange(start)
    try timeline.checkRange(end)
    guard start <= end else {
      throw ReplayError(.invalidArgument, "replay from \(start) through \(end) is backwards")
    }
    let expected = try timeline.state(at: start)
    let policy = try header.recordedPolicy()
    let reader = self.reader(from: start, through: end, expected: expected)
    let pipeline =
      readsAhead
      ? ReplayPipeline(reader, batchSize: readAhead.batchSize, capacity: readAhead.capacity) : nil
    defer { pipeline?.stop() }
    // With a pipeline, the start state is decoded and encoded while the first block is parsed.
    var run = try ReplayRun(
      reduce: reduce, userInfo: decodingUserInfo, start: start, end: end, expected: expected,
      policy: policy, memoizes: reusesUnchangedParts)
    if !timeline.recordsDependencyReads {
      run.notes.append(ReplayHints.liveDependencies(timeline.file.version))
    }
    if let pipeline {
      reading: while let batch = pipeline.next() {
        for step in batch {
          try run.take(step)
          if run.divergence != nil { break reading }
        }
        pipeline.recycle(batch)
      }
    } else {
      var serial = reader
      var failure: (any Error)?
      serial.read { step in
        do {
          try run.take(step)
        } catch {
          failure = error
          return false
        }
        return run.divergence == nil
      }
      if let failure { throw failure }
    }
    return run.report
  }

  /// The log's side of a run: reads the records after `start` through `end`, following the logged
  /// state from `expected` and decoding the actions (reusing those met before, if asked).
  private func reader(from start: UInt64, through end: UInt64, expected: JSONValue)
    -> ReplayLogReader<Action>
  {
    let userInfo = decodingUserInfo
    let decoded = reusesDecodedActions ? DecodedActions<Action>() : nil
    var reader = ReplayLogReader<Action>(
      timeline: timeline, start: start, end: end, expected: expected
    ) { record in
      func decode() throws -> Action {
        try Timeline.decode(
          Action.self, from: record.action, seq: record.seq, what: "action (\(record.summary))",
          userInfo: userInfo())
      }
      return try decoded?.action(for: record.action, decode: decode) ?? decode()
    }
    reader.bindsReads = timeline.recordsDependencyReads
    reader.servesReads = servesRecordedReads
    return reader
  }
}
