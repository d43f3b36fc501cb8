import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LogFolder {
  /// What ``startNextLog(keeping:maxPastBytes:)`` made and found.
  package struct NextLog: Sendable {
    /// The new, empty log's path.
    package var path: String
    /// The newest log kept from before: the previous launch's.
    package var previous: String?
  }

  /// Creates the folder if needed, creates the next numbered log (empty, never an existing
  /// file), and removes the oldest numbered logs beyond `keeping` (the new one counted) and beyond
  /// `maxPastBytes` for the numbered logs kept from before. Only regular files named as the
  /// recorder names them (`session-000042.ttlog`) ever go: a log a writer holds (in this process
  /// or another), a folder, a symbolic link (and its target) and any other file are kept.
  ///
  /// - Parameters:
  ///   - keeping: Most logs in the folder, at least 1.
  ///   - maxPastBytes: Most bytes the logs from before may take together, or `nil`.
  /// - Throws: ``LogError`` `.writeFailed` when the folder or the file cannot be made.
  package func startNextLog(keeping: Int, maxPastBytes: Int?) throws -> NextLog {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw LogError(
        .writeFailed, "cannot create the log folder: \(error.localizedDescription)", path: path)
    }
    var past = try logs()
    var number = (past.compactMap(\.number).max() ?? 0) + 1
    var created: String?
    // Another process starting at the same moment may take a number first: take the next one.
    for _ in 0..<100 where created == nil {
      let candidate = (path as NSString).appendingPathComponent(Self.name(of: number))
      switch POSIXFile.openFile(candidate, O_RDWR | O_CREAT | O_EXCL) {
      case .success(let fd):
        _ = POSIXFile.closeFile(fd)
        created = candidate
      case .failure(let failure) where failure.code == EEXIST:
        number += 1
      case .failure(let failure):
        throw LogError(.writeFailed, "cannot create the log: \(failure.text)", path: candidate)
      }
    }
    guard let created else {
      throw LogError(.writeFailed, "cannot find a free log name in the folder", path: path)
    }
    // Only the recorder's own numbered logs count and go; any other file is left alone.
    past = past.filter { $0.path != created && $0.number != nil }
    var removable = past.filter { WriterLock.isHeld(at: $0.path) != true }
    var count = past.count + 1
    var bytes = past.reduce(0) { $0 + $1.size }
    while let oldest = removable.first,
      count > max(1, keeping) || maxPastBytes.map({ bytes > $0 }) == true
    {
      removable.removeFirst()
      // Looked at again just before: `unlink` never removes a folder or follows a link, and
      // only what is still a regular file goes.
      var status = stat()
      guard lstat(oldest.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        unlink(oldest.path) == 0
      else { continue }
      past.removeAll { $0.path == oldest.path }
      count -= 1
      bytes -= oldest.size
    }
    return NextLog(path: created, previous: past.last?.path)
  }
}
