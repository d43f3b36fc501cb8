import LogFormat

/// One data block, inflated and parsed once: its records, where each state is made, and the
/// states materialised so far (sparse checkpoints) plus the inverse patches that step back.
///
/// A class, so the seek cache hands it out and mutates it without copying its many fields. Its
/// `let` properties are read anywhere; the materialised states (`checkpoints`, `inverses`,
/// `frontier`, `cursor`, `recent`) are only touched under the ``Timeline``'s cache lock.
final class ParsedBlock: @unchecked Sendable {
  /// One state made inside the block: its seq and the record that makes it.
  struct StatePoint {
    var seq: UInt64
    var recordIndex: Int
  }

  /// A checkpoint is kept every this many states, so any state is at most this many patches away.
  static let checkpointSpacing = 32

  let info: BlockInfo
  let records: [LogRecord]
  /// States in seq order; position 0 is the keyframe.
  let states: [StatePoint]
  /// Seqs the recorder dropped inside this block.
  let droppedRanges: [ClosedRange<UInt64>]
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

  /// Parses the raw records of a block.
  ///
  /// - Throws: ``ReplayError`` `.damagedBlock` when a record does not parse or the block does not
  ///   start with a keyframe.
  init(info: BlockInfo, raw: [RawRecord], formatMajor: UInt8) throws {
    var records: [LogRecord] = []
    records.reserveCapacity(raw.count)
    var decoder = BlockRecordDecoder(formatMajor: formatMajor)
    for record in raw {
      do {
        records.append(try decoder.decode(line: record.line))
      } catch let error as LogError {
        throw ReplayError.damaged(info, seq: record.seq, underlying: error)
      }
    }
    guard case .keyframe(let keyframe)? = records.first else {
      throw ReplayError.damaged(
        info, seq: nil,
        underlying: LogError(.malformedRecord, "the block does not start with a keyframe"))
    }
    var states = [StatePoint(seq: keyframe.seq, recordIndex: 0)]
    var dropped: [ClosedRange<UInt64>] = []
    for (index, record) in records.enumerated().dropFirst() {
      switch record {
      case .action, .outOfBand:
        states.append(StatePoint(seq: record.seq, recordIndex: index))
      case .dropped(let gap) where gap.count > 0 && gap.seq >= gap.count - 1:
        dropped.append((gap.seq - (gap.count - 1))...gap.seq)
      default:
        break
      }
    }
    self.info = info
    self.records = records
    self.states = states
    self.droppedRanges = dropped
    checkpoints[0] = keyframe.state
    frontier = (0, keyframe.state)
  }

  /// The seq of the last state the block makes.
  var lastSeq: UInt64 {
    max(states.last?.seq ?? info.firstSeq, droppedRanges.last?.upperBound ?? 0)
  }

  /// The position of the state `seq`, or `nil` when the block does not make it.
  func position(of seq: UInt64) -> Int? {
    var low = 0
    var high = states.count
    while low < high {
      let middle = (low + high) / 2
      if states[middle].seq < seq { low = middle + 1 } else { high = middle }
    }
    return low < states.count && states[low].seq == seq ? low : nil
  }

  /// The change the record at a state position makes (`nil` for the keyframe).
  func change(at position: Int) -> StateChange? {
    switch records[states[position].recordIndex] {
    case .action(let record): record.change
    case .outOfBand(let record): record.change
    case .keyframe(let record): .full(record.state)
    default: nil
    }
  }
}
