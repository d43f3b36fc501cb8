import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LogFile {
  /// Whether a process is writing this log now: it holds the writer's lock (``WriterLock``) on the
  /// file at ``path``. A log without its end marker is then still being recorded, not crashed.
  ///
  /// Asked of the file at ``path`` when called, not when the log was opened. `nil` when the file
  /// cannot be opened or its file system cannot say; `false` for a log this process writes itself
  /// (the lock is a process's own).
  ///
  /// ```swift
  /// let log = try LogFile(path: "session.ttlog")
  /// if case .crashed = log.status, log.isBeingWritten == true { print("still recording") }
  /// ```
  public var isBeingWritten: Bool? { Self.isBeingWritten(at: path) }

  /// Whether a process is writing the log at `path` now (``isBeingWritten``), without opening it
  /// as a log.
  ///
  /// - Parameter path: A log file.
  /// - Returns: `nil` when the file cannot be opened or its file system cannot say.
  public static func isBeingWritten(at path: String) -> Bool? {
    WriterLock.isHeld(at: path)
  }
}
