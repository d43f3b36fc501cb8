import LogFormat

/// A full check of a log: every block's CRC and framing, seq continuity, and every keyframe equal
/// to the replay of the deltas before it. `tt-debug verify` prints it.
///
/// ```swift
/// let check = LogVerification(try LogFile(path: "session.ttlog"))
/// print(check.problems.isEmpty ? "ok" : check.problems.map(\.line).joined(separator: "\n"))
/// ```
///
/// ```text
/// ok
/// ```
public struct LogVerification: Sendable {
  /// One thing wrong, and where.
  public struct Problem: Equatable, Sendable {
    /// The block index, where known.
    public var block: Int?
    /// The byte offset in the file, where known.
    public var offset: Int?
    /// The seq, where known.
    public var seq: UInt64?
    /// What is wrong.
    public var text: String

    /// `block 2 at byte 1234, seq 17: text`.
    public var line: String {
      let place = [
        block.map { "block \($0)" }, offset.map { "at byte \($0)" }, seq.map { "seq \($0)" },
      ].compactMap { $0 }.joined(separator: " ")
      return place.isEmpty ? text : "\(place.replacingSpaceBeforeSeq): \(text)"
    }
  }

  /// Everything wrong, in file order; empty for a clean log.
  public private(set) var problems: [Problem] = []
  /// Blocks read.
  public private(set) var blocks = 0
  /// Records read.
  public private(set) var records = 0
  /// Keyframes compared with the replay before them.
  public private(set) var keyframesCompared = 0

  /// Reads every block of `log`.
  public init(_ log: LogFile) {
    switch log.status {
    case .closed: break
    case .crashed(let tail):
      problems.append(
        Problem(
          block: tail.block,
          offset: tail.block.flatMap { index in log.blocks.first { $0.index == index }?.offset },
          seq: nil,
          text:
            "the log was not closed (the app stopped while recording); \(tail.recoveredRecords) "
            + "record(s) recovered from the open tail, \(tail.discardedBytes) byte(s) discarded"))
    case .damaged(let errors):
      problems += errors.map(Self.problem)
    }
    var state: JSONValue?
    var lastSeq: UInt64?
    var decoder = BlockRecordDecoder(formatMajor: log.version.major)
    for block in log.blocks {
      blocks += 1
      let raws: [RawRecord]
      do {
        raws = try log.records(inBlock: block.index)
      } catch {
        append(Self.problem(error, block: block))
        state = nil
        lastSeq = nil
        continue
      }
      guard block.kind == .data else {
        records += raws.count
        continue
      }
      for (position, raw) in raws.enumerated() {
        records += 1
        let record: LogRecord
        do {
          record = try decoder.decode(line: raw.line)
        } catch {
          append(Self.problem(error, block: block, seq: raw.seq))
          state = nil
          continue
        }
        check(record, first: position == 0, block: block, state: &state, lastSeq: &lastSeq)
        if position == 0, log.isTrimmed, block.index == 1 { lastSeq = record.seq }
      }
    }
  }

  private mutating func check(
    _ record: LogRecord, first: Bool, block: BlockInfo, state: inout JSONValue?,
    lastSeq: inout UInt64?
  ) {
    func report(_ text: String) {
      append(Problem(block: block.index, offset: block.offset, seq: record.seq, text: text))
    }
    switch record {
    case .keyframe(let keyframe):
      if let lastSeq, keyframe.seq != lastSeq {
        report("keyframe seq \(keyframe.seq) does not continue from seq \(lastSeq)")
      }
      if let replayed = state {
        keyframesCompared += 1
        if replayed != keyframe.state {
          report("the keyframe differs from the replay of the deltas before it")
        }
      }
      state = keyframe.state
      lastSeq = keyframe.seq
    case .action, .outOfBand:
      if let previous = lastSeq, record.seq != previous + 1 {
        report("seq \(record.seq) follows seq \(previous); seqs must be consecutive")
      }
      lastSeq = record.seq
      let change: StateChange
      switch record {
      case .action(let action): change = action.change
      case .outOfBand(let oob): change = oob.change
      default: return
      }
      switch change {
      case .full(let full): state = full
      case .delta(let operations):
        guard let current = state else { return }
        do {
          state = try JSONPatch.apply(operations, to: current)
        } catch {
          report("its delta does not apply to the state before it")
          state = nil
        }
      }
    case .dropped(let dropped):
      lastSeq = dropped.seq
      state = nil
    default:
      break
    }
    _ = first
  }

  private mutating func append(_ problem: Problem) {
    if !problems.contains(problem) { problems.append(problem) }
  }

  private static func problem(_ error: Error) -> Problem {
    problem(error, block: nil)
  }

  private static func problem(_ error: Error, block: BlockInfo?, seq: UInt64? = nil) -> Problem {
    guard let log = error as? LogError else {
      return Problem(block: block?.index, offset: block?.offset, seq: seq, text: "\(error)")
    }
    return Problem(
      block: log.block ?? block?.index, offset: log.offset ?? block?.offset, seq: log.seq ?? seq,
      text: log.message)
  }
}

extension String {
  /// `block 2 at byte 10 seq 4` → `block 2 at byte 10, seq 4`.
  fileprivate var replacingSpaceBeforeSeq: String {
    guard let range = ranges(of: " seq ").first else { return self }
    return self[..<range.lowerBound] + ", seq " + self[range.upperBound...]
  }
}
