import JSONTree

/// The one error type of the log libraries (`LogFormat`, `LogReading` and the recorder in
/// `ActionLog`): what went wrong, what to do about it, and where.
///
/// Every failure reading or writing a log surfaces as a `LogError` with a ``Code``, a one-line
/// ``message`` that says what happened and how to fix it, and the location where one exists.
///
/// ```swift
/// do {
///   _ = try LogFile(path: "session.ttlog")
/// } catch let error as LogError {
///   print(error)
/// }
/// ```
///
/// ```text
/// session.ttlog: block 3 at byte 48211 is damaged: its CRC-32 or length check fails
/// ```
public struct LogError: CodedError {
  /// The kind of failure, small and stable enough to switch over.
  public enum Code: String, Equatable, Sendable, CaseIterable {
    /// The path does not exist.
    case notFound
    /// The path names a directory, not a log file.
    case isDirectory
    /// The path names a device, FIFO or socket: not a regular file.
    case notAFile
    /// The file exists but cannot be opened or read (permissions, IO error).
    case unreadable
    /// The file is empty.
    case empty
    /// The bytes are not a tt-debug log (not gzip, or gzip without the block subfield).
    case notALog
    /// The file ends inside a block: a crashed or cut-off log.
    case truncated
    /// Bytes fail a check: a CRC, a size, a block header, a record's framing.
    case corrupted
    /// The log was written by a newer, incompatible format version.
    case unsupportedVersion
    /// A record is not valid JSON or lacks a required field.
    case malformedRecord
    /// Sequence numbers skip or repeat.
    case sequenceGap
    /// Writing failed: disk full, file removed, permission denied.
    case writeFailed
    /// The writer was used after it was closed or after a write failure.
    case closed
    /// A caller passed a value outside what the API accepts.
    case invalidArgument
  }

  /// The kind of failure.
  public var code: Code
  /// One line: what happened and where (block, byte offset, seq). Tools add their own advice.
  public var message: String
  /// The file the error concerns, where known.
  public var path: String?
  /// Byte offset in the file, where known.
  public var offset: Int?
  /// Index of the block (gzip member), where known.
  public var block: Int?
  /// Sequence number of the record, where known.
  public var seq: UInt64?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: One line saying what happened and what to do.
  ///   - path: The file concerned.
  ///   - offset: Byte offset in the file.
  ///   - block: Block index.
  ///   - seq: Record sequence number.
  public init(
    _ code: Code, _ message: String, path: String? = nil, offset: Int? = nil, block: Int? = nil,
    seq: UInt64? = nil
  ) {
    self.code = code
    self.message = message
    self.path = path
    self.offset = offset
    self.block = block
    self.seq = seq
  }

  /// The message, prefixed by the file name where known.
  public var description: String {
    guard let path else { return message }
    return "\(path): \(message)"
  }
}
