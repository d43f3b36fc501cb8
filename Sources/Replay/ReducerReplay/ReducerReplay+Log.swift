import JSONTree
import LogFormat
import ValueCoding

extension ReducerReplay where State: Decodable, Action: Decodable {
  /// A replay from the log (``init(timeline:reduce:)``): decodes the start state and each action.
  func runLog(from: UInt64?, through: UInt64?) throws -> ReplayReport {
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
      run.findings.notes.append(ReplayHints.liveDependencies(timeline.file.version))
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
