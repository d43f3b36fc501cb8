import ActionLog
import ComposableStore

/// Re-runs a log's actions through a reducer and checks every state it produces against the log:
/// a bug report's log becomes a regression check against a fixed build.
///
/// Replay takes the logged state at the start seq, decodes it as `R.State`, then for each logged
/// action decodes it as `R.Action`, runs `reduce(into:action:)` and discards the returned effect
/// (what effects sent is already in the log as actions). The new state is encoded as the recorder
/// did and compared with the logged one; the first difference stops the run. Out-of-band changes
/// are taken from the log. Needs a log recorded with `Encodable` values.
///
/// ```swift
/// let report = try ReducerReplay(Counter(), timeline: timeline).run()
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
public struct ReducerReplay<R: Reducer> where R.State: Decodable, R.Action: Decodable {
  /// The reducer under test.
  public let reducer: R
  /// The log to replay.
  public let timeline: Timeline
  /// Whether replayed states are encoded through a memo that reuses the trees of parts unchanged
  /// since the previous action (default `true`; see docs/Replay.md). Turn it off for a state type
  /// whose `encode(to:)` reads something outside its value (a global, the clock, a class instance
  /// it does not encode): every state is then encoded in full.
  public var reusesUnchangedParts = true

  /// Creates a replay of `timeline` through `reducer`.
  ///
  /// - Parameters:
  ///   - reducer: The app's root reducer, of the build to check.
  ///   - timeline: The log, recorded with `Encodable` values (`header.valueEncoding == "encodable"`).
  public init(_ reducer: R, timeline: Timeline) {
    self.reducer = reducer
    self.timeline = timeline
  }

  /// Replays the actions after `from` through `through` and reports the first divergence.
  ///
  /// Costs one decode of the start state, then per action: one action decode, one reduce, one
  /// encode of the whole state and one comparison.
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
    var run = try ReplayRun(
      reducer: reducer, start: start, expected: try timeline.state(at: start),
      policy: try Self.policy(of: header), memoizes: reusesUnchangedParts)
    let first = timeline.blockNumber(containing: start)
    for number in first..<timeline.dataBlocks.count {
      let info = timeline.dataBlocks[number]
      guard info.firstSeq <= end else { break }
      let block: ParsedBlock
      do {
        // The start block was just parsed into the seek cache for the start state; later blocks
        // are read once and not cached, so a replay does not evict the blocks a user looks at.
        block =
          number == first
          ? try timeline.parsedBlock(number) : try Timeline.parse(info, of: timeline.file)
      } catch {
        run.skippedDamagedBlock(info)
        continue
      }
      for record in block.records where record.seq > start {
        if record.seq > end { break }
        try run.replay(record)
        if run.divergence != nil { break }
      }
      if run.divergence != nil { break }
    }
    return run.report
  }

  private static func policy(of header: LogHeader) throws -> RedactionPolicy {
    guard header.redaction != .null else { return .default }
    do {
      return try RedactionPolicy(json: header.redaction)
    } catch let error as LogError {
      throw ReplayError.file(error)
    }
  }
}
