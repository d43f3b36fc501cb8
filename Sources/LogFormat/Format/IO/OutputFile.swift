#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule every tool follows for a file the user names with `--output`: only a regular file
/// is ever replaced, and only when the user said so (`--force`). A folder, a symbolic link (its
/// target may be anything, anywhere) and a special file are refused and left untouched. A file is
/// replaced by writing a temporary file beside it and renaming it over, so a reader holding the
/// old file keeps reading it whole and a failed write leaves the old file as it was.
///
/// ```swift
/// try OutputFile.check("d3", force: true, suggesting: "app-root.ttlog")
/// ```
///
/// ```text
/// OutputFile.Refusal(what: "cannot write d3: it is a directory",
///   fix: "name a file with --output, e.g. --output d3/app-root.ttlog")
/// ```
package enum OutputFile {
  /// Why a path cannot be written: what is there, and what to do.
  package struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the path: `cannot write d3: it is a directory`.
    package var what: String
    /// How to fix it, naming `--output` or `--force`.
    package var fix: String
    /// `what; fix`, the one line a tool prints.
    package var line: String { fix.isEmpty ? what : "\(what); \(fix)" }
    package var description: String { line }
  }

  /// Throws unless `path` can be written: nothing there yet, or a regular file and `force`.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - force: Whether an existing regular file may be replaced (`--force`).
  ///   - name: A file name the refusal suggests inside `path` when `path` is a folder.
  /// - Returns: `true` when a file is there (and will be replaced).
  /// - Throws: ``Refusal`` for a folder, a symbolic link, a special file, a path ending in `/`,
  ///   or an existing file without `force`.
  @discardableResult
  package static func check(_ path: String, force: Bool, suggesting name: String) throws(Refusal)
    -> Bool
  {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if path.hasSuffix("/") {
        throw Refusal(
          what: "cannot write \(path): there is no directory by that name",
          fix: "name a file in an existing directory with --output")
      }
      return false
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard force else {
        throw Refusal(
          what: "\(path) already exists",
          fix: "pass --force to replace it, or choose another --output")
      }
      return true
    case S_IFDIR:
      let folder = path.hasSuffix("/") ? path : path + "/"
      throw Refusal(
        what: "cannot write \(path): it is a directory",
        fix: "name a file with --output, e.g. --output \(folder)\(name)")
    case S_IFLNK:
      throw Refusal(
        what: "cannot write \(path): it is a symbolic link, and --output never writes through one",
        fix: "name the file itself with --output, or remove the link")
    default:
      throw Refusal(
        what: "cannot write \(path): it is not a regular file", fix: "name a file with --output")
    }
  }

  /// Removes the regular file at `path` so a writer that must write in place (a log followed as
  /// it is written) can create it anew; nothing there is fine. A reader holding the old file keeps
  /// it. Never removes a folder or follows a symbolic link (`unlink(2)` does neither).
  ///
  /// - Parameter path: A path ``check(_:force:suggesting:)`` accepted.
  /// - Throws: ``Refusal`` when anything but a regular file is there, or it cannot be removed.
  package static func removeForReplacing(_ path: String) throws(Refusal) {
    guard try check(path, force: true, suggesting: "") else { return }
    guard unlink(path) == 0 || errno == ENOENT else {
      throw Refusal(
        what: "cannot replace \(path): \(POSIXFile.describe(errno))",
        fix: "choose a writable path with --output")
    }
  }

  /// Replaces `path` with what `write` writes to a new temporary file beside it, renamed over
  /// `path` when `write` returns; on any failure the temporary file is removed and `path` is as
  /// it was.
  ///
  /// - Parameters:
  ///   - path: A path ``check(_:force:suggesting:)`` accepted.
  ///   - write: Writes the whole file at the temporary path it is given (an empty file).
  /// - Returns: What `write` returns.
  /// - Throws: ``Refusal`` for what ``check(_:force:suggesting:)`` refuses with `force` or a
  ///   failed create or rename; what `write` throws.
  package static func replace<Result>(
    _ path: String, suggesting name: String = "", write: (String) throws -> Result
  ) throws -> Result {
    try check(path, force: true, suggesting: name)
    let temporary = try createTemporary(beside: path)
    let result: Result
    do {
      result = try write(temporary)
    } catch {
      POSIXFile.removeFile(temporary)
      throw error
    }
    // Checked again at the last moment: what stands there now is what the rename replaces.
    do {
      try check(path, force: true, suggesting: name)
    } catch {
      POSIXFile.removeFile(temporary)
      throw error
    }
    if let failure = POSIXFile.renameFile(temporary, over: path) {
      POSIXFile.removeFile(temporary)
      throw Refusal(
        what: "cannot write \(path): \(failure.text)", fix: "choose a writable path with --output")
    }
    return result
  }

  /// Replaces `path` with `bytes`, as ``replace(_:suggesting:write:)`` does.
  ///
  /// - Throws: ``Refusal`` naming the path and the system's reason.
  package static func replace(_ path: String, with bytes: [UInt8], suggesting name: String = "")
    throws(Refusal)
  {
    do {
      try replace(path, suggesting: name) { temporary in
        try write(bytes, to: temporary, naming: path)
      }
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Refusal(what: "cannot write \(path): \(error)", fix: "")
    }
  }

  private static func write(_ bytes: [UInt8], to temporary: String, naming path: String)
    throws(Refusal)
  {
    let fd: Int32
    switch POSIXFile.openFile(temporary, O_WRONLY | O_TRUNC | O_NOFOLLOW) {
    case .success(let opened): fd = opened
    case .failure(let failure): throw writeFailure(path, failure)
    }
    let failed = POSIXFile.writeAll(fd, bytes)
    let closed = POSIXFile.closeFile(fd)
    if let failure = failed ?? closed { throw writeFailure(path, failure) }
  }

  /// A new empty file beside `path`, made with `O_EXCL` so it never opens anything already there.
  private static func createTemporary(beside path: String) throws(Refusal) -> String {
    var attempt = 0
    while true {
      attempt += 1
      let temporary = "\(path).tmp-\(getpid())-\(attempt)"
      switch POSIXFile.openFile(temporary, O_WRONLY | O_CREAT | O_EXCL) {
      case .success(let fd):
        _ = POSIXFile.closeFile(fd)
        return temporary
      case .failure(let failure) where failure.code == EEXIST && attempt < 100:
        continue
      case .failure(let failure):
        throw writeFailure(path, failure)
      }
    }
  }

  private static func writeFailure(_ path: String, _ failure: POSIXFailure) -> Refusal {
    Refusal(
      what: "cannot write \(path): \(failure.text)", fix: "choose a writable path with --output")
  }
}
