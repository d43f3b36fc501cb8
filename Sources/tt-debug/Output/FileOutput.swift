#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole output files without Foundation: a temporary file beside the destination, renamed
/// over it, so a reader never sees half a page.
enum FileOutput {
  /// Throws unless `path` can name a file to write: not an existing folder, and not a path ending
  /// in `/` (said before writing, as a path ending in `/` would otherwise put a temporary file
  /// inside the folder and fail the rename with "Not a directory").
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - name: A file name the error suggests inside `path` when `path` is a folder.
  static func checkIsFilePath(_ path: String, suggesting name: String) throws(CLIError) {
    var status = stat()
    let isFolder = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    if isFolder {
      let folder = path.hasSuffix("/") ? path : path + "/"
      throw .cannotWrite(
        "cannot write \(path): it is a directory",
        fix: "name a file with --output, e.g. --output \(folder)\(name)")
    }
    if path.hasSuffix("/") {
      throw .cannotWrite(
        "cannot write \(path): there is no directory by that name",
        fix: "name a file in an existing directory with --output")
    }
  }

  /// Throws unless `path` names no file yet or `force` is set: an output never replaces a file
  /// without being told to.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - force: Whether replacing an existing file is allowed (`--force`).
  static func checkIsNew(_ path: String, force: Bool) throws(CLIError) {
    var status = stat()
    guard !force, lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return }
    throw .cannotWrite(
      "\(path) already exists", fix: "pass --force to replace it, or choose another --output")
  }

  /// Replaces the file at `path` with `bytes`.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - bytes: Its new contents.
  ///   - name: A file name the error suggests inside `path` when `path` is a folder.
  /// - Throws: ``CLIError`` `.cannotWrite` naming the path and the system's reason.
  static func replace(_ path: String, with bytes: [UInt8], suggesting name: String)
    throws(CLIError)
  {
    try checkIsFilePath(path, suggesting: name)
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(path, errno) }
    var done = 0
    let failed: Int32? = bytes.withUnsafeBytes { buffer in
      while done < buffer.count {
        let result = write(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if result == 0 { return EIO }
        done += result
      }
      return nil
    }
    let closed = close(fd)
    if let failed {
      unlink(temporary)
      throw failure(path, failed)
    }
    if closed != 0 || rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> CLIError {
    .cannotWrite(
      "cannot write \(path): \(String(cString: strerror(code)))",
      fix: "choose a writable path with --output")
  }
}
