import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A log file opened for reading, closed when released; every failure becomes a `LogError`.
final class ReadOnlyFile {
  let path: String
  let size: Int
  private let fd: Int32
  /// Whether this file closes `fd` when released (not when it reads another's descriptor).
  private let ownsDescriptor: Bool

  /// Opens `path`, classifying missing paths, directories, unreadable and empty files.
  init(path: String) throws {
    self.path = path
    let kind = POSIXFile.kind(of: path)
    if let error = kind.notAFileError(path: path) { throw error }
    guard case .file(let size) = kind else { throw LogError(.notFound, "no such file", path: path) }
    self.size = size
    guard size > 0 else {
      throw LogError(.empty, "the file is empty (0 bytes): no header was ever written", path: path)
    }
    // Every check that can throw comes before the descriptor exists: once all properties are
    // set, a throw would run deinit, which closes it.
    switch POSIXFile.openFile(path, O_RDONLY) {
    case .success(let fd): self.fd = fd
    case .failure(let failure):
      throw LogError(
        .unreadable, "cannot open the file: \(failure.text)", path: path)
    }
    ownsDescriptor = true
  }

  /// Reads the first `size` bytes of the file open at `descriptor`, which stays open when this
  /// is released (a follower reads the file it holds, which may no longer be at `path`).
  init(descriptor: Int32, size: Int, path: String) {
    self.path = path
    self.size = size
    fd = descriptor
    ownsDescriptor = false
  }

  deinit { if ownsDescriptor { _ = POSIXFile.closeFile(fd) } }

  /// Reads up to `count` bytes at `offset` (fewer at end of file).
  func read(_ count: Int, at offset: Int) throws -> [UInt8] {
    switch POSIXFile.read(fd, count: max(0, min(count, size - offset)), at: offset) {
    case .success(let bytes): return bytes
    case .failure(let failure):
      throw LogError(.unreadable, "reading failed: \(failure.text)", path: path, offset: offset)
    }
  }
}
