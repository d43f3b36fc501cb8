/// Breaks text into lines of at most a width, between words, for prose printed on a terminal.
///
/// ```swift
/// WordWrap.lines("back or jump pins it, follow resumes", width: 20)
/// // ["back or jump pins", "it, follow resumes"]
/// ```
enum WordWrap {
  /// The lines of `text` no wider than `width` characters; a word longer than that (a path) gets
  /// a line of its own, whole.
  static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
