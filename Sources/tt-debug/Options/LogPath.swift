import LogFormat

/// The log a command reads: the path given, or the newest log of a folder (``LogFolder``).
enum LogPath {
  /// `path`, or the newest `.ttlog` file in it when it names a folder that holds one (a folder
  /// without one stays as given, and opening it says so).
  static func resolve(_ path: String) -> String {
    guard LogFolder.isFolder(path), let newest = try? LogFolder(path: path).newestLog() else {
      return path
    }
    return newest
  }
}
