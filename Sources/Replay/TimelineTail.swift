import JSONTree
import LogFormat
import LogReading

/// A timeline that grows as its log is written: each ``read()`` turns the records that landed
/// since the last call into the entries ``Timeline/entries(from:to:)`` would list for them, and
/// ``waitForChange(milliseconds:)`` sleeps until the file may have changed (file-system
/// notifications, never a busy loop).
///
/// It follows what a recording session does to the file (see `LogTail`): sealed blocks, the
/// flight-recorder cap (records read before are not listed twice; blocks dropped before they were
/// read come as a `gap` entry), the app closing the log, the app's process ending without closing
/// it, and a new session replacing the file. Times are seconds since the session's first state,
/// as in ``Timeline``.
///
/// ```swift
/// let tail = TimelineTail(path: "session.ttlog")
/// while true {
///   for case .entry(let entry, _) in try tail.read() { print(entry.seq, entry.record.kind) }
///   tail.waitForChange(milliseconds: 250)
/// }
/// ```
///
/// ```text
/// 0 key
/// 1 action
/// 1 marker
/// ```
public final class TimelineTail {
  /// The followed path.
  public let path: String
  /// The newest state, when the tail tracks states and it is known.
  public private(set) var state: JSONValue?
  /// The seq of the newest state read, `nil` before the first.
  public private(set) var lastSeq: UInt64?

  private let tail: LogTail
  private let watch: FileWatch
  private let tracksStates: Bool
  private var formatMajor: UInt8 = FormatVersion.current.major
  private var isTrimmed = false
  private var headerWall: Int64 = 0
  private var startWall: Int64?
  private var decoder = BlockRecordDecoder(formatMajor: FormatVersion.current.major)
  private var time: Int64 = 0
  private var covered: UInt64?
  private var replayed = 0
  private var lastOffset = 0.0
  /// The block being read.
  private var block: BlockInfo?
  /// A record of ``block`` that did not parse though its bytes passed their checks: the gap it
  /// opens (from the first state the records before it did not make), listed once it is known
  /// where it ends (the next block's keyframe, or the block's last state), as ``Timeline`` lists
  /// it; the block's later records are skipped meanwhile.
  private var unparsed: (first: UInt64, reason: String, lastState: UInt64)?

  /// Follows `path`, which need not exist yet (its folder should).
  ///
  /// - Parameters:
  ///   - path: The `.ttlog` file.
  ///   - tracksStates: Whether to rebuild each state as records land, for ``Event/entry(_:change:)``
  ///     and ``state`` (a patch per record; off, the tail only lists).
  public convenience init(path: String, tracksStates: Bool = false) {
    self.init(path: path, tracksStates: tracksStates, writerCheck: WriterLock.isHeld)
  }

  /// Follows `path`, asking `writerCheck` whether a writer holds the file (tests stand in for a
  /// writer in another process).
  package init(path: String, tracksStates: Bool, writerCheck: @escaping (Int32) -> Bool?) {
    self.path = path
    self.tracksStates = tracksStates
    tail = LogTail(path: path, writerCheck: writerCheck)
    watch = FileWatch(path: path)
  }

  /// `true` once the log was closed, or following stopped at damage.
  public var isEnded: Bool { tail.isEnded }

  /// `true` when waiting uses file-system notifications, `false` when it polls.
  public var usesNotifications: Bool { watch.usesNotifications }

  /// Sleeps until the file or its folder changes, or `milliseconds` pass.
  ///
  /// - Parameter milliseconds: The longest wait.
  public func waitForChange(milliseconds: Int32) {
    watch.wait(milliseconds: milliseconds)
  }

  /// Reads what landed since the last call. Never blocks.
  ///
  /// - Returns: The events in file order; empty when nothing changed.
  /// - Throws: ``ReplayError`` `.unreadableLog` when the path is not a log or cannot be read.
  public func read() throws -> [Event] {
    let found: [LogTail.Event]
    do {
      found = try tail.read()
    } catch let error as LogError {
      throw ReplayError(.unreadableLog, error.description, underlying: error)
    }
    var events: [Event] = []
    for event in found {
      switch event {
      case .waiting(.missing): events.append(.waitingForFile)
      case .waiting(.empty): events.append(.waitingForHeader)
      case .started(let line, let major, let trimmed, let damage):
        guard case .header(let header)? = try? LogRecord(line: line) else {
          events.append(
            .damaged(
              ReplayError(
                .unreadableLog,
                "\(path): the header record does not parse; this is not a tt-debug log")))
          continue
        }
        formatMajor = major
        isTrimmed = trimmed
        headerWall = header.wall
        events.append(.started(header, headerDamage: damage))
      case .blockStarted(let info, let replayed):
        // A record gap ends at the new block's keyframe, whose state that keyframe serves.
        closeUnparsed(at: info.firstSeq, into: &events)
        begin(info, replayed: replayed)
      case .records(let records):
        for raw in records {
          if skipsUnparsed(raw) { continue }
          if let event = entry(for: raw, lost: &events) { events.append(event) }
        }
      case .lost(let gap):
        let record = GapRecord(
          seq: gap.first == 0 ? 0 : gap.first - 1, first: gap.first, last: gap.last,
          reason: gap.reason)
        events.append(
          .entry(
            TimelineEntry(seq: gap.first, record: .gap(record), timeOffset: lastOffset),
            change: nil))
        if gap.last != nil { state = nil }
      case .closed:
        closeUnparsed(at: nil, into: &events)
        events.append(.closed)
      case .writerGone:
        closeUnparsed(at: nil, into: &events)
        events.append(.writerGone)
      case .replaced:
        unparsed = nil
        reset()
        events.append(.replaced)
      case .problem(let error):
        events.append(.problem(ReplayError(.damagedBlock, error.message, underlying: error)))
      case .damaged(let error):
        events.append(.damaged(ReplayError(.damagedBlock, error.description, underlying: error)))
      }
    }
    return events
  }

