import JSONTree
import LogFormat
import LogReading

/// A recorded session opened for time travel: rebuild the state at any seq, list what happened,
/// diff any two points.
///
/// Opening reads the block table and inflates only the last data block (to learn where the log
/// ends; its records are parsed only when ``endWall`` is first asked for). Each ``state(at:)`` inflates at most one block and applies at most that block's deltas;
/// a small cache makes stepping forward or back one patch. Safe to share between threads.
///
/// ```swift
/// let timeline = try Timeline(path: "session.ttlog")
/// print(timeline.firstSeq, timeline.lastSeq, try timeline.state(at: 2).jsonText)
/// ```
///
/// ```text
/// 0 42 {"count":2}
/// ```
public final class Timeline: Sendable {
  /// The log file's path.
  public let path: String
  /// The session header.
  public let header: LogHeader
  /// The first state available: 0, or a later keyframe's seq in a trimmed flight-recorder log.
  public let firstSeq: UInt64
  /// The last state in the log.
  public let lastSeq: UInt64
  /// Time of the first available state, ms since the Unix epoch.
  public let startWall: Int64
  /// When the session started (the header's `wall`), ms since the Unix epoch: entries' times
  /// count from it, in a trimmed log too.
  public var sessionStartWall: Int64 { header.wall }
  /// Time of the last record, ms since the Unix epoch. The first call parses the last block's
  /// records (their times are relative, one to the next); later calls are free.
  public var endWall: Int64 {
    if let known = ended.withLock({ $0 }) { return known }
    let wall = max(lastBlockWall, startWall)
    ended.withLock { $0 = wall }
    return wall
  }

  let file: LogFile
  /// The data blocks in file order; each starts with a keyframe.
  let dataBlocks: [BlockInfo]
  /// Behind an `NSLock` rather than `Mutex`, so ThreadSanitizer sees the locking (see
  /// `LockedValue`).
  let cache = LockedValue(TimelineCache())
  /// Every block read once, made on first need (see ``survey``).
  let surveyed = LockedValue<LogSurvey?>(nil)
  /// The data block that holds ``lastSeq``, by number in ``dataBlocks``.
  let lastBlock: Int
  /// ``endWall``, once worked out.
  private let ended = LockedValue<Int64?>(nil)

  /// Opens a log and reads where it starts and ends.
  ///
  /// - Parameter path: The `.ttlog` file.
  /// - Throws: ``ReplayError`` `.unreadableLog` (wrapping the ``ActionLog/LogError``) when the file
  ///   cannot be opened or is not a log, `.noStates` when it has no readable data block.
  public init(path: String) throws {
    let file: LogFile
    do {
      file = try LogFile(path: path)
    } catch let error as LogError {
      throw ReplayError(.unreadableLog, error.description, underlying: error)
    }
    guard case .header(let header)? = try? LogRecord(line: file.header) else {
      throw ReplayError(
        .unreadableLog, "\(path): the header record does not parse; this is not a tt-debug log")
    }
    let dataBlocks = file.blocks.filter { $0.kind == .data }
    guard let first = dataBlocks.first else { throw ReplayError.noDataBlock(in: file, path: path) }
    self.path = path
    self.header = header
    self.file = file
    self.dataBlocks = dataBlocks
    firstSeq = first.firstSeq
    startWall =
      file.isTrimmed && first.firstTime > 0 ? Int64(clamping: first.firstTime) : header.wall
    var end: (seq: UInt64, block: Int)?
    for number in dataBlocks.indices.reversed() {
      guard let block = try? Self.parse(dataBlocks[number], of: file) else { continue }
      end = (block.lastSeq, number)
      cache.withLock { cache in _ = try? cache.block(number) { _ in block } }
      break
    }
    guard let end else {
      throw ReplayError(
        .damagedBlock,
        "\(path): every data block is damaged (\(dataBlocks.count) of them): no state can be rebuilt"
      )
    }
    lastSeq = end.seq
    lastBlock = end.block
  }

  /// The latest time among the last block's records that parse (its first time when none carries
  /// one).
  private var lastBlockWall: Int64 {
    let block = try? parsedBlock(lastBlock)
    let records = block.map { readRecords(of: $0).records } ?? []
    return records.compactMap(\.wall).max() ?? Int64(clamping: dataBlocks[lastBlock].firstTime)
  }

  /// How the log ended: closed, crashed (tail salvaged) or damaged.
  public var status: LogFile.Status { file.status }
  /// Whether the log was not closed and the app was in the background when it ended
  /// (``LogFile/endedInBackground``): the system may have ended the app; not a crash.
  public var endedInBackground: Bool { file.endedInBackground }
  /// What was wrong with the header block, when it was damaged and the records were read from the
  /// data blocks alone (the header's facts — app, state and action types — are then unknown).
  public var headerDamage: LogError? { file.headerDamage }
  /// `true` for a flight-recorder log whose oldest blocks were dropped: it starts mid-session.
  public var isTrimmed: Bool { file.isTrimmed }
  /// Blocks in the file, the header block included.
  public var blockCount: Int { file.blocks.count }
  /// Keyframes in the file: one per data block.
  public var keyframeCount: Int { dataBlocks.count }

  /// Action records in the readable blocks. The first call reads the ``survey``; later calls are
  /// free.
  public var actionCount: Int { survey.actions }

  /// Every block read once (inflated, no JSON parsing): which are intact, the counts, and the
  /// gaps. Made on the first call, which costs one pass over the file; later calls are free.
  public var survey: LogSurvey {
    if let done = surveyed.withLock({ $0 }) { return done }
    let made = file.survey()
    surveyed.withLock { $0 = made }
    return made
  }

  /// Seqs whose records this log lacks, and why, in seq order (see ``ActionLog/LogGap``): the
  /// ``survey``'s, which every command reports alike.
  public var gaps: [LogGap] { survey.gaps }

  /// Inflates and parses one data block.
  static func parse(_ info: BlockInfo, of file: LogFile, seq: UInt64? = nil) throws -> ParsedBlock {
    let raw: [RawRecord]
    let salvage: LogError?
    do {
      (raw, salvage) = try file.salvagedRecords(inBlock: info.index)
    } catch let error as LogError {
      throw ReplayError.damaged(info, seq: seq, underlying: error)
    }
    do {
      return try ParsedBlock(
        info: info, raw: raw, formatMajor: file.version.major, salvage: salvage)
    } catch let error as ReplayError where seq != nil {
      throw ReplayError.damaged(info, seq: seq, underlying: error.underlying)
    }
  }
}
