import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where tests and tools put the files they make: one folder per process in tmpfs (`/dev/shm`, where
/// thousands of small rewrites stay in memory) or else the system's temporary folder, removed when
/// the process exits, so a whole `swift test` leaves nothing behind.
///
/// A process that dies before it can remove its folder (a crash, `kill -9`) leaves it; the next
/// process to use ``ScratchFolder`` removes every folder whose process is gone.
///
/// ```swift
/// let folder = try ScratchFolder.folder("follow")
/// let log = ScratchFolder.path("session.ttlog")
/// print(folder.hasPrefix(ScratchFolder.root), log.hasSuffix("session.ttlog"))
/// ```
///
/// ```text
/// true true
/// ```
package enum ScratchFolder {
  private static let prefix = "tt-debug-scratch-"

  /// This process's folder, made on first use.
  package static let root: String = {
    let base =
      FileManager.default.isWritableFile(atPath: "/dev/shm")
      ? "/dev/shm" : FileManager.default.temporaryDirectory.path
    removeFoldersOfEndedProcesses(in: base)
    let root = base + "/" + prefix + String(getpid())
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit { ScratchFolder.removeRoot() }
    return root
  }()

  /// Makes a new empty folder under ``root``, its name starting with `name`.
  ///
  /// - Parameter name: A readable prefix for the folder's name.
  /// - Returns: The folder's path.
  /// - Throws: The file system's error when the folder cannot be made.
  package static func folder(_ name: String) throws -> String {
    let path = root + "/" + unique(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A path under ``root`` that nothing uses yet, ending in `name`; nothing is made there.
  ///
  /// - Parameter name: The file's name, e.g. `session.ttlog`.
  /// - Returns: The path.
  package static func path(_ name: String) -> String {
    root + "/" + unique(name)
  }

  private static func unique(_ name: String) -> String {
    let safe = name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
    return UUID().uuidString.prefix(8) + "-" + String(safe)
  }

  private static func removeRoot() {
    try? FileManager.default.removeItem(atPath: root)
  }

  private static func removeFoldersOfEndedProcesses(in base: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH {
        try? FileManager.default.removeItem(atPath: base + "/" + name)
      }
    }
  }
}
