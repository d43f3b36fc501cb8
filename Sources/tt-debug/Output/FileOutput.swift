import LogFormat

/// Whole output files, written by the package's one rule (`OutputFile`): only a regular file is
/// replaced, a folder or a symbolic link is refused, and the new file is written beside it and
/// renamed over it, so a reader never sees half a page.
enum FileOutput {
  /// Throws unless `path` can name a file to write: nothing there yet, or a regular file and
  /// `force`.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - force: Whether replacing an existing file is allowed (`--force`).
  ///   - name: A file name the error suggests inside `path` when `path` is a folder.
  /// - Returns: Whether a file is there (and will be replaced).
  @discardableResult
  static func check(_ path: String, force: Bool, suggesting name: String) throws(CLIError) -> Bool {
    do {
      return try OutputFile.check(path, force: force, suggesting: name)
    } catch {
      throw .cannotWrite(error.what, fix: error.fix)
    }
  }

  /// Replaces the file at `path` with `bytes`.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - bytes: Its new contents.
  ///   - name: A file name the error suggests inside `path` when `path` is a folder.
  /// - Throws: ``CLIError`` `.cannotWrite` naming the path and the reason.
  static func replace(_ path: String, with bytes: [UInt8], suggesting name: String)
    throws(CLIError)
  {
    do {
      try OutputFile.replace(path, with: bytes, suggesting: name)
    } catch {
      throw .cannotWrite(error.what, fix: error.fix)
    }
  }
}