  /// Whether `raw` comes after a record of its block that did not parse: it is part of that
  /// record's gap, and only moves the gap's last state.
  private func skipsUnparsed(_ raw: RawRecord) -> Bool {
    guard var gap = unparsed else { return false }
    if ["action", "oob", "dropped"].contains(raw.kind) {
      gap.lastState = max(gap.lastState, raw.seq)
    }
    unparsed = gap
    return true
  }

  /// Lists the gap of a record that did not parse, ending at `keyframe` (the next block's first
  /// seq) or, with none, at its block's last state.
  private func closeUnparsed(at keyframe: UInt64?, into events: inout [Event]) {
    guard let gap = unparsed else { return }
    unparsed = nil
    let last = keyframe ?? gap.lastState
    let record = GapRecord(
      seq: gap.first == 0 ? 0 : gap.first - 1, first: gap.first, last: last, reason: gap.reason)
    events.append(
      .entry(
        TimelineEntry(seq: gap.first, record: .gap(record), timeOffset: lastOffset), change: nil))
    state = nil
  }

  private func reset() {
    state = nil
    lastSeq = nil
    startWall = nil
    covered = nil
    replayed = 0
    lastOffset = 0
  }

  private func begin(_ info: BlockInfo, replayed: Int) {
    block = info
    decoder = BlockRecordDecoder(formatMajor: formatMajor)
    time = Int64(clamping: info.firstTime)
    self.replayed = replayed
    // Times count from the session's start, in a trimmed log too.
    if startWall == nil { startWall = headerWall }
  }

  /// The event for one record, or `nil` for one listed before (a compaction's copy) or a keyframe
  /// that repeats a state.
  private func entry(for raw: RawRecord, lost events: inout [Event]) -> Event? {
    let record: LogRecord
    do {
      record = try decoder.decode(raw)
    } catch {
      // The block's bytes passed their checks (else LogTail reports it lost): the records
      // before this one stand, the rest of the block is a gap, in the words `log` uses.
      let why = (error as? LogError)?.message ?? "\(error)"
      let first = lastSeq.map { $0 + 1 } ?? raw.seq
      let place = block.map { "block \($0.index) at byte \($0.offset)" } ?? path
      unparsed = (
        first: first, reason: "\(place), seq \(raw.seq): the record does not parse: \(why)",
        lastState: max(raw.seq, lastSeq ?? raw.seq)
      )
      return nil
    }
    time = record.wall ?? (record.kind == "key" ? decoder.keyframeWall : nil) ?? time
    if replayed > 0 {
      replayed -= 1
      return nil
    }
    let seq = record.seq
    let isKeyframe = record.kind == "key"
    let isNew = covered.map { seq > $0 } ?? true
    if record.makesState || isKeyframe || record.kind == "dropped" {
      covered = max(covered ?? seq, seq)
      lastSeq = max(lastSeq ?? seq, seq)
    }
    var step: StateStep?
    if tracksStates {
      do {
        step = try apply(record)
      } catch {
        events.append(.stateLost(error))
      }
    }
    guard !isKeyframe || isNew else { return nil }
    lastOffset = Double(time - (startWall ?? headerWall)) / 1000
    return .entry(TimelineEntry(seq: seq, record: record, timeOffset: lastOffset), change: step)
  }

  /// Moves ``state`` past `record`, returning both sides when both are known.
  ///
  /// - Throws: ``ReplayError`` `.malformedLog` when a delta does not apply to the known state
  ///   before it (the state is then unknown).
  private func apply(_ record: LogRecord) throws(ReplayError) -> StateStep? {
    let before = state
    switch record {
    case .keyframe(let keyframe):
      state = keyframe.state
      return nil
    case .dropped:
      state = nil
      return nil
    default:
      break
    }
    guard let change = ParsedBlock.change(of: record) else { return nil }
    switch change {
    case .full(let full): state = full
    case .delta(let operations):
      guard let known = before else { break }
      do {
        state = try JSONPatch.apply(operations, to: known)
      } catch {
        state = nil
        throw ReplayError(
          .malformedLog,
          "\(path): the delta of seq \(record.seq) does not apply: \(error); the states from "
            + "#\(record.seq) are unknown until the next keyframe", seq: record.seq)
      }
    }
    guard let before, let after = state else { return nil }
    return StateStep(before: before, after: after)
  }
}
