/// A word as a shell reads it back: single-quoted unless it is plain, so a path with spaces or
/// quotes can be pasted from a hint or a quoted command.
///
/// ```swift
/// print(ShellWord.quoted("logs/session.ttlog"), ShellWord.quoted("my log's.ttlog"))
/// ```
///
/// ```text
/// logs/session.ttlog 'my log'\''s.ttlog'
/// ```
enum ShellWord {
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "-_./:".unicodeScalars.contains($0)
      }
    return plain
      ? word
      : "'"
        + word.split(separator: "'", omittingEmptySubsequences: false)
        .joined(separator: "'\\''") + "'"
  }
}
