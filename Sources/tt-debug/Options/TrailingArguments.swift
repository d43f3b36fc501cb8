import ArgumentParser

/// Positional words a command collects with `parsing: .allUnrecognized`, so that a negative target
/// or count (`-3`) reaches it instead of being read as an option.
///
/// A `--` separator is dropped and everything after it is taken as written; before it, a word
/// such as `--bogus` or `-x` is still an unknown option, and more words than the command takes
/// are an error rather than ignored.
///
/// ```swift
/// print(try TrailingArguments.words(["--", "-3"], atMost: 1))
/// ```
///
/// ```text
/// ["-3"]
/// ```
enum TrailingArguments {
  /// The words, checked.
  ///
  /// - Parameters:
  ///   - raw: The words ArgumentParser collected.
  ///   - limit: How many the command takes.
  /// - Returns: The words without a `--` separator.
  /// - Throws: `ValidationError` for an unknown option or an extra word.
  static func words(_ raw: [String], atMost limit: Int) throws -> [String] {
    let separator = raw.firstIndex(of: "--") ?? raw.endIndex
    for word in raw[..<separator] where word.hasPrefix("-") && !isNegativeNumber(word) {
      throw ValidationError("Unknown option '\(word)'")
    }
    let words = raw[..<separator] + raw[min(separator + 1, raw.endIndex)...]
    if words.count > limit {
      let extra = words.dropFirst(limit).map { "'\($0)'" }.joined(separator: ", ")
      throw ValidationError(
        "unexpected extra argument\(words.count - limit == 1 ? "" : "s") \(extra)")
    }
    return Array(words)
  }

  /// A count from `text`: a whole number, negative to move the other way.
  static func count(_ text: String?) throws -> Int64 {
    guard let text else { return 1 }
    guard let count = Int64(text), count != .min else {
      throw ValidationError("'\(text)' is not a count; give a whole number such as 3 or -3")
    }
    return count
  }

  /// A target from `text`, as `jump` takes it.
  static func target(_ text: String) throws -> Target {
    guard let target = Target(text) else {
      throw ValidationError(Target.invalid(text).line)
    }
    return target
  }

  /// `-3`, `-2.5s`: what a negative count or relative target looks like.
  private static func isNegativeNumber(_ word: String) -> Bool {
    let body = word.dropFirst()
    return !body.isEmpty && body.allSatisfy { $0.isNumber || $0 == "." || $0 == "s" }
  }
}
