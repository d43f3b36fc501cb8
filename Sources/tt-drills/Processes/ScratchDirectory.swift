import Foundation

/// A private temporary directory for a drill's files, on tmpfs when there is one.
struct ScratchDirectory {
  let root: String

  /// Creates `/dev/shm/tt-drills-<prefix>-<pid>` (or the same under the temporary directory).
  ///
  /// - Throws: When the directory cannot be created.
  init(prefix: String) throws {
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    root = (base as NSString).appendingPathComponent("tt-drills-\(prefix)-\(getpid())")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// A path inside the directory.
  func path(_ name: String) -> String {
    (root as NSString).appendingPathComponent(name)
  }

  /// Removes one file.
  func removeItem(_ name: String) {
    try? FileManager.default.removeItem(atPath: path(name))
  }

  /// Removes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
