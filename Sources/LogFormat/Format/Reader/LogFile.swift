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
    /// The writer stopped without closing; the open tail was recovered as described.
    case crashed(TailRecovery)
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
  public struct TailRecovery: Sendable, Equatable {
    /// Index of the unsealed tail block in ``LogFile/blocks``, if one was found.
    public var block: Int?
    /// Complete records with consecutive seqs recovered from the tail block.
    public var recoveredRecords: Int
    /// File bytes after the last intact block that could not be used as records' compressed data
    /// (a cut-off block header), plus uncompressed bytes of a trailing partial line.
    public var discardedBytes: Int
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

  /// Opens and validates a log, building its block table.
  ///
  /// - Parameter path: The `.ttlog` file.
  /// - Throws: `LogError`: `.notFound`, `.isDirectory`, `.unreadable`, `.empty`, `.notALog`,
  ///   `.unsupportedVersion`, `.truncated` (cut inside the header block) or `.corrupted` (header
  ///   block damaged). Damage later in the file is reported in ``status`` instead.
  public init(path: String) throws {
    let file = try ReadOnlyFile(path: path)
    let first = try BlockScanner.firstHeader(of: file)
    let table = try BlockTableIndex.read(from: file, header: first) ?? BlockScanner.scan(file)
    self.path = path
    fileSize = file.size
    version = first.version
    isTrimmed = first.flags & BlockHeader.trimmedFlag != 0
    blocks = table.blocks
    status = table.status
    usedIndex = table.usedIndex
    guard let headerBlock = table.blocks.first else {
      throw LogError(.truncated, "the file ends inside the header block", path: path, offset: 0)
    }
    let records = try BlockDecoder.records(of: headerBlock, in: file)
    guard let line = records.first, line.kind == "header" else {
      throw LogError(
        .corrupted, "block 0 does not hold a header record", path: path, offset: 0, block: 0)
    }
    header = line.line
  }
}
