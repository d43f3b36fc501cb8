import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A log read as it is written: each ``read()`` returns the records that landed since the last
/// one, inflating only the new bytes of the open block.
///
/// It keeps up with what a recording session does to the file: a block sealed and the next
/// begun, the flight-recorder cap renaming a shorter copy over the log (the records read already
/// are not delivered as new), the writer closing the log, the writer's process ending without
/// closing it (``WriterLock``), and another session's log replacing the file. A record still
/// being flushed is kept back until its newline lands. ``read()`` never blocks; ``FileWatch``
/// says when to call it again.
///
/// ```swift
/// let tail = LogTail(path: "session.ttlog")
/// for event in try tail.read() {
///   if case .records(let records) = event { print(records.map(\.seq)) }
/// }
/// ```
///
/// ```text
/// [0, 1, 2]
/// ```
package final class LogTail {
  /// The followed path.
  package let path: String

  struct OpenedFile {
    var fd: Int32
    var device: UInt64
    var inode: UInt64
  }

  enum Position {
    case header
    case blockHeader(offset: Int)
    case block(BlockCursor)
    case trailer(BlockCursor)
    /// Bytes at the offset are no block: following goes on at the next data block header after
    /// them, once there is one.
    case resynchronising(after: Int)
    /// The index a close appends begins at the offset: closed once it reads whole (or, when the
    /// writer is gone first, damaged).
    case closing(index: Int)
    case ended
  }

  /// A data block as the cap's copy still names it: its keyframe seq and first time.
  struct BlockKey: Hashable {
    var firstSeq: UInt64
    var firstTime: UInt64
  }

  var file: OpenedFile?
  var position = Position.header
  /// The header block's first 44 bytes (trimmed flag cleared): another session's differ.
  var sessionBytes: [UInt8]?
  var headerLine: [UInt8]?
  /// The format major the session's records are written in.
  var formatMajor: UInt8?
  /// The block table of the closed file (its index and end marker), read once the file has an
  /// index: the whole-file reader's entries and check tables for blocks met whole.
  var closedTable: ClosedTable?
  /// Records read from each data block of this session, so a compacted copy's blocks are not
  /// delivered twice.
  var seen: [BlockKey: Int] = [:]
  /// The last seq delivered, to name what a compaction dropped unread.
  var lastSeq: UInt64?
  var blocksRead = 0
  var resumingAfterCompaction = false
  var waiting: Waiting?
  var saidWriterGone = false
  var saidDamage = false
  /// Damage lost seqs: the first and why, until the next block's keyframe (or the end of the
  /// log, or `blockLast` for a bad record in the last block) says where the gap ends.
  var damagedFrom: (first: UInt64, reason: String, blockLast: UInt64?)?
  /// Damage that lost no record, already reported (each is said once).
  var saidProblems: Set<String> = []

  /// Whether a process holds the writer's lock on the file behind a descriptor (`nil`: cannot
  /// tell).
  let writerCheck: (Int32) -> Bool?

  /// Follows `path`, which need not exist yet.
  ///
  /// - Parameters:
  ///   - path: The log file.
  ///   - writerCheck: Whether a writer holds the file behind a descriptor; ``WriterLock/isHeld(_:)``
  ///     unless a test stands in for a writer in another process.
  package init(path: String, writerCheck: @escaping (Int32) -> Bool? = WriterLock.isHeld) {
    self.path = path
    self.writerCheck = writerCheck
  }

  deinit {
    if let file { _ = POSIXFile.closeFile(file.fd) }
  }

  /// `true` once the writer closed the log (or following stopped at damage).
  package var isEnded: Bool {
    if case .ended = position { return true }
    return false
  }

  /// Reads what landed since the last call. Never blocks.
  ///
  /// - Returns: The events, in file order; empty when nothing changed.
  /// - Throws: `LogError` when the path is not a log (`notALog`, `unsupportedVersion`,
  ///   `isDirectory`, `notAFile`) or cannot be read.
  package func read() throws -> [Event] {
    var events: [Event] = []
    let kind = POSIXFile.kind(of: path)
    if let error = kind.notAFileError(path: path) { throw error }
    if case .file = kind {
      try switchFileIfReplaced(&events)
    } else if file == nil {
      say(.missing, into: &events)
      return events
    }
    guard let current = file else { return events }
    // Asked before reading: a writer that wrote its last bytes and then died is read to the end.
    let writerHeld = writerCheck(current.fd)
    let progressed = try advance(&events)
    if writerHeld == false, case .closing(let offset) = position {
      // The writer is gone and the index never read whole: it is cut off or damaged, as the
      // whole-file reader says.
      if case .indexDamaged(let error)? = try walkIndex(current.fd, from: offset) {
        report(error, &events)
      } else {
        report(BlockWalk.indexDamage(at: offset, path: path), &events)
      }
      _ = close(nil, &events)
    } else if progressed {
      saidWriterGone = false
    } else if writerHeld == false, !saidWriterGone, !isEnded, sessionBytes != nil {
      saidWriterGone = true
      // Damage before the end names the gap to it, as the whole-file reader names it.
      let damaged = damagedFrom != nil
      endDamage(at: nil, &events)
      if !damaged, let gap = cutGap() { events.append(.lost(gap)) }
      events.append(.writerGone)
    }
    return events
  }

  func say(_ reason: Waiting, into events: inout [Event]) {
    guard waiting != reason else { return }
    waiting = reason
    events.append(.waiting(reason))
  }
}
