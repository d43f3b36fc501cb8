import JSONTree
import LogFormat
import LogReading

/// One data block, inflated once and parsed only as far as it was needed: where each state is made,
/// its records parsed so far, and the states materialised so far (sparse checkpoints) plus the
/// inverse patches that step back.
///
/// A class, so the seek cache hands it out and mutates it without copying its many fields. Its
/// `let` properties are read anywhere; the parsed prefix of its records is behind its own lock
/// (``ParsedRecords``); the materialised states (`checkpoints`, `inverses`, `frontier`, `cursor`,
/// `recent`) are only touched under the ``Timeline``'s cache lock.
final class ParsedBlock: @unchecked Sendable {
  /// One state made inside the block: its seq and the record that makes it.
  struct StatePoint {
    var seq: UInt64
    var recordIndex: Int
  }

  /// A checkpoint is kept every this many states, so any state is at most this many patches away.
  static let checkpointSpacing = 32

  let info: BlockInfo
  /// States in seq order; position 0 is the keyframe. Read from the records' line prefixes, so a
  /// block's states are known before its records are parsed.
  let states: [StatePoint]
  /// The time of the keyframe's state, when the keyframe wrote one (format 2 and later).
  let keyframeWall: Int64?
  /// How many records the block holds, parsed or not.
  let recordCount: Int
  /// Seqs the recorder dropped inside this block.
  let droppedRanges: [ClosedRange<UInt64>]
  /// Set when the block fails its CRC and holds only the records of its segments before the
  /// damage (format 3.3).
  let salvage: LogError?
  /// The block's records as stored, and those parsed so far (in order: format 2 and 3 records
  /// are relative to the one before).
  let prefix: LockedValue<ParsedRecords>
  /// Whether a record of the block does not parse or replay, once asked (see ``hasBadRecord``).
  private let badRecordFound = LockedValue<Bool?>(nil)
  private let formatMajor: UInt8
  /// Materialised states by position: the keyframe, every 32nd state, and full states.
  var checkpoints: [Int: JSONValue] = [:]
  /// Operations turning the state at a position into the one before it, up to the frontier.
  var inverses: [Int: [PatchOperation]] = [:]
  /// The furthest position walked to from the keyframe, and its state.
  var frontier: (position: Int, state: JSONValue)
  /// The last position handed out, and its state.
  var cursor: (position: Int, state: JSONValue)?
  /// States handed out lately and the few a forward walk passed just before them (built on the
  /// way for free), oldest first: the first steps back from a warm position, and forward again,
  /// are lookups, not patches.
  var recent: [(position: Int, state: JSONValue)] = []
  /// How many states ``recent`` holds; they share most of their storage, so this costs little.
  static let recentCapacity = 6

  /// Reads where the states of a block are made and parses its keyframe; the other records are
  /// parsed when a state or ``records`` needs them.
  ///
  /// - Throws: ``ReplayError`` `.damagedBlock` when the keyframe or a `dropped` record does not
  ///   parse, or the block does not start with a keyframe.
  init(info: BlockInfo, raw: [RawRecord], formatMajor: UInt8, salvage: LogError? = nil) throws {
    var prefix = ParsedRecords(raw: raw, formatMajor: formatMajor)
    try prefix.parse(through: 0, info: info)
    guard case .keyframe(let keyframe)? = prefix.records.first else {
      throw ReplayError.damaged(
        info, seq: nil,
        underlying: LogError(.malformedRecord, "the block does not start with a keyframe"))
    }
    keyframeWall = prefix.keyframeWall
    var states = [StatePoint(seq: keyframe.seq, recordIndex: 0)]
    var dropped: [ClosedRange<UInt64>] = []
    for (index, record) in raw.enumerated().dropFirst() {
      switch record.kind {
      case "action", "oob":
        states.append(StatePoint(seq: record.seq, recordIndex: index))
      case "dropped":
        // Only the count matters here; a decoder of its own leaves the times relative.
        var decoder = BlockRecordDecoder(formatMajor: formatMajor)
        let parsed: LogRecord
        do {
          parsed = try decoder.decode(record)
        } catch let error as LogError {
          throw ReplayError.damaged(info, seq: record.seq, underlying: error)
        }
        if case .dropped(let gap) = parsed, gap.count > 0, gap.seq >= gap.count - 1 {
          dropped.append((gap.seq - (gap.count - 1))...gap.seq)
        }
      default:
        break
      }
    }
    self.info = info
    self.formatMajor = formatMajor
    self.recordCount = raw.count
    self.states = states
    self.droppedRanges = dropped
    self.salvage = salvage
    self.prefix = LockedValue(prefix)
    checkpoints[0] = keyframe.state
    frontier = (0, keyframe.state)
  }

  /// Every record of the block, keyframe first, parsing those not parsed yet.
  ///
  /// - Throws: ``ReplayError`` `.damagedBlock` when a record does not parse.
  var records: [LogRecord] {
    get throws { try records(through: Int.max) }
  }

  /// The records up to and including index `last` (all of them when `last` is past the end),
  /// parsing those not parsed yet.
  ///
  /// - Throws: ``ReplayError`` `.damagedBlock` when a record does not parse.
  func records(through last: Int) throws -> [LogRecord] {
    try prefix.withLock { prefix in
      try prefix.parse(through: last, info: info)
      return prefix.records
    }
  }

  /// The records parsed so far, keyframe first (up to the first that did not parse, if one did).
  var parsedRecords: [LogRecord] {
    prefix.withLock { $0.records }
  }

  /// Whether a record of the block does not parse, or its delta does not apply (the block's
  /// bytes pass their checks): the ``Timeline/survey`` then has a gap here. Replays the block on
  /// the first call.
  var hasBadRecord: Bool {
    if let known = badRecordFound.withLock({ $0 }) { return known }
    let raw = prefix.withLock { $0.raw }
    let found = BlockRecordCheck.firstBadRecord(raw, formatMajor: formatMajor) != nil
    badRecordFound.withLock { $0 = found }
    return found
  }

  /// The index of the last record whose seq is at most `seq` (-1 when none is).
  func lastRecordIndex(atOrBefore seq: UInt64) -> Int {
    prefix.withLock { $0.raw.lastIndex { $0.seq <= seq } ?? -1 }
  }

  /// Whether ``hasBadRecord`` replayed the block.
  var wasReplayedForBadRecords: Bool { badRecordFound.withLock { $0 != nil } }

  /// The seq of the last state the block makes.
  var lastSeq: UInt64 {
    max(states.last?.seq ?? info.firstSeq, droppedRanges.last?.upperBound ?? 0)
  }

  /// The position of the state `seq`, or `nil` when the block does not make it.
  ///
  /// Looks beside the cursor first, so a step from the position just handed out needs no binary
  /// search over a long block's states.
  func position(of seq: UInt64) -> Int? {
    if let near = cursor?.position {
      for position in max(near - 2, 0)...min(near + 2, states.count - 1)
      where states[position].seq == seq {
        return position
      }
    }
    var low = 0
    var high = states.count
    while low < high {
      let middle = (low + high) / 2
      if states[middle].seq < seq { low = middle + 1 } else { high = middle }
    }
    return low < states.count && states[low].seq == seq ? low : nil
  }

  /// The change a record makes to the state (`nil` for a record that makes no state).
  static func change(of record: LogRecord) -> StateChange? {
    switch record {
    case .action(let record): record.change
    case .outOfBand(let record): record.change
    case .keyframe(let record): .full(record.state)
    default: nil
    }
  }
}
