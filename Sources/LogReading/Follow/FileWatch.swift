import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeps until a log file may have changed: file-system notifications where the platform has
/// them (inotify on Linux, kqueue on Apple platforms), a short poll otherwise. Never a busy loop.
///
/// It watches the file's folder as well as the file, so it wakes when the file is created,
/// written, replaced by a rename (flight-recorder compaction, a new session) or removed.
///
/// ```swift
/// let watch = FileWatch(path: "session.ttlog")
/// watch.wait(milliseconds: 250)  // returns early when the file or its folder changes
/// ```
package final class FileWatch {
  /// How long ``wait(milliseconds:)`` sleeps between looks when notifications are unavailable.
  package static let pollMilliseconds: Int32 = 20

  private let path: String
  #if os(Linux)
  private let inotify: Int32
  #elseif canImport(Darwin)
  private let queue: Int32
  private var directory: Int32 = -1
  private var file: Int32 = -1
  private var watchedFile: (dev: dev_t, ino: ino_t)?
  #endif

  /// `true` when the platform's notifications are in use, `false` when waiting polls.
  package private(set) var usesNotifications = false

  /// Starts watching `path` and its folder.
  ///
  /// - Parameter path: The log file (it need not exist yet; its folder should).
  package init(path: String) {
    self.path = path
    let folder = Self.folder(of: path)
    #if os(Linux)
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if inotify >= 0 {
      let events = UInt32(
        IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CLOSE_WRITE
          | IN_ATTRIB)
      usesNotifications = inotify_add_watch(inotify, folder, events) >= 0
    }
    #elseif canImport(Darwin)
    queue = kqueue()
    directory = open(folder, O_EVTONLY)
    if queue >= 0, directory >= 0 {
      usesNotifications = register(directory)
    }
    #endif
  }

  deinit {
    #if os(Linux)
    if inotify >= 0 { close(inotify) }
    #elseif canImport(Darwin)
    if file >= 0 { close(file) }
    if directory >= 0 { close(directory) }
    if queue >= 0 { close(queue) }
    #endif
  }

  /// Returns when the file or its folder changed, or after `milliseconds`, whichever is first.
  ///
  /// - Parameter milliseconds: The longest wait.
  package func wait(milliseconds: Int32) {
    guard usesNotifications else {
      usleep(UInt32(min(milliseconds, Self.pollMilliseconds)) * 1000)
      return
    }
    #if os(Linux)
    var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    // Drain the events: which file changed does not matter, the reader looks at the file.
    var buffer = [UInt8](repeating: 0, count: 4096)
    while buffer.withUnsafeMutableBytes({ read(inotify, $0.baseAddress, $0.count) }) > 0 {}
    #elseif canImport(Darwin)
    watchFile()
    var event = kevent()
    var timeout = timespec(
      tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
    guard Darwin.kevent(queue, nil, 0, &event, 1, &timeout) > 0 else { return }
    // Take whatever else is pending without waiting.
    var none = timespec(tv_sec: 0, tv_nsec: 0)
    while Darwin.kevent(queue, nil, 0, &event, 1, &none) > 0 {}
    #endif
  }

  #if canImport(Darwin) && !os(Linux)
  /// Watches the file itself too (a folder's vnode events do not report writes to its files),
  /// re-opening it when a rename put another file at the path.
  private func watchFile() {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    if let watched = watchedFile, watched.dev == info.st_dev, watched.ino == info.st_ino {
      return
    }
    if file >= 0 { close(file) }
    file = open(path, O_EVTONLY)
    watchedFile = file >= 0 ? (info.st_dev, info.st_ino) : nil
    if file >= 0 { _ = register(file) }
  }

  private func register(_ descriptor: Int32) -> Bool {
    var change = kevent(
      ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
      fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB),
      data: 0, udata: nil)
    return Darwin.kevent(queue, &change, 1, nil, 0, nil) == 0
  }
  #endif

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
