#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, non-trapping wrappers over POSIX file calls; failures come back as `errno` values.
package enum POSIXFile {
  /// The text of an `errno` value, e.g. "No space left on device".
  ///
  /// - Parameter code: An `errno` value.
  /// - Returns: The C library's description.
  package static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Opens `path` with `flags`, retrying on `EINTR`.
  ///
  /// - Parameters:
  ///   - path: The file path.
  ///   - flags: `open(2)` flags.
  ///   - mode: Permission bits for a created file.
  /// - Returns: The descriptor, or the `errno` value.
  package static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0o644) -> Result<
    Int32, POSIXFailure
  > {
    while true {
      let fd = open(path, flags | O_CLOEXEC, mode)
      if fd >= 0 { return .success(fd) }
      if errno != EINTR { return .failure(POSIXFailure(code: errno)) }
    }
  }

  /// Writes all of `bytes` at the current position (`offset == nil`) or at `offset`.
  ///
  /// - Parameters:
  ///   - fd: An open descriptor.
  ///   - bytes: What to write.
  ///   - offset: Where to write with `pwrite(2)`; `nil` writes with `write(2)`.
  /// - Returns: `nil` on success, else the failure.
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8], at offset: Int? = nil)
    -> POSIXFailure?
  {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let pointer = buffer.baseAddress.map { $0 + done }
        let result =
          offset.map { pwrite(fd, pointer, buffer.count - done, off_t($0 + done)) }
          ?? write(fd, pointer, buffer.count - done)
        if result < 0 {
          if errno == EINTR { continue }
          return POSIXFailure(code: errno)
        }
        if result == 0 { return POSIXFailure(code: EIO) }
        done += result
      }
      return nil
    }
  }

  /// Reads up to `count` bytes at `offset`; fewer only at end of file.
  ///
  /// - Parameters:
  ///   - fd: An open descriptor.
  ///   - count: Bytes wanted.
  ///   - offset: Where to read.
  /// - Returns: The bytes, or the failure.
  package static func read(_ fd: Int32, count: Int, at offset: Int) -> Result<
    [UInt8], POSIXFailure
  > {
    guard count > 0 else { return .success([]) }
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    let failure: POSIXFailure? = bytes.withUnsafeMutableBytes { buffer in
      while done < count {
        let pointer = buffer.baseAddress.map { $0 + done }
        let result = pread(fd, pointer, count - done, off_t(offset + done))
        if result < 0 {
          if errno == EINTR { continue }
          return POSIXFailure(code: errno)
        }
        if result == 0 { break }
        done += result
      }
      return nil
    }
    if let failure { return .failure(failure) }
    bytes.removeLast(count - done)
    return .success(bytes)
  }

  /// Flushes the file to stable storage.
  ///
  /// - Parameter fd: An open descriptor.
  /// - Returns: `nil` on success, else the failure.
  package static func syncFile(_ fd: Int32) -> POSIXFailure? {
    while fsync(fd) != 0 {
      if errno != EINTR { return POSIXFailure(code: errno) }
    }
    return nil
  }

  /// Closes a descriptor, ignoring `EINTR` (the descriptor is gone either way on Linux).
  ///
  /// - Parameter fd: An open descriptor.
  /// - Returns: `nil` on success, else the failure.
  package static func closeFile(_ fd: Int32) -> POSIXFailure? {
    if close(fd) != 0 && errno != EINTR { return POSIXFailure(code: errno) }
    return nil
  }

  /// What `stat(2)` says about a path.
  package enum Kind: Equatable {
    /// No such path.
    case missing
    /// A directory.
    case directory
    /// A regular file of this size.
    case file(size: Int)
    /// Something that is not a regular file: `a character device`, `a FIFO`, ….
    case special(String)
    /// `stat` failed for another reason.
    case failed(POSIXFailure)
  }

  /// Looks up `path`.
  ///
  /// - Parameter path: The path.
  /// - Returns: What is there.
  package static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENOENT || errno == ENOTDIR ? .missing : .failed(POSIXFailure(code: errno))
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file(size: Int(info.st_size))
    case S_IFCHR: return .special("a character device")
    case S_IFBLK: return .special("a block device")
    case S_IFIFO: return .special("a FIFO (named pipe)")
    case S_IFSOCK: return .special("a socket")
    default: return .special("not a regular file")
    }
  }

  /// Atomically replaces `target` with `source`.
  ///
  /// - Parameters:
  ///   - source: The new file.
  ///   - target: The path to replace.
  /// - Returns: `nil` on success, else the failure.
  package static func renameFile(_ source: String, over target: String) -> POSIXFailure? {
    rename(source, target) == 0 ? nil : POSIXFailure(code: errno)
  }

  /// Removes a file, ignoring failures (used to clean up temporary files).
  ///
  /// - Parameter path: The file.
  package static func removeFile(_ path: String) {
    _ = unlink(path)
  }
}

/// An `errno` value from a failed POSIX call.
package struct POSIXFailure: Error, Equatable, Sendable {
  /// The `errno` value.
  package var code: Int32
  /// Its text.
  package var text: String { POSIXFile.describe(code) }
}
