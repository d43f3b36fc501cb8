import ArgumentParser

/// `tt-debug bogus FILE`: the first word names no command, so say that, list the commands and
/// suggest the nearest one, instead of ArgumentParser's "2 unexpected arguments".
enum UnknownCommand {
  /// The error for `arguments` (without the program name) when their first word is not a
  /// command, `help` or an option; `nil` otherwise.
  static func check(_ arguments: [String], commands: [String]) -> CLIError? {
    guard let word = arguments.first, !word.hasPrefix("-"), word != "help",
      !commands.contains(word)
    else { return nil }
    let nearest = commands.map { (name: $0, distance: distance(word, $0)) }
      .filter { $0.distance <= max(2, $0.name.count / 3) || $0.name.hasPrefix(word) }
      .min { $0.distance < $1.distance }
    let suggestion = nearest.map { "did you mean '\($0.name)'? " } ?? ""
    return .usage(
      "unknown command '\(word)'",
      fix: "\(suggestion)the commands are \(commands.joined(separator: ", "))")
  }

  /// The edit distance (insertions, deletions, substitutions) between two words.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
