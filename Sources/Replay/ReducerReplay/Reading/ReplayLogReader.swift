import JSONTree
import LogFormat

/// The log's side of a reducer replay: reads the blocks from the start seq through the end seq,
/// follows the logged state from delta to delta and decodes each action, handing one
/// ``ReplayStep`` per record that matters to `emit`.
///
/// It depends only on the log, never on what the reducer did, so it can run ahead of the reducer
/// on another thread (``ReplayPipeline``); run inline, it is the serial replay. Blocks are parsed
/// a few records at a time as steps are handed on; a block that does not inflate is skipped
/// whole, and one with a record that does not parse is replayed up to that record.
struct ReplayLogReader<Action: Decodable> {
  let timeline: Timeline
  let start: UInt64
  let end: UInt64
  /// Decodes an action record's action.
  let decode: (ActionRecord) throws -> Action
  /// Whether each action's logged dependency reads are bound for the reducer, and whether they
  /// are served (else live values are checked against them): ``RecordedReads``.
  var bindsReads = false
  var servesReads = true
  /// The logged state after ``lastSeq``, or `nil` after dropped records or a damaged block.
  private var expected: JSONValue?
  /// The seq of the latest state seen.
  private var lastSeq: UInt64

  /// A reader whose logged state starts as `expected`, the state at `start`.
  init(
    timeline: Timeline, start: UInt64, end: UInt64, expected: JSONValue,
    decode: @escaping (ActionRecord) throws -> Action
  ) {
    self.timeline = timeline
    self.start = start
    self.end = end
    self.expected = expected
    self.lastSeq = start
    self.decode = decode
  }

  /// Records parsed at a time: steps are handed on as a block is parsed, not after the whole
  /// block (a block holds hundreds of records; the reducer would wait for all of them).
  static var parseChunk: Int { 32 }

  /// Reads the log, handing each step to `emit` in order, until the end seq, a failure, or `emit`
  /// returns `false`.
  mutating func read(emit: (ReplayStep<Action>) -> Bool) {
    let first = timeline.blockNumber(containing: start)
    for number in first..<timeline.dataBlocks.count {
      let info = timeline.dataBlocks[number]
      guard info.firstSeq <= end else { return }
      let block: ParsedBlock
      do {
        // The start block was just parsed into the seek cache for the start state, and opening
        // the log parsed the last one; other blocks are read once and not cached, so a replay
        // does not evict the blocks a user looks at.
        block =
          number == first
          ? try timeline.parsedBlock(number)
          : try timeline.cachedBlock(number) ?? Timeline.parse(info, of: timeline.file)
      } catch {
        expected = nil
        guard emit(.lost("block \(info.index) at byte \(info.offset) is damaged")) else { return }
        continue
      }
      var handed = 0
      while handed < block.recordCount {
        var damage: (any Error)?
        let records: [LogRecord]
        do {
          records = try block.records(through: handed + Self.parseChunk - 1)
        } catch {
          // The records before the one that does not parse are replayed; the rest are not.
          damage = error
          records = block.parsedRecords
        }
        for record in records[handed...] where record.seq > start {
          if record.seq > end { return }
          guard let step = step(for: record) else { continue }
          guard emit(step) else { return }
          if case .failed = step { return }
        }
        handed = records.count
        if let damage {
          let seq = (damage as? ReplayError)?.seq
          // A bad line past the end seq is outside what was asked for: nothing more to read.
          if let seq, seq > end { return }
          expected = nil
          let from = seq.map { "from seq \($0)" } ?? "past its start"
          guard emit(.lost("block \(info.index) at byte \(info.offset) is damaged \(from)"))
          else { return }
          break
        }
      }
    }
  }

  /// The step for one record, or `nil` for a record that changes nothing replay checks.
  private mutating func step(for record: LogRecord) -> ReplayStep<Action>? {
    switch record {
    case .action(let action):
      let wasKnown = expected != nil && action.seq == lastSeq + 1
      let logged: JSONValue
      do {
        logged = try apply(action.change, seq: action.seq)
      } catch {
        return .failed(error)
      }
      expected = logged
      lastSeq = action.seq
      guard wasKnown else { return .resync(logged, seq: action.seq) }
      return .check(
        action, logged: logged, action: Result { try decode(action) },
        reads: bindsReads
          ? RecordedReads(action.reads, seq: action.seq, serves: servesReads) : nil)
    case .outOfBand(let change):
      do {
        let logged = try apply(change.change, seq: change.seq)
        expected = logged
        lastSeq = change.seq
        return .resync(logged, seq: change.seq)
      } catch {
        return .failed(error)
      }
    case .dropped(let gap):
      expected = nil
      lastSeq = gap.seq
      return .lost(
        "the recorder dropped seqs \(gap.seq - min(gap.count, gap.seq + 1) + 1)…\(gap.seq)")
    case .gap(let gap) where gap.first <= end:
      // A recovered copy: the seqs its source lost to damage are absent here, not replayed. The
      // record follows the keyframe that ends the gap, when the copy has one.
      let reason = "lost before this copy was recovered (\(gap.reason))"
      if let last = gap.last, expected != nil, lastSeq >= last, gap.first <= last {
        return .lost(reason, seqs: gap.first...last)
      }
      expected = nil
      lastSeq = max(lastSeq, gap.seq)
      return .lost(reason)
    case .keyframe(let keyframe) where keyframe.seq > lastSeq || expected == nil:
      expected = keyframe.state
      lastSeq = keyframe.seq
      return .resync(keyframe.state, seq: keyframe.seq)
    default:
      return nil
    }
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
}
