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
/// which takes no lock, so it can never keep a new writer from taking its own.
package enum WriterLock {
  /// Takes the write lock on `fd` (opened for writing). Best effort: a file system without locks
  /// only costs followers the news that the writer is gone.
  ///
  /// - Parameter fd: The log's descriptor, open for writing.
  package static func hold(_ fd: Int32) {
    var lock = wholeFile(type: F_WRLCK)
    _ = fcntl(fd, F_SETLK, &lock)
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
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return isHeld(fd)
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
