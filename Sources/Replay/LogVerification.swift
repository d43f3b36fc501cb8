import JSONTree
import LogFormat
import LogReading

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
    /// Whether ``text`` already names the block and byte offset (then ``line`` is the text).
    public var placeInText = false

    /// Creates a problem.
    public init(
      block: Int?, offset: Int?, seq: UInt64?, text: String, placeInText: Bool = false
    ) {
      self.block = block
      self.offset = offset
      self.seq = seq
      self.text = text
      self.placeInText = placeInText
    }

    /// `block 2 at byte 1234, seq 17: text`.
    public var line: String {
      if placeInText { return text }
      let place = [
        block.map { "block \($0)" }, offset.map { "at byte \($0)" }, seq.map { "seq \($0)" },
      ].compactMap { $0 }.joined(separator: " ")
      return place.isEmpty ? text : "\(place.replacingSpaceBeforeSeq): \(text)"
    }
  }

  /// The records of the open block when a process is still writing the log (it holds the
  /// writer's lock): the missing end marker is then not a problem; `nil` otherwise.
  public private(set) var stillWritten: Int?
  /// The records of the open block when the log ended in the background with nothing cut off
  /// (``LogFile/endedInBackground``): not a crash, so not a problem; `nil` otherwise.
  public private(set) var endedInBackground: Int?
  /// Everything wrong, in file order; empty for a clean log.
  public private(set) var problems: [Problem] = []
  /// Seqs whose records the log lacks, and why, in seq order: damage, a cut, dropped records, and
  /// gaps a recovered copy records. A clean log may have gaps (dropped or recorded ones).
  public private(set) var gaps: [LogGap] = []
  /// Blocks read, the header block included.
  public private(set) var blocks = 0
  /// Records read in the intact blocks.
  public private(set) var records = 0
  /// Keyframes read: one per intact data block (the same count `tt-debug info` shows).
  public private(set) var keyframes = 0
  /// Keyframes compared with the replay of the deltas before them.
  public private(set) var keyframesCompared = 0

  /// Reads every block of `log`.
  public init(_ log: LogFile) {
    self.init(log, survey: log.survey())
  }

  /// Checks `log` using a survey already made of it.
  ///
  /// - Parameters:
  ///   - log: The log.
  ///   - survey: `log.survey()`.
  public init(_ log: LogFile, survey: LogSurvey) {
    if case .crashed(let tail) = log.status, log.isBeingWritten == true {
      // Not closed because it is still being written: its open block is read as far as it goes.
      stillWritten = tail.salvagedRecords
    } else if case .crashed(let tail) = log.status, tail.endedInBackground,
      tail.discardedBytes == 0
    {
      // The system ended a suspended app after the recorder flushed: the log is whole.
      endedInBackground = tail.salvagedRecords
    } else if case .crashed(let tail) = log.status {
      problems.append(
        Problem(
          block: tail.block,
          offset: tail.block.flatMap { index in log.blocks.first { $0.index == index }?.offset },
          seq: nil,
          text:
            "the log was not closed: "
            + (tail.endedInBackground
              ? "it " + AppPhaseRecord.endedInBackgroundText : "the app stopped while recording")
            + "; \(tail.salvagedRecords) record(s) recovered from the open tail, "
            + "\(tail.discardedBytes) byte(s) discarded"))
    }
    problems += survey.problems.map { Self.problem($0, block: nil) }
    gaps = survey.gaps
    blocks = survey.blocks.count
    records = survey.records
    keyframes = survey.keyframes
    var state: JSONValue?
    var lastSeq: UInt64?
    for outcome in survey.blocks where outcome.info.kind == .data && outcome.error == nil {
      let block = outcome.info
      guard let raws = try? log.records(inBlock: block.index) else { continue }
      // Format 2 writes records relative to the one before within a block.
      var decoder = BlockRecordDecoder(formatMajor: log.version.major)
      for (position, raw) in raws.enumerated() {
        let record: LogRecord
        do {
          record = try decoder.decode(raw)
        } catch {
          append(Self.problem(error, block: block, seq: raw.seq))
          state = nil
          // The line's prefix gave its seq: the records after it continue from there.
          lastSeq = raw.seq
          continue
        }
        if position == 0, lastSeq != record.seq { state = nil }
        check(record, block: block, state: &state, lastSeq: &lastSeq)
      }
    }
  }

  private mutating func check(
    _ record: LogRecord, block: BlockInfo, state: inout JSONValue?, lastSeq: inout UInt64?
  ) {
    func report(_ text: String) {
      append(Problem(block: block.index, offset: block.offset, seq: record.seq, text: text))
    }
    switch record {
    case .keyframe(let keyframe):
      // A keyframe after a gap has nothing to be compared with; the survey reports the gap.
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
          state = try LogError.recordJSON { try JSONPatch.apply(operations, to: current) }
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
  }

  /// Adds a problem of the replay, unless the survey named the same record.
  private mutating func append(_ problem: Problem) {
    let named = problems.contains {
      $0 == problem || ($0.block == problem.block && $0.seq == problem.seq && $0.seq != nil)
    }
    if !named { problems.append(problem) }
  }

  private static func problem(_ error: Error, block: BlockInfo?, seq: UInt64? = nil) -> Problem {
    guard let log = error as? LogError else {
      return Problem(block: block?.index, offset: block?.offset, seq: seq, text: "\(error)")
    }
    return Problem(
      block: log.block ?? block?.index, offset: log.offset ?? block?.offset, seq: log.seq ?? seq,
      text: log.message,
      placeInText: log.message.hasPrefix("block ")
        || log.offset.map { log.message.contains("at byte \($0)") } ?? false)
  }
}

extension String {
  /// `block 2 at byte 10 seq 4` → `block 2 at byte 10, seq 4`.
  fileprivate var replacingSpaceBeforeSeq: String {
    guard let range = ranges(of: " seq ").first else { return self }
    return self[..<range.lowerBound] + ", seq " + self[range.upperBound...]
  }
}
