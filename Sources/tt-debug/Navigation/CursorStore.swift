#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each log's cursor lives between invocations: one small file per log under
/// `$XDG_STATE_HOME/tt-debug/` (default `~/.local/state/tt-debug/`), named by ``LogIdentity``.
/// The log itself is never written, so read-only logs work.
struct CursorStore {
  /// The folder holding cursor files, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is set.
  var directory: String?

  /// The store the environment names.
  static var standard: CursorStore {
    if let state = Terminal.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return CursorStore(directory: state + "/tt-debug")
    }
    if let home = Terminal.environment("HOME"), !home.isEmpty {
      return CursorStore(directory: home + "/.local/state/tt-debug")
    }
    return CursorStore(directory: nil)
  }

  /// The saved seq for the log at `path`, or `nil` when there is none (or the file changed).
  func load(for path: String) -> UInt64? {
    guard let file = cursorFile(for: path), let handle = fopen(file, "r") else { return nil }
    defer { fclose(handle) }
    var buffer = [CChar](repeating: 0, count: 32)
    guard fgets(&buffer, 32, handle) != nil else { return nil }
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return UInt64(text.filter { $0.isNumber })
  }

  /// Saves `seq` as the cursor of the log at `path`.
  ///
  /// - Throws: `CLIError` (exit 5) when the cursor file cannot be written.
  func save(_ seq: UInt64, for path: String) throws(CLIError) {
    guard let directory, let file = cursorFile(for: path) else {
      throw .cannotWrite(
        "cannot keep the cursor: neither XDG_STATE_HOME nor HOME is set",
        fix: "set XDG_STATE_HOME to a writable folder")
    }
    var built = ""
    for component in directory.split(separator: "/") {
      built += "/" + component
      _ = mkdir(built, 0o755)
    }
    guard let handle = fopen(file, "w") else {
      throw .cannotWrite(
        "cannot write the cursor file \(file)",
        fix: "make \(directory) writable or set XDG_STATE_HOME")
    }
    fputs("\(seq)\n", handle)
    fclose(handle)
  }

  private func cursorFile(for path: String) -> String? {
    guard let directory, let identity = LogIdentity(path: path) else { return nil }
    return "\(directory)/\(identity.key).cursor"
  }
}
