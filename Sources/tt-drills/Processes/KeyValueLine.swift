/// One line of `key=value` pairs: how drill children report to their parent.
struct KeyValueLine {
  private(set) var pairs: [(String, String)] = []

  init() {}

  /// Parses `a=1 b=two`; words without `=` are ignored.
  init(parsing line: Substring) {
    for word in line.split(separator: " ") {
      guard let equals = word.firstIndex(of: "=") else { continue }
      pairs.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
    }
  }

  /// Adds a pair.
  mutating func set(_ key: String, _ value: some CustomStringConvertible) {
    pairs.append((key, value.description))
  }

  /// The value of `key` as an integer, or `nil`.
  func int(_ key: String) -> Int? {
    pairs.last { $0.0 == key }.flatMap { Int($0.1) }
  }

  /// The value of `key`, or `nil`.
  func string(_ key: String) -> String? {
    pairs.last { $0.0 == key }?.1
  }

  /// `a=1 b=two`.
  var text: String {
    pairs.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
  }
}
