import Foundation

/// A tab selection found among a state's properties: a property whose name contains "tab" holding
/// a payload-less enum.
struct TabSelection {
  /// The selected case name, used to find the selected tab's state among the siblings.
  let caseName: String
  /// The route component: the enum's `screenName` when it conforms to ``NamedScreen``, else the
  /// case name.
  let component: String

  /// Recognises a tab selection.
  ///
  /// - Parameters:
  ///   - label: The property name (without a property-wrapper underscore).
  ///   - node: The property's value, already unwrapped, with its type's facts.
  /// - Returns: `nil` unless the name contains "tab" and the value is a payload-less enum case.
  init?(label: String, node: RouteWalker.Node) {
    guard label.range(of: "tab", options: .caseInsensitive) != nil,
      !node.facts.traits.contains(.opaqueLeaf)
    else { return nil }
    let mirror = Mirror(reflecting: node.value)
    guard mirror.displayStyle == .enum, mirror.children.isEmpty else { return nil }
    caseName = String(describing: node.value)
    let named = node.facts.traits.contains(.named) ? node.value as? any NamedScreen : nil
    component = named?.screenName ?? caseName
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
