/// ArgumentParser's first line for a malformed argument, made into the first half of our one-line
/// error: without its closing full stop (the line goes on with `; see …`), and saying what an
/// option takes where ArgumentParser only says the value is invalid.
///
/// ```text
/// The value '-5' is invalid for '--from <from>'
/// → the value '-5' is invalid for '--from <from>': a seq is a whole number, 0 or more
/// ```
enum ParserMessage {
  /// What each of our options with a typed value takes, by its spelling in the message.
  static let expected: [String: String] = [
    "--from": "a seq is a whole number, 0 or more",
    "--to": "a seq is a whole number, 0 or more",
    "--limit": "it takes a whole number, 0 or more",
    "--width": "it takes a whole number of columns",
    "-n": "it takes a whole number of lines, 0 or more",
    "--last": "it takes a whole number of lines, 0 or more",
    "--since": "it takes a time into the session such as 12.5s, 12.5 or 2m5s",
    "--until": "it takes a time into the session such as 12.5s, 12.5 or 2m5s",
  ]

  /// `line` tidied: no full stop at its end, and what the option takes after an invalid value.
  static func tidy(_ line: String) -> String {
    var line = line
    // A closing `.` would run into the `; see …` after it; a suggestion keeps its question mark
    // inside brackets: `Unknown option '--frm' (did you mean '--from'?)`.
    while line.hasSuffix(".") { line.removeLast() }
    if let suggestion = line.range(of: ". Did you mean "), line.hasSuffix("?") {
      line =
        line[..<suggestion.lowerBound] + " (did you mean "
        + line[suggestion.upperBound...] + ")"
    }
    let prefix = "The value '"
    guard line.hasPrefix(prefix), let quote = line.range(of: "' is invalid for '") else {
      return line
    }
    let option = line[quote.upperBound...].prefix { $0 != " " && $0 != "'" }
    guard line.hasSuffix(">'"), let what = expected[String(option)] else { return line }
    return line + ": " + what
  }
}
