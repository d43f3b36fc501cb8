import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The prompt of `tt-debug open` on a terminal, through libedit: emacs keys (arrows, Ctrl-A/E,
/// Ctrl-R search), Up/Down through a history kept per log, Tab completes the session's verbs,
/// Ctrl-C cancels the line, Ctrl-D on an empty line ends the session.
final class LineEditor {
  /// What one read produced.
  enum Input: Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was thrown away.
    case cancelled
    /// Ctrl-D on an empty line, or the end of input.
    case end
  }

  let editor: OpaquePointer
  private let history: OpaquePointer
  private let historyFile: String?
  private let cancelled = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

  /// Opens an editor on stdin/stdout, loading the history in `historyFile` when it exists.
  ///
  /// - Parameter historyFile: Where the history is kept, or `nil` for none.
  /// - Returns: `nil` when libedit cannot set up the terminal.
  init?(historyFile: String?) {
    guard let history = ttd_history_open(500) else { return nil }
    guard let editor = ttd_editor_open("tt-debug") else {
      history_end(history)
      return nil
    }
    self.editor = editor
    self.history = history
    self.historyFile = historyFile
    cancelled.initialize(to: 0)
    if let historyFile { _ = ttd_history_load(history, historyFile) }
    ttd_editor_use_history(editor, history)
    ttd_editor_cancel_with_ctrl_c(editor, cancelled)
    ttd_editor_complete_with(editor) { editor, _ in
      guard let editor else { return UInt8(CC_ERROR) }
      return LineEditor.complete(editor)
    }
  }

  deinit {
    el_end(editor)
    history_end(history)
    cancelled.deallocate()
  }

  /// Reads one line with the `> ` prompt.
  func read() -> Input {
    cancelled.pointee = 0
    var count: Int32 = 0
    guard let text = el_gets(editor, &count), count > 0 else { return .end }
    if cancelled.pointee != 0 {
      Terminal.write("^C")
      return .cancelled
    }
    var line = String(cString: text)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Adds `line` to the history and saves the history file.
  func remember(_ line: String) {
    ttd_history_enter(history, line)
    guard let historyFile else { return }
    if let slash = historyFile.lastIndex(of: "/") {
      var built = ""
      for component in historyFile[..<slash].split(separator: "/") {
        built += "/" + component
        _ = mkdir(built, 0o755)
      }
    }
    _ = ttd_history_save(history, historyFile)
  }

  /// The words of the log's markers, which Tab completes after `@` (`jump @de` → `jump @delete`).
  /// libedit's completion callback cannot carry context, so the session sets it here.
  nonisolated(unsafe) static var markerWords: [String] = []

  /// Tab: completes the first word to a verb, or a word after `@` to a word of a marker, or
  /// lists what it could be.
  private static func complete(_ editor: OpaquePointer) -> UInt8 {
    guard let info = el_line(editor)?.pointee else { return UInt8(CC_ERROR) }
    let length = info.cursor - info.buffer
    let typed = String(
      decoding: UnsafeBufferPointer(start: info.buffer, count: length).map {
        UInt8(bitPattern: $0)
      }, as: UTF8.self)
    let word = String(typed.split(separator: " ", omittingEmptySubsequences: false).last ?? "")
    let candidates: [String]
    if word == typed {
      candidates = InteractiveSession.verbs
    } else if word.hasPrefix("@") {
      candidates = markerWords.map { "@" + $0 }
    } else {
      return UInt8(CC_ERROR)
    }
    let matches = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    guard let first = matches.first else { return UInt8(CC_ERROR) }
    if matches.count == 1 {
      _ = el_insertstr(editor, String(first.dropFirst(word.count)) + " ")
      return UInt8(CC_REFRESH)
    }
    var common = first.lowercased()
    for match in matches { while !match.lowercased().hasPrefix(common) { common.removeLast() } }
    if common.count > word.count {
      _ = el_insertstr(editor, String(first.prefix(common.count).dropFirst(word.count)))
      return UInt8(CC_REFRESH)
    }
    Terminal.writePrompt("\n" + matches.joined(separator: "  ") + "\n")
    return UInt8(CC_REDISPLAY)
  }
}

extension LineEditor {
  /// `$XDG_STATE_HOME/tt-debug/<hash of the log's real path>.history`: one history per log file,
  /// kept however often the log changes.
  static func historyFile(for path: String, in store: CursorStore = .standard) -> String? {
    guard let directory = store.directory, let (_, key) = LogSession.pathKey(of: path) else {
      return nil
    }
    return "\(directory)/\(key).history"
  }
}
