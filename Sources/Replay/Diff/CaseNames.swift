import JSONTree

/// Payload-less enum cases, which Swift's `Codable` writes as `{"home":{}}`, shown as `.home` in
/// the text people read: `show`, `diff` and a replay's divergence (JSON output, and the log, keep
/// the object).
///
/// ```swift
/// let state: JSONValue = .object(["tab": .object(["home": .object([:])])])
/// print(CaseNames.prettyText(state))
/// ```
///
/// ```text
/// {
///   "tab": .home
/// }
/// ```
package enum CaseNames {
  /// Marks a case name inside a JSON string: a private-use character no app text is expected to hold.
  private static let mark: Character = "\u{F0000}"

  /// `value` pretty-printed with payload-less cases as `.name`.
  package static func prettyText(_ value: JSONValue) -> String {
    shown(marked(value).prettyText)
  }

  /// The ``StateDiff`` text between two states, with payload-less cases as `.name`.
  package static func diffText(from old: JSONValue, to new: JSONValue) -> String {
    shown(StateDiff.text(from: marked(old), to: marked(new)))
  }

  /// `value` with each one-key object whose value is `{}` and whose key is a Swift name replaced by
  /// a string holding the mark and the name.
  package static func marked(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      if members.count == 1, let (name, inner) = members.elements.first,
        inner == .object([:]), isName(name)
      {
        return .string(String(mark) + name)
      }
      var copy = members
      for (key, member) in members { copy[key] = marked(member) }
      return .object(copy)
    case .array(let elements): return .array(elements.map(marked))
    default: return value
    }
  }

  /// `text` with each marked string, `"<mark>name"`, written `.name`.
  package static func shown(_ text: String) -> String {
    guard text.contains(mark) else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "\"" + String(mark)) {
      result += rest[..<start.lowerBound]
      let afterMark = rest[start.upperBound...]
      guard let end = afterMark.firstIndex(of: "\"") else { break }
      result += "." + afterMark[..<end]
      rest = afterMark[afterMark.index(after: end)...]
    }
    return result + rest
  }

  private static func isName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
