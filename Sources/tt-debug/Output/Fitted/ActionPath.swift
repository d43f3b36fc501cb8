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
/// [] sidebar(.select(.b))
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
    guard leaf.hasSuffix(")"), let open = leaf.range(of: "(.", options: .backwards) else {
      return false
    }
    let name = leaf[open.upperBound..<leaf.index(before: leaf.endIndex)]
    return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Splits `summary`; text that is not a case chain becomes the leaf as it is.
  init(summary: String) {
    var wrappers: [String] = []
    var rest = Substring(summary)
    while true {
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let afterName = rest[name.endIndex...]
      guard !name.isEmpty, afterName.hasPrefix("(") else { break }
      let open = afterName.startIndex
      let close = Self.closingParenthesis(in: rest, from: open)
      // A wrapper's parentheses hold exactly one case and close at the end (or are cut off).
      if let close, rest.index(after: close) != rest.endIndex { break }
      let inner = rest[rest.index(after: open)..<(close ?? rest.endIndex)]
      if name == "element", let element = Self.stackElement(inner) {
        let id = "[\(element.id)]"
        wrappers.append((wrappers.popLast() ?? "") + id)
        rest = element.action
        continue
      }
      guard Self.isSingleCase(inner) else { break }
      if name != "presented" { wrappers.append(String(name)) }
      rest = inner
    }
    var leaf = rest.hasPrefix(".") ? String(rest.dropFirst()) : String(rest)
    // A bare case reads better with its parent: `tabSelected(.history)`, `delegate(.withdrawn)`.
    if !leaf.contains("("), let parent = wrappers.last, !parent.hasSuffix("]") {
      wrappers.removeLast()
      leaf = "\(parent)(.\(leaf))"
    }
    self.wrappers = wrappers
    self.leaf = leaf
  }

  /// `id: 3, action: .detail(…)` as the id and the action text.
  private static func stackElement(_ inner: Substring) -> (id: Substring, action: Substring)? {
    guard inner.hasPrefix("id: "), let range = inner.firstRange(of: ", action: .") else {
      return nil
    }
    let id = inner[inner.index(inner.startIndex, offsetBy: 4)..<range.lowerBound]
    guard !id.contains("(") else { return nil }
    return (id, inner[inner.index(before: range.upperBound)...])
  }

  /// Whether `text` is `.name` or `.name(…)` with the parentheses closing at its end (or cut off).
  private static func isSingleCase(_ text: Substring) -> Bool {
    guard text.hasPrefix(".") else { return false }
    let body = text.dropFirst()
    let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return false }
    let after = body[name.endIndex...]
    if after.isEmpty { return true }
    guard after.hasPrefix("(") else { return false }
    guard let close = closingParenthesis(in: text, from: after.startIndex) else { return true }
    return text.index(after: close) == text.endIndex
  }

  /// The `)` matching the `(` at `open`, skipping string literals; `nil` when the text ends first.
  private static func closingParenthesis(in text: Substring, from open: Substring.Index)
    -> Substring.Index?
  {
    var depth = 0
    var inString = false
    var escaped = false
    var index = open
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
        if depth == 0 { return character == ")" ? index : nil }
      }
      index = text.index(after: index)
    }
    return nil
  }
}
