import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the log at a path and the recording session in it, both unchanged while the app appends
/// to the log: what the cursor is kept by.
///
/// ```swift
/// let session = LogSession(path: "session.ttlog")
/// session?.pathKey     // "3f0c…": the hash of the real path, also naming the history file
/// session?.sessionKey  // "9a41…": the hash of the header block, new for each session
/// ```
struct LogSession: Equatable {
  /// 16 hex digits: the FNV-1a hash of the log's real path.
  var pathKey: String
  /// 16 hex digits: the FNV-1a hash of the header block (block 0, which holds the session's header
  /// record and is written whole when the session starts) with its *trimmed* flag cleared, so a
  /// copy the flight-recorder cap renamed over the log keeps it. When block 0 does not decode (it
  /// is damaged or not there yet), the hash of the first 44 bytes there are.
  var sessionKey: String

  /// The identity of the log at `path`, or `nil` when it cannot be examined. Reads at most the
  /// header block.
  init?(path: String) {
    guard let (realPath, pathKey) = Self.pathKey(of: path) else { return nil }
    self.pathKey = pathKey
    let descriptor = open(realPath, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard case .success(var bytes) = POSIXFile.read(descriptor, count: BlockHeader.length, at: 0)
    else { return nil }
    if case .success(let header) = BlockHeader.decode(bytes[...]), header.size > 0,
      header.size <= Self.largestHeaderBlock,
      case .success(let block) = POSIXFile.read(descriptor, count: Int(header.size), at: 0),
      block.count == Int(header.size)
    {
      bytes = block
    }
    if bytes.count > 19 { bytes[19] &= ~BlockHeader.trimmedFlag }
    var sessionHash = FNV1a()
    sessionHash.add(bytes)
    sessionKey = sessionHash.hex
  }

  /// The log's real path and the hash that names its files (cursor, history), or `nil` when the
  /// path does not resolve.
  static func pathKey(of path: String) -> (realPath: String, key: String)? {
    guard let resolved = realpath(path, nil) else { return nil }
    let realPath = String(cString: resolved)
    free(resolved)
    var hash = FNV1a()
    hash.add(Array(realPath.utf8))
    return (realPath, hash.hex)
  }

  /// A header block is one compressed header record: far below this.
  private static let largestHeaderBlock: UInt32 = 1 << 20
}
