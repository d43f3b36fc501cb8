import ComposableStore

extension RouteWalker {
  /// Visits a struct or class state: its own `screenName` unless already named, then ordinary
  /// children in declaration order (only the selected tab's state when a tab selection matches a
  /// sibling), then each stack's elements bottom to top, then presented destinations.
  ///
  /// - Parameters:
  ///   - value: The state.
  ///   - mirror: Its mirror.
  ///   - depth: The nesting depth of `value`.
  ///   - isNamed: Whether the caller already appended this state's component.
  mutating func visitState(_ value: Any, mirror: Mirror, depth: Int, isNamed: Bool) {
    guard depth < Self.depthLimit, enter(mirror, value) else { return }
    if !isNamed, let named = value as? any NamedScreen { append(named.screenName) }

    var ordinary: [(label: String, value: Any)] = []
    var stacks: [any StackStateReflecting] = []
    var presentations: [any PresentationStateReflecting] = []
    var tab: TabSelection?
    for (label, raw) in relevantChildren(of: value, mirror: mirror) {
      guard let child = unwrapped(raw, depth: depth + 1) else { continue }
      if let stack = child as? any StackStateReflecting {
        stacks.append(stack)
      } else if let presentation = child as? any PresentationStateReflecting {
        presentations.append(presentation)
      } else if tab == nil, let selection = TabSelection(label: label, value: child) {
        tab = selection
      } else {
        ordinary.append((label, child))
      }
    }

    if let tab {
      append(tab.component)
      let selected = tab.matchingSibling(in: ordinary.map(\.label)).map { [ordinary[$0]] }
      for child in selected ?? ordinary { visitChild(child.value, depth: depth + 1) }
    } else {
      for child in ordinary { visitChild(child.value, depth: depth + 1) }
    }
    for stack in stacks {
      for entry in stack.reflectedEntries { visitScreen(entry.element, depth: depth + 1) }
    }
    for presentation in presentations {
      guard let presented = presentation.reflectedPresented else { continue }
      visitScreen(presented, depth: depth + 1, presentedPrefix: "sheet: ")
    }
  }

  /// The stored properties of `value` that may hold navigation, with property-wrapper
  /// underscores removed from their labels; uses the cached field layout when there is one.
  private func relevantChildren(of value: Any, mirror: Mirror) -> [(String, Any)] {
    let facts = RouteTypeFacts.of(type(of: value))
    let children = mirror.children
    if mirror.displayStyle == .struct, let indices = facts.relevantFields {
      return indices.compactMap { index in
        guard index < children.count else { return nil }
        let child = children[children.index(children.startIndex, offsetBy: index)]
        return (Self.propertyName(child.label), child.value)
      }
    }
    var result: [(String, Any)] = []
    var current: Mirror? = mirror
    var levels = 0
    while let level = current, levels < Self.depthLimit {
      for child in level.children
      where RouteTypeFacts.of(type(of: child.value)).mayContainNavigation {
        result.append((Self.propertyName(child.label), child.value))
      }
      current = level.superclassMirror
      levels += 1
    }
    return result
  }

  private static func propertyName(_ label: String?) -> String {
    guard let label else { return "" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
