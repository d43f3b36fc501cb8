import Foundation
import JSONTree
import LogFormat

extension RecordingWorker {
  /// Seq 0: the header, then the first block with the initial keyframe.
  func writeInitial(_ initial: InitialCapture) throws {
    encoding = StateEncoding(
      stateIsEncodable: initial.stateIsEncodable, policy: options.redaction,
      key: options.redactionKey, reusesUnchangedParts: options.reusesUnchangedParts)
    let tree = encodeState(initial.capture)
    secrets.learn(from: tree)
    let wall = initial.capture.wall
    let header = LogHeader(
      version: FormatVersion.current.description, writer: "tt-debug 0.1.0",
      created: "", wall: wall,
      session: options.session, stateType: initial.stateType, actionType: initial.actionType,
      stateShape: stateShape(of: tree), valueEncoding: encoding.valueEncoding,
      redaction: options.redaction.headerJSON, blocks: blockPolicy)
    let headerLine = LogRecord.header(header).line
    try writer.writeHeader(headerLine, time: UInt64(clamping: wall))
    tap.pass(headerLine)
    let keyframe = recordEncoder.keyframeLine(
      KeyframeRecord(seq: 0, state: tree), wall: wall, mono: initial.capture.mono)
    try writer.startBlock(keyframe: keyframe, seq: 0, time: UInt64(clamping: wall))
    tap.pass(keyframe)
    previousTree = tree
    lastSeq = 0
  }

  /// An action record: delta from the previous state, or the full state after dropped records.
  ///
  /// The state goes first, so a secret the reducer stored under a redacted key is learned before
  /// the action that brought it is written (see ``LearnedSecrets``).
  func writeAction(_ action: ActionCapture) throws {
    let capture = action.capture
    let tree = encodeState(capture)
    let change = try prepareStateRecord(capture, tree: tree)
    secrets.learn(from: change)
    var actionTree = encoding.encodeAction(action.action)
    secrets.learn(from: actionTree)
    let summary: String
    let summaryIsDerived: Bool
    if let redacted = secrets.redacting(actionTree) {
      // The recorder's summary shows the secret; the tree's own shows `<redacted>`.
      actionTree = redacted
      summary = jsonSummary(of: redacted)
      summaryIsDerived = true
    } else {
      summary = encoding.summarize(action.action)
      summaryIsDerived =
        summary == (encoding.jsonSummaryOfLastAction() ?? jsonSummary(of: actionTree))
    }
    var record = ActionRecord(
      seq: capture.seq, wall: capture.wall, mono: capture.mono,
      action: actionTree, summary: summary, cause: action.cause,
      route: routes.route(of: capture.state, sharedValues: encoding.shared.capturedValues),
      change: change)
    record.summaryIsDerived = summaryIsDerived
    record.reads = action.reads
    // Each block states the constants again, so a block read alone (or left after the
    // flight-recorder cap dropped the older ones) still has them.
    for (name, identifier) in action.environment where environmentInBlock[name] != identifier {
      record.environment[name] = identifier
      environmentInBlock[name] = identifier
    }
    try append(.action(record))
    actionsWritten += 1
    finishStateRecord(capture.seq, tree: tree)
  }

  /// An out-of-band record: shared state changed outside any action.
  func writeOutOfBand(_ capture: StateCapture) throws {
    let tree = encodeState(capture)
    let change = try prepareStateRecord(capture, tree: tree)
    secrets.learn(from: change)
    let record = OutOfBandRecord(
      seq: capture.seq, wall: capture.wall, mono: capture.mono, change: change,
      shared: capture.changedReferences.map { encoding.shared.id(of: $0) }.sorted())
    try append(.outOfBand(record))
    finishStateRecord(capture.seq, tree: tree)
  }

  /// The last records: any dropped tail, then `close`; seals the file.
  func writeClose(time: (wall: Int64, mono: Int64), droppedBefore: UInt64) throws {
    if droppedBefore > 0 {
      try writeDropped(count: droppedBefore, endingAt: lastSeq + droppedBefore, time: time)
      lastSeq += droppedBefore
    }
    if previousTree != nil {
      try append(
        .close(
          CloseRecord(
            seq: lastSeq, wall: time.wall, mono: time.mono, actions: actionsWritten,
            dropped: statesDropped)))
    }
    try writer.close()
  }

