/// `tt-debug --color always info FILE`: the one option every command takes may come before the
/// command's name too, as `git -c` does; it is moved after the name for the parser.
enum LeadingOptions {
  /// `arguments` (without the program name) with a leading `--color WHEN` or `--color=WHEN`
  /// moved after the command's name; unchanged otherwise.
  ///
  /// ```swift
  /// print(LeadingOptions.moved(["--color", "always", "info", "a.ttlog"]))
  /// ```
  ///
  /// ```text
  /// ["info", "--color", "always", "a.ttlog"]
  /// ```
  static func moved(_ arguments: [String]) -> [String] {
    var leading: [String] = []
    var rest = arguments[...]
    while let word = rest.first {
      if word == "--color", rest.count > 2 {
        leading += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else if word.hasPrefix("--color="), rest.count > 1 {
        leading.append(word)
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    guard !leading.isEmpty, let command = rest.first, !command.hasPrefix("-") else {
      return arguments
    }
    return [command] + leading + rest.dropFirst()
  }
}
