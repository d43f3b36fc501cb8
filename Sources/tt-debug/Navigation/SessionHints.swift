/// Errors inside `tt-debug open` say what to type at its prompt, not at the shell: the hint
/// "`tt-debug log FILE --grep ★`" becomes "`find ★`", "`tt-debug show FILE 3`" becomes
/// "`show 3`". Hints for commands the session lacks (`verify`, `recover`) name the real file.
enum SessionHints {
  /// The verbs that are the same inside a session.
  private static let sessionVerbs = ["show", "diff", "jump", "step", "back", "log"]

  /// `error.line` with its hints rewritten for the session over `path`.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - path: The log the session has open.
  /// - Returns: One line.
  static func line(for error: CLIError, path: String) -> String {
    var text = error.line
    text = text.replacing("`tt-debug log FILE --markers`", with: "`markers`")
    text = text.replacing("`tt-debug log FILE --grep ", with: "`find ")
    for verb in sessionVerbs {
      text = text.replacing("`tt-debug \(verb) FILE`", with: "`\(verb)`")
      text = text.replacing("`tt-debug \(verb) FILE ", with: "`\(verb) ")
    }
    text = text.replacing("`tt-debug help`", with: "`help`")
    text = text.replacing(" FILE`", with: " \(path)`")
    text = text.replacing(" FILE ", with: " \(path) ")
    return text
  }
}
