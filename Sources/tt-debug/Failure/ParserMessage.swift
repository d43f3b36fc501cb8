/// ArgumentParser's first line for a malformed argument, made into our one-line error: in our
/// style (lower case, an argument named as the help names it), saying what an option takes where
/// ArgumentParser only says the value is invalid, and pointing to the command's help.
///
/// ```text
/// The value '-5' is invalid for '--from <from>'
/// → the value '-5' is invalid for --from <from>: a seq is a whole number, 0 or more; see `tt-debug help log`
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

  /// The error line for ArgumentParser's `line` about `command`'s arguments (`nil`: the root's).
  static func line(_ line: String, command: String?) -> String {
    "\(tidy(line)); see `tt-debug help\(command.map { " " + $0 } ?? "")`"
  }

  /// `line` in our style: no full stop at its end, no capital at its start, an argument written
  /// `<file>` and an option `--color <color>` as the help writes them, and what an option takes
  /// after an invalid value.
  static func tidy(_ line: String) -> String {
    var line = line
    // A closing `.` would run into the `; see …` after it; a suggestion keeps its question mark
    // inside brackets: `unknown option '--frm' (did you mean '--from'?)`.
    while line.hasSuffix(".") { line.removeLast() }
    if let suggestion = line.range(of: ". Did you mean "), line.hasSuffix("?") {
      line =
        line[..<suggestion.lowerBound] + " (did you mean "
        + line[suggestion.upperBound...] + ")"
    }
    if line.hasPrefix("Missing expected argument '"), line.hasSuffix("'") {
      return "missing the argument "
        + line.dropFirst("Missing expected argument '".count).dropLast()
    }
    if line.hasPrefix("Unexpected argument ") {
      return "unexpected extra argument " + line.dropFirst("Unexpected argument ".count)
    }
    guard line.hasPrefix("The value '"), let quote = line.range(of: "' is invalid for '") else {
      return lowercasingFirst(line)
    }
    let value = line[..<quote.lowerBound].dropFirst("The value '".count)
    let rest = line[quote.upperBound...]
    guard let close = rest.range(of: ">'") else { return lowercasingFirst(line) }
    let option = rest[..<close.upperBound].dropLast()
    let tidied = "the value '\(value)' is invalid for \(option)"
    let choices = rest[close.upperBound...]
    if let list = choices.range(of: "Please provide one of ") {
      var values = String(choices[list.upperBound...])
      if let last = values.range(of: " and ", options: .backwards) {
        values.replaceSubrange(last, with: " or ")
      }
      return tidied + ": it takes " + values
    }
    let name = option.prefix { $0 != " " }
    guard choices.isEmpty, let what = expected[String(name)] else { return tidied }
    return tidied + ": " + what
  }

  private static func lowercasingFirst(_ line: String) -> String {
    guard let first = line.first, first.isUppercase, line.dropFirst().first?.isLowercase == true
    else { return line }
    return first.lowercased() + line.dropFirst()
  }
}
