import JSONTree
import LogFormat

/// A `.ttlog` file opened for reading: its header, its block table, and how it ended.
///
/// Opening reads only block headers (or just the index at the end of a cleanly closed file) and
/// inflates only block 0; ``records(inBlock:)`` inflates exactly one block.
///
/// ```swift
/// let log = try LogFile(path: "session.ttlog")
/// print(log.status, log.blocks.count)
/// ```
///
/// ```text
/// closed 3
/// ```
public struct LogFile: Sendable {
  /// How the log ended.
  public enum Status: Sendable, Equatable, CustomStringConvertible {
    /// Closed cleanly: every block sealed, index and end marker present.
    case closed
    /// The writer stopped without closing; the open tail was salvaged as described.
    case crashed(TailSalvage)
    /// Some bytes fail their checks; the errors say where. Other blocks remain readable.
    case damaged([LogError])

    /// `closed`, `crashed` or `damaged`.
    public var description: String {
      switch self {
      case .closed: "closed"
      case .crashed: "crashed"
      case .damaged: "damaged"
      }
    }
  }

  /// What was salvaged from the end of a log that was not closed.
  public struct TailSalvage: Sendable, Equatable {
    /// Index of the unsealed tail block in ``LogFile/blocks``, if one was found.
    public var block: Int?
    /// Complete records with consecutive seqs salvaged from the tail block.
    public var salvagedRecords: Int
    /// File bytes after the last intact block that could not be used as records' compressed data
    /// (a cut-off block header), plus uncompressed bytes of a trailing partial line.
    public var discardedBytes: Int
    /// Records begun after the last complete one: the lines of the discarded bytes, the partial
    /// last one included (0 when the file ends inside a block header). Their seqs are the most
    /// the cut can have lost as far as the file shows.
    public var startedRecords: Int = 0
    /// Whether the last `lifecycle` record of the tail block says the app went to the background
    /// (format 3.2; the recorder writes it again in each block begun while the app is there).
    public var endedInBackground = false
  }

  /// The file's path.
  public let path: String
  /// The file's size in bytes when opened.
  public let fileSize: Int
  /// The format version of the header block.
  public let version: FormatVersion
  /// The header record line (no newline).
  public let header: [UInt8]
  /// Header and data blocks in file order; block 0 is the header block.
  public let blocks: [BlockInfo]
  /// How the log ended.
  public let status: Status
  /// `true` when flight-recorder mode dropped older blocks, so the first data block's seq may
  /// follow the header's with a gap.
  public let isTrimmed: Bool
  /// `true` when the block table came from the index written on close.
  public let usedIndex: Bool

  /// The last seq the end marker says was written, when the file has a readable one: how far a
  /// gap at the end of a damaged log reaches.
  public let endSeq: UInt64?
  /// Each block's check table from the index (format 3.4), by block index; empty when the log
  /// has none (an older version, a crashed log, a damaged index).
  package let checks: [BlockChecks?]
  /// The open tail a log without an index ends with, as read; set also when ``status`` is
  /// `damaged` (damage elsewhere does not hide a cut end). `nil` for a log with an index.
  package let openTail: TailSalvage?
  /// Why the header record is not the log's own, when block 0 is damaged; ``header`` then holds a
  /// stand-in (format and version known, session, types and policy `unknown`) and the data
  /// blocks are read as usual.
  public let headerDamage: LogError?

  /// Opens and validates a log, building its block table.
  ///
  /// - Parameter path: The `.ttlog` file.
  /// - Throws: `LogError`: `.notFound`, `.isDirectory`, `.notAFile`, `.unreadable`, `.empty`,
  ///   `.notALog`, `.unsupportedVersion`, or `.truncated` (cut inside the first block header).
  ///   Damage later in the file, and to block 0 when data blocks follow it, is reported in
  ///   ``status`` instead.
  public init(path: String) throws {
    let file = try ReadOnlyFile(path: path)
    let table: BlockTable
    var headerDamage: LogError?
    switch try BlockScanner.firstBlock(of: file) {
    case .header(let first):
      table = try BlockTableIndex.read(from: file, header: first) ?? BlockScanner.scan(file)
      isTrimmed = first.flags & BlockHeader.trimmedFlag != 0
      version = first.version
    case .damaged(let error, let dataOffset):
      let lost = BlockInfo(
        index: 0, kind: .header, offset: 0, compressedSize: dataOffset, firstSeq: 0, firstTime: 0,
        recordCount: 1, sealed: true)
      table = try BlockScanner.scan(file, from: dataOffset, headerBlock: lost)
      headerDamage = error
      isTrimmed = false
      let bytes = try file.read(BlockHeader.length, at: dataOffset)
      version = (try? BlockHeader.decode(bytes[...]).get())?.version ?? .current
    }
    self.path = path
    fileSize = file.size
    blocks = table.blocks
    usedIndex = table.usedIndex
    endSeq = table.endSeq
    checks = table.checks
    openTail = table.tail
    var line: [UInt8]?
    if headerDamage == nil, let headerBlock = table.blocks.first {
      do {
        let records = try BlockDecoder.records(
          of: headerBlock, in: file, checks: table.checks.first ?? nil)
        if let record = records.first, record.kind == "header" { line = record.line }
      } catch let error as LogError {
        headerDamage = error
      }
    }
    if headerDamage == nil, line == nil {
      headerDamage = LogError(
        .corrupted, "block 0 at byte 0 does not hold a header record", path: path, offset: 0,
        block: 0)
    }
    let firstData = table.blocks.first { $0.kind == .data }
    if let headerDamage {
      guard let firstData else {
        // Nothing but a cut-off header block: the recorder (or a copy) stopped within it.
        let cut = table.blocks.first.map { !$0.sealed } ?? true
        throw cut
          ? LogError(.truncated, "the file ends inside the header block", path: path, offset: 0)
          : headerDamage
      }
      header = Self.lostHeaderLine(wall: firstData.firstTime)
      switch table.status {
      case .damaged(let errors): status = .damaged([headerDamage] + errors)
      default: status = .damaged([headerDamage])
      }
    } else {
      header = line ?? []
      status = table.status
    }
    self.headerDamage = headerDamage
  }

  /// The check table of block `index`, when the index holds one.
  package func checks(ofBlock index: Int) -> BlockChecks? {
    checks.indices.contains(index) ? checks[index] : nil
  }

  /// The header record a reader uses when block 0 is damaged: the format and version are known,
  /// the session's facts are not.
  ///
  /// - Parameter wall: The first data block's time, ms since the epoch.
  /// - Returns: A `header` record line.
  static func lostHeaderLine(wall: UInt64) -> [UInt8] {
    let object: JSONObject = [
      "t": .string("header"), "seq": .unsigned(0), "format": .string("ttlog"),
      "version": .string(FormatVersion.current.description),
      "writer": .string("unknown (the header block is damaged)"), "created": .string(""),
      "wall": .unsigned(wall), "session": .object([:]), "stateType": .string("unknown"),
      "actionType": .string("unknown"), "stateShape": .string(""),
      "encoding": .object(["values": .string("unknown"), "patch": .string("rfc6902")]),
    ]
    return JSONValue.object(object).jsonBytes
  }
}
