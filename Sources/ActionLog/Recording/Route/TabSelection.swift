import Foundation

/// A tab selection found among a state's properties: a property whose name contains the word
/// "tab" holding a payload-less enum.
struct TabSelection {
  /// The selected case name, used to find the selected tab's state among the siblings.
  let caseName: String
  /// The route component: the enum's `screenName` when it conforms to ``NamedScreen``, else the
  /// case name.
  let component: String

  /// Recognises a tab selection in a property whose name ``namesATab(_:)``.
  ///
  /// - Parameter node: The property's value, already unwrapped, with its type's facts.
  /// - Returns: `nil` unless the value is a payload-less enum case.
  init?(node: RouteWalker.Node) {
    guard !node.facts.traits.contains(.opaqueLeaf),
      let caseName = TabCaseNames.payloadlessCaseName(of: node)
    else { return nil }
    self.caseName = caseName
    let named = node.facts.traits.contains(.named) ? node.value as? any NamedScreen : nil
    component = named?.screenName ?? caseName
  }

  /// Whether `label` contains "tab" (any case) as a word of its camel-case or snake-case name:
  /// `tab`, `tabs`, `selectedTab`, `tabSelection`, `current_tab`, `TAB`, but not `table` or
  /// `stable`.
  ///
  /// - Parameter label: A property name.
  /// - Returns: `true` when the name mentions a tab.
  static func namesATab(_ label: String) -> Bool {
    let characters = Array(label)
    var start = 0
    while start + 3 <= characters.count {
      defer { start += 1 }
      guard String(characters[start..<start + 3]).lowercased() == "tab" else { continue }
      let before = start == 0 ? nil : characters[start - 1]
      let startsWord =
        before == nil || before == "_" || characters[start].isUppercase
        || (before?.isNumber ?? false)
      guard startsWord else { continue }
      var end = start + 3
      if end < characters.count, characters[end] == "s" { end += 1 }
      if end == characters.count { return true }
      let next = characters[end]
      // `selectedTabBar` ends the word at `B`; `TABLE` does not.
      if next == "_" || next.isNumber || (next.isUppercase && !characters[start + 2].isUppercase) {
        return true
      }
    }
    return false
  }

  /// The index of the sibling holding the selected tab's state.
  ///
  /// A sibling matches when its name equals the case name or starts with it at a word boundary
  /// (`history`, `historyTab`, `historyState`), ignoring case; an exact match wins.
  ///
  /// - Parameter labels: The names of the other ordinary properties, in declaration order.
  /// - Returns: The index into `labels`, or `nil` when no sibling matches.
  func matchingSibling(in labels: [String]) -> Int? {
    let wanted = caseName.lowercased()
    if let exact = labels.firstIndex(where: { $0.lowercased() == wanted }) { return exact }
    return labels.firstIndex { label in
      guard label.lowercased().hasPrefix(wanted), label.count > wanted.count else { return false }
      let next = label[label.index(label.startIndex, offsetBy: wanted.count)]
      return next.isUppercase || next == "_"
    }
  }
}
