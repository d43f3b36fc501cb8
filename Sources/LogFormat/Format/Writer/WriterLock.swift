import JSONTree

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock a writer holds on its log while it writes, so a follower can tell an idle
/// app from one that is gone: the kernel releases the lock when the writing process ends, however
/// it ends (a clean close, a crash, `kill -9`).
///
/// A POSIX record lock (`fcntl` `F_SETLK` on the whole file): a follower asks with `F_GETLK`,
/// which takes no lock, so it can never keep a new writer from taking its own. `F_GETLK` never
/// reports the asking process's own locks, so the files this process holds are also kept in a
/// list: a second recorder in the same app sees the first one's log as held.
package enum WriterLock {
  /// A file by device and inode, whatever path names it.
  private struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The files this process's writers hold, with how many writers hold each.
  private static let heldHere = LockedValue<[FileID: Int]>([:])

  /// Takes the write lock on `fd` (opened for writing). Best effort: a file system without locks
  /// only costs followers the news that the writer is gone.
  ///
  /// - Parameter fd: The log's descriptor, open for writing.
  package static func hold(_ fd: Int32) {
    var lock = wholeFile(type: F_WRLCK)
    _ = fcntl(fd, F_SETLK, &lock)
    guard let id = fileID(fd) else { return }
    heldHere.withLock { $0[id, default: 0] += 1 }
  }

  /// Closes `fd`, which ``hold(_:)`` locked; the kernel drops the lock with it.
  ///
  /// - Parameter fd: The log's descriptor.
  /// - Returns: `nil` on success, else the failure.
  @discardableResult
  package static func close(_ fd: Int32) -> POSIXFailure? {
    if let id = fileID(fd) {
      heldHere.withLock { held in
        let count = (held[id] ?? 1) - 1
        held[id] = count > 0 ? count : nil
      }
    }
    return POSIXFile.closeFile(fd)
  }

  /// Whether another process holds a write lock on the file `fd` refers to.
  ///
  /// - Parameter fd: A descriptor of the log, open for reading.
  /// - Returns: `true` when a writer holds the lock, `false` when none does, `nil` when the file
  ///   system cannot say.
  package static func isHeld(_ fd: Int32) -> Bool? {
    var lock = wholeFile(type: F_RDLCK)
    guard fcntl(fd, F_GETLK, &lock) == 0 else { return nil }
    return Int32(lock.l_type) != Int32(F_UNLCK)
  }

  /// Whether a process holds the writer's lock on the file at `path`, without reading it.
  ///
  /// - Returns: `nil` when the file cannot be opened or its file system cannot say.
  package static func isHeld(at path: String) -> Bool? {
    // Non-blocking: a FIFO put where a log was must not stall the caller.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { _ = POSIXFile.closeFile(fd) }
    if let id = fileID(fd), heldHere.withLock({ $0[id] != nil }) { return true }
    return isHeld(fd)
  }

  private static func fileID(_ fd: Int32) -> FileID? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    return FileID(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }

  private static func wholeFile(type: some BinaryInteger) -> flock {
    var lock = flock()
    lock.l_type = numericCast(type)
    lock.l_whence = numericCast(SEEK_SET)
    lock.l_start = 0
    lock.l_len = 0
    return lock
  }
}
