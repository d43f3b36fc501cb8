/// ANSI colouring, or none: every presentation helper takes one.
struct Style {
  /// Whether to emit escape codes at all.
  var enabled: Bool

  private func paint(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// A position such as `#12` or `#12/40`.
  func seq(_ text: String) -> String { paint(text, "1") }
  /// Secondary text: times, counts, labels.
  func dim(_ text: String) -> String { paint(text, "2") }
  /// A route breadcrumb.
  func route(_ text: String) -> String { paint(text, "36") }
  /// A cause such as `← effect of #3`.
  func cause(_ text: String) -> String { paint(text, "35") }
  /// A marker line.
  func marker(_ text: String) -> String { paint(text, "33") }
  /// Something lost or wrong.
  func removed(_ text: String) -> String { paint(text, "31") }
  /// Something added or fine.
  func added(_ text: String) -> String { paint(text, "32") }

  /// Colours a `StateDiff` text: lines starting `-` red, `+` green.
  func diff(_ text: String) -> String {
    guard enabled else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let trimmed = line.drop(while: { $0 == " " })
      if trimmed.hasPrefix("-") { return removed(String(line)) }
      if trimmed.hasPrefix("+") { return added(String(line)) }
      return String(line)
    }.joined(separator: "\n")
  }

  /// `text` without the escape codes a style put in it.
  static func plain(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}", scalars.first == "[" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      scalars = scalars.drop { $0 != "m" }.dropFirst()
    }
    return result
  }
}