  /// Opens a new block when one is due, writes a `dropped` record for seqs lost just before this
  /// capture, and returns how the record carries its state.
  func prepareStateRecord(_ capture: StateCapture, tree: JSONValue) throws -> StateChange {
    if writer.needsNewBlock, let previousTree {
      environmentInBlock = [:]
      let keyframe = recordEncoder.keyframeLine(
        KeyframeRecord(seq: lastSeq, state: previousTree), wall: recordEncoder.wall,
        mono: recordEncoder.mono)
      try writer.startBlock(keyframe: keyframe, seq: lastSeq, time: UInt64(clamping: capture.wall))
      tap.pass(keyframe)
      if var background {
        background.seq = lastSeq
        try append(.appPhase(background))
      }
    }
    guard capture.droppedBefore == 0, let previousTree else {
      if capture.droppedBefore > 0 {
        try writeDropped(
          count: capture.droppedBefore, endingAt: capture.seq - 1,
          time: (capture.wall, capture.mono))
      }
      return .full(tree)
    }
    let delta = JSONPatch.diff(from: previousTree, to: tree)
    // Deltas are almost always small; only one that may be large is worth measuring against the
    // state, and a bound that counts only the values it carries says which may be.
    if Self.byteBound(of: delta) > Self.largeDeltaBytes {
      var written: [UInt8] = []
      JSONPatch.write(delta, into: &written)
      let deltaBytes = written.count
      if deltaBytes > Self.largeDeltaBytes && deltaBytes > tree.jsonByteCount {
        return .full(tree)
      }
    }
    return .delta(delta)
  }

  /// Remembers the written state.
  func finishStateRecord(_ seq: UInt64, tree: JSONValue) {
    previousTree = tree
    lastSeq = seq
  }

  func writeDropped(count: UInt64, endingAt seq: UInt64, time: (wall: Int64, mono: Int64)) throws {
    statesDropped += count
    try append(
      .dropped(
        DroppedRecord(
          seq: seq, count: count, wall: time.wall, mono: time.mono, reason: "queue full")))
  }

  /// Appends a record line to the open block.
  func append(_ record: LogRecord) throws {
    let line = recordEncoder.line(for: record)
    try writer.append(line)
    tap.pass(line)
  }

  /// The block policy for the header: `flushEvery` (what a crash may lose), then only the values
  /// that differ from the documented defaults (docs/LogFormat.md, "header").
  var blockPolicy: JSONValue {
    let options = writer.options
    let defaults = LogWriter.Options()
    var object: JSONObject = ["flushEvery": .int(Int64(options.flushEvery))]
    let values: [(String, Int, Int)] = [
      ("byteLimit", options.blockByteLimit, defaults.blockByteLimit),
      ("minRecords", options.minRecordsPerBlock, defaults.minRecordsPerBlock),
      ("keyframeRatio", options.keyframeRatio, defaults.keyframeRatio),
      ("minBytes", options.minBlockBytes, defaults.minBlockBytes),
    ]
    for (name, value, standard) in values where value != standard {
      object[name] = .int(Int64(value))
    }
    return .object(object)
  }

  /// A delta at most this long is written as one, whatever the state's size.
  static let largeDeltaBytes = 512

  /// At least as many bytes as `delta` takes when written: each operation's value, counted, plus
  /// its pointer as if every byte were escaped and room for the rest of the operation.
  static func byteBound(of delta: [PatchOperation]) -> Int {
    func length(_ pointer: JSONPointer) -> Int {
      pointer.tokens.reduce(0) { $0 + $1.utf8.count + 1 }
    }
    var bound = 2
    for operation in delta {
      var pointerBytes = length(operation.path)
      switch operation {
      case .move(let from, _), .copy(let from, _): pointerBytes += length(from)
      case .add, .remove, .replace, .test: break
      }
      bound += 64 + 6 * pointerBytes + (value(of: operation).map(byteBound(of:)) ?? 0)
    }
    return bound
  }

  /// At least as many bytes as `value` takes when written: a scalar's longest form, a
  /// container's count.
  private static func byteBound(of value: JSONValue) -> Int {
    switch value {
    case .null, .bool: 5
    case .int, .uint: 20
    case .double: 32
    case .string(let text): 2 + 6 * text.utf8.count
    case .array, .object: value.jsonByteCount
    }
  }

  /// The value an `add`, `replace` or `test` operation carries.
  static func value(of operation: PatchOperation) -> JSONValue? {
    switch operation {
    case .add(_, let value), .replace(_, let value), .test(_, let value): value
    case .remove, .move, .copy: nil
    }
  }
}
