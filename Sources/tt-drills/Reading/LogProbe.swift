import ActionLog
import LogFormat
import LogReading
import Replay

/// Everything a drill learns by opening a log and reading every state it can reach.
struct LogProbe {
  /// `LogFile` opened (a thrown open error is a clean, reported failure).
  var opened = false
  /// `closed`, `crashed`, `damaged`, or `error` when opening threw.
  var status = "error"
  /// Errors the reader reported: the open error, `verify()` problems, failed state reads.
  var errorsReported = 0
  /// Reported errors that carry a byte offset.
  var errorsWithOffset = 0
  /// Data blocks in the block table.
  var dataBlocks = 0
  /// Data blocks whose records read back without error.
  var intactBlocks = 0
  /// The timeline's seq range, when it opened.
  var firstSeq: UInt64?
  var lastSeq: UInt64?
  /// States rebuilt without error.
  var statesRead = 0
  /// States rebuilt without error that differ from the reference (or have no reference state), or
  /// whose record differs.
  var wrongStates = 0

  /// Opens `path` with `LogFile` and `Timeline` and rebuilds every state in its range.
  ///
  /// - Parameters:
  ///   - path: The log.
  ///   - reference: The undamaged log's states and records by seq, to count wrong ones; `nil` skips
  ///     the check.
  init(path: String, reference: [UInt64: ReferencePoint]? = nil) {
    let file: LogFile
    do {
      file = try LogFile(path: path)
    } catch {
      record(error)
      return
    }
    opened = true
    status = file.status.description
    for problem in file.verify() { record(problem) }
    for block in file.blocks where block.kind == .data {
      dataBlocks += 1
      if (try? file.records(inBlock: block.index)) != nil { intactBlocks += 1 }
    }
    let timeline: Timeline
    do {
      timeline = try Timeline(path: path)
    } catch {
      record(error)
      return
    }
    firstSeq = timeline.firstSeq
    lastSeq = timeline.lastSeq
    // A damaged tail can claim a huge seq range; states past the reference cannot be right anyway.
    let limit = reference.map { UInt64($0.count) + 16 } ?? UInt64(Int.max)
    let span = timeline.lastSeq >= timeline.firstSeq ? timeline.lastSeq - timeline.firstSeq : 0
    for offset in 0...min(span, limit) {
      let seq = timeline.firstSeq &+ offset
      do {
        let point = ReferencePoint(
          state: try timeline.state(at: seq), record: try? timeline.entry(at: seq).record)
        statesRead += 1
        if let reference, point.contradicts(reference[seq]) { wrongStates += 1 }
      } catch {
        record(error)
      }
    }
  }

  /// Wrong states returned while no error at all was reported: silently wrong data.
  var silentlyWrong: Bool { wrongStates > 0 && errorsReported == 0 }

  private mutating func record(_ error: any Error) {
    errorsReported += 1
    if let error = error as? LogError, error.offset != nil { errorsWithOffset += 1 }
    if let error = error as? ReplayError, error.underlying?.offset != nil { errorsWithOffset += 1 }
  }

  /// The probe as a `key=value` line.
  var line: KeyValueLine {
    var line = KeyValueLine()
    line.set("opened", opened ? 1 : 0)
    line.set("status", status)
    line.set("errors", errorsReported)
    line.set("offsets", errorsWithOffset)
    line.set("blocks", dataBlocks)
    line.set("intact", intactBlocks)
    line.set("first", firstSeq.map { Int($0) } ?? -1)
    line.set("last", lastSeq.map { Int($0) } ?? -1)
    line.set("states", statesRead)
    line.set("wrong", wrongStates)
    line.set("silent", silentlyWrong ? 1 : 0)
    return line
  }
}
