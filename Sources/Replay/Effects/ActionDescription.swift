/// An action named in a served-effects report: as Swift prints it, without the type names.
enum ActionDescription {
  /// The action as Swift prints it, without the type names before its cases
  /// (`path(.element(id: 3, action: .summary(.submitButtonTapped)))`), cut at 100 characters.
  static func short(_ action: some Any) -> String {
    let text = withoutTypeNames(String(describing: action))
    return text.count > 100 ? String(text.prefix(99)) + "…" : text
  }

  /// Drops each run of type names (`Module.Type<Generic>.`) that prefixes a case name.
  static func withoutTypeNames(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let first = rest.first {
      if first == "\"" {
        // A string's text stays as it is.
        var end = rest.index(after: rest.startIndex)
        while end < rest.endIndex, rest[end] != "\"" {
          if rest[end] == "\\" { end = rest.index(after: end) }
          if end < rest.endIndex { end = rest.index(after: end) }
        }
        end = end < rest.endIndex ? rest.index(after: end) : end
        result += rest[..<end]
        rest = rest[end...]
        continue
      }
      guard first.isUppercase, !(result.last?.isLetter ?? false) else {
        result.append(first)
        rest = rest.dropFirst()
        continue
      }
      // A run of identifiers, dots and balanced angle brackets.
      var end = rest.startIndex
      var depth = 0
      while end < rest.endIndex {
        let character = rest[end]
        if character == "<" {
          depth += 1
        } else if character == ">" {
          guard depth > 0 else { break }
          depth -= 1
        } else if depth == 0,
          !(character.isLetter || character.isNumber || character == "_")
            && character != "."
        {
          break
        }
        end = rest.index(after: end)
      }
      let run = rest[..<end]
      let dropsRun =
        run.last == "." && depth == 0 && end < rest.endIndex && rest[end].isLowercase
      result += dropsRun ? "." : String(run)
      rest = rest[end...]
    }
    return result
  }
}
