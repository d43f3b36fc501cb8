import LogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each log's cursor lives between invocations: one small file per log path under
/// `$XDG_STATE_HOME/tt-debug/` (default `~/.local/state/tt-debug/`), named by the hash of the
/// log's real path and holding the seq and the session it belongs to (``LogSession``), as
/// `12 9a41c0d2e3f4a5b6`. A log the app is still appending to keeps its cursor; a new session
/// written at the same path starts again at its first state, and its cursor overwrites the old
/// one. The log itself is never written, so read-only logs work.
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

  /// A store that keeps nothing: for a log that lives only as long as the session (`attach`'s
  /// mirror, a loaded report), whose navigator ignores that its cursor is not saved.
  static var inMemory: CursorStore { CursorStore(directory: nil) }

  /// The saved seq for the log at `path`, or `nil` when there is none or it was saved for
  /// another session at that path.
  func load(for path: String) -> UInt64? {
    guard let session = LogSession(path: path), let file = cursorFile(for: session),
      let handle = fopen(file, "r")
    else { return nil }
    defer { fclose(handle) }
    var buffer = [CChar](repeating: 0, count: 64)
    guard fgets(&buffer, 64, handle) != nil else { return nil }
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard words.count == 2, words[1] == session.sessionKey else { return nil }
    return UInt64(words[0])
  }

  /// Saves `seq` as the cursor of the log at `path`.
  ///
  /// - Throws: `CLIError` (exit 5) when the cursor file cannot be written.
  func save(_ seq: UInt64, for path: String) throws(CLIError) {
    guard let directory else {
      throw .cannotWrite(
        "cannot keep the cursor: neither XDG_STATE_HOME nor HOME is set",
        fix: "set XDG_STATE_HOME to a writable folder")
    }
    guard let session = LogSession(path: path), let file = cursorFile(for: session) else {
      throw .cannotWrite(
        "cannot keep the cursor: \(path) cannot be read", fix: "check that the log is still there")
    }
    var built = ""
    for component in directory.split(separator: "/") {
      built += "/" + component
      _ = mkdir(built, 0o755)
    }
    do {
      try OutputFile.replace(file, with: Array("\(seq) \(session.sessionKey)\n".utf8))
    } catch {
      throw .cannotWrite(
        "cannot write the cursor file \(file)",
        fix: "make \(directory) writable or set XDG_STATE_HOME")
    }
  }

  private func cursorFile(for session: LogSession) -> String? {
    directory.map { "\($0)/\(session.pathKey).cursor" }
  }
}
