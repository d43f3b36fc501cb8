import LogFormat

extension POSIXFile.Kind {
  /// The error for a path that is no regular file (a directory, a device, a path that cannot be
  /// examined); `nil` for a file or a missing path, which each caller treats its own way.
  func notAFileError(path: String) -> LogError? {
    switch self {
    case .directory:
      LogError(.isDirectory, "this is a directory, not a log file", path: path)
    case .special(let what):
      LogError(.notAFile, "this is \(what), not a log file", path: path)
    case .failed(let failure):
      LogError(.unreadable, "cannot read the file: \(failure.text)", path: path)
    case .missing, .file:
      nil
    }
  }
}
