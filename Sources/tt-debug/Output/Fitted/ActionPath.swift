/// An action summary split into the cases that wrap it and the innermost case people care about.
///
/// `mainTab(.history(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(
/// .titleChanged("Rent (June)")))))))))` becomes the wrappers
/// `mainTab.history.path[0].detail.destination.edit` and the leaf `titleChanged("Rent (June)")`:
/// a stack element shows as `[id]` on its stack and `presented` is left out, as it says nothing a
/// reader needs. A case without a payload stays with its parent (`delegate(.withdrawn)`), since
/// `withdrawn` alone does not say what it is. Summaries cut short by the recorder (`…`) still split at every wrapper before
/// the cut.
///
/// ```swift
/// let path = ActionPath(summary: "sidebar(.select(.b))")
/// print(path.wrappers, path.leaf)
/// ```
///
/// ```text
/// ["sidebar"] select(.b)
/// ```
struct ActionPath: Equatable {
  /// The enclosing cases, outermost first.
  var wrappers: [String]
  /// The innermost case with its payload.
  var leaf: String

  /// The action as one key path, as `log` shows it: `mainTab.history.rowTapped(id: 2)`.
  var keyPath: String { wrappers.map { $0 + "." }.joined() + leaf }

  /// Whether the leaf is a payload-less case kept with its parent (`delegate(.withdrawn)`), so
  /// that a cut must come from the parent's side.
  var leafIsBareCase: Bool {
    guard leaf.hasSuffix(")"), let open = Self.lastOpening(in: leaf) else { return false }
    let name = leaf[open..<leaf.index(before: leaf.endIndex)]
    return !name.isEmpty && name.allSatisfy(Self.isNameCharacter)
  }

  /// Where the name after the last `(.` in `text` starts.
  private static func lastOpening(in text: String) -> String.Index? {
    var index = text.endIndex
    var next: Character?
    while index > text.startIndex {
      index = text.index(before: index)
      let character = text[index]
      if character == "(", next == "." { return text.index(index, offsetBy: 2) }
      next = character
    }
    return nil
  }

  /// Whether `character` may be part of a case name: a letter, a digit or `_` (ASCII answered
  /// without Unicode tables).
  private static func isNameCharacter(_ character: Character) -> Bool {
    if let ascii = character.asciiValue {
      switch ascii {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        return true
      default:
        return false
      }
    }
    return character.isLetter || character.isNumber
  }

  /// Splits `summary`; text that is not a case chain becomes the leaf as it is.
  init(summary: String) {
    let closing = Self.closingParentheses(in: summary)
    var wrappers: [String] = []
    var rest = Substring(summary)
    while true {
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
      let name = rest.prefix(while: Self.isNameCharacter)
      let afterName = rest[name.endIndex...]
      guard !name.isEmpty, afterName.hasPrefix("(") else { break }
      let open = afterName.startIndex
      let close = closing[open]
      // A wrapper's parentheses hold exactly one case and close at the end (or are cut off).
      if let close, rest.index(after: close) != rest.endIndex { break }
      let inner = rest[rest.index(after: open)..<(close ?? rest.endIndex)]
      if name == "element", let element = Self.stackElement(inner) {
        let id = "[\(element.id)]"
        wrappers.append((wrappers.popLast() ?? "") + id)
        rest = element.action
        continue
      }
      guard Self.isSingleCase(inner, closing: closing) else { break }
      if name != "presented" { wrappers.append(String(name)) }
      rest = inner
    }
    var leaf = rest.hasPrefix(".") ? String(rest.dropFirst()) : String(rest)
    // A bare case reads better with its parent: `tabSelected(.history)`, `delegate(.withdrawn)`.
    if !Self.contains(UInt8(ascii: "("), in: leaf), let parent = wrappers.last,
      !parent.hasSuffix("]")
    {
      wrappers.removeLast()
      leaf = "\(parent)(.\(leaf))"
    }
    self.wrappers = wrappers
    self.leaf = leaf
  }

  /// `id: 3, action: .detail(…)` as the id and the action text.
  private static func stackElement(_ inner: Substring) -> (id: Substring, action: Substring)? {
    guard inner.hasPrefix("id: "), let range = firstRange(of: ", action: .", in: inner) else {
      return nil
    }
    let id = inner[inner.index(inner.startIndex, offsetBy: 4)..<range.lowerBound]
    guard !id.contains("(") else { return nil }
    return (id, inner[inner.index(before: range.upperBound)...])
  }

  /// The first place `pattern` (ASCII) appears in `text`, searched byte by byte.
  private static func firstRange(of pattern: StaticString, in text: Substring)
    -> Range<Substring.Index>?
  {
    let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
    let bytes = text.utf8
    var start = bytes.startIndex
    while start != bytes.endIndex {
      var probe = start
      var matched = 0
      while matched < needle.count, probe != bytes.endIndex, bytes[probe] == needle[matched] {
        probe = bytes.index(after: probe)
        matched += 1
      }
      if matched == needle.count { return start..<probe }
      start = bytes.index(after: start)
    }
    return nil
  }

  /// Whether `text` is `.name` or `.name(…)` with the parentheses closing at its end (or cut off).
  private static func isSingleCase(_ text: Substring, closing: [String.Index: String.Index])
    -> Bool
  {
    guard text.hasPrefix(".") else { return false }
    let body = text.dropFirst()
    let name = body.prefix(while: Self.isNameCharacter)
    guard !name.isEmpty else { return false }
    let after = body[name.endIndex...]
    if after.isEmpty { return true }
    guard after.hasPrefix("(") else { return false }
    guard let close = closing[after.startIndex] else { return true }
    return text.index(after: close) == text.endIndex
  }

  /// Whether `text` holds the character `ascii`: byte by byte when the text is ASCII (each byte is
  /// then one character), else character by character.
  private static func contains(_ ascii: UInt8, in text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.contains(ascii) }
    return text.contains(Character(Unicode.Scalar(ascii)))
  }

  /// Where each `(` of `text` closes, found in one pass: the `)` that brings the nesting (of
  /// parentheses and brackets, outside string literals) back to where it was. A `(` that the text
  /// ends inside, or that a `]` closes, has no entry. ASCII text is read byte by byte (each byte is
  /// then one character), other text character by character.
  private static func closingParentheses(in text: String) -> [String.Index: String.Index] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return closingParentheses(of: text.utf8) { $0 } }
    return closingParentheses(of: text) { $0.asciiValue }
  }

  /// ``closingParentheses(in:)`` over `units` (bytes or characters), each read as the ASCII code
  /// `ascii` gives it (`nil` for none).
  private static func closingParentheses<Units: Collection>(
    of units: Units, ascii: (Units.Element) -> UInt8?
  ) -> [String.Index: String.Index] where Units.Index == String.Index {
    var closing: [String.Index: String.Index] = [:]
    var open: [String.Index] = []
    var inString = false
    var escaped = false
    for index in units.indices {
      guard let code = ascii(units[index]) else {
        escaped = false
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if code == UInt8(ascii: "\\") {
          escaped = true
        } else if code == UInt8(ascii: "\"") {
          inString = false
        }
      } else if code == UInt8(ascii: "\"") {
        inString = true
      } else if code == UInt8(ascii: "(") || code == UInt8(ascii: "[") {
        open.append(index)
      } else if code == UInt8(ascii: ")") || code == UInt8(ascii: "]"), let opener = open.popLast()
      {
        if code == UInt8(ascii: ")") { closing[opener] = index }
      }
    }
    return closing
  }

}
