import ValueCoding

extension RouteWalker {
  /// Visits a struct or class state: its own `screenName` unless already named, then ordinary
  /// children in declaration order (only the selected tab's state when a tab selection matches a
  /// sibling), then each stack's elements bottom to top, then presented destinations.
  ///
  /// - Parameters:
  ///   - node: The state.
  ///   - mirror: Its mirror; `nil` for a plain struct, whose fields are read by layout.
  ///   - depth: The nesting depth of the state.
  ///   - isNamed: Whether the caller already appended this state's component.
  mutating func visitState(_ node: Node, mirror: Mirror?, depth: Int, isNamed: Bool) {
    guard depth < Self.depthLimit, !isFull, enter(mirror, node.value) else { return }
    if !isNamed, let name = screenName(of: node) { append(name) }

    var ordinary: [(label: String, value: Any)] = []
    var stacks: [any RecordableStack] = []
    var presentations: [any RecordablePresentation] = []
    var tab: TabSelection?
    for (label, raw, namesATab) in relevantChildren(of: node, mirror: mirror) {
      guard let child = unwrapped(raw, depth: depth + 1) else { continue }
      let traits = child.facts.traits
      if traits.contains(.stack), let stack = child.value as? any RecordableStack {
        stacks.append(stack)
      } else if traits.contains(.presentation),
        let presentation = child.value as? any RecordablePresentation
      {
        presentations.append(presentation)
      } else if tab == nil, namesATab, let selection = TabSelection(node: child) {
        tab = selection
      } else if traits.contains(.named), Self.isPayloadlessEnum(child.value) {
        // A named value-like enum outside a tab selection (`origin: Tab`) is data, not a screen.
        continue
      } else {
        ordinary.append((label, child.value))
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
      for entry in stack.recordedStackEntries {
        guard !isFull else { return }
        visitScreen(entry.element, depth: depth + 1)
      }
    }
    for presentation in presentations {
      guard let presented = presentation.recordedDestination else { continue }
      visitScreen(presented, depth: depth + 1, presentedPrefix: "sheet: ")
    }
  }

  /// Whether `value` is an enum case without a payload.
  static func isPayloadlessEnum(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .enum && mirror.children.isEmpty
  }

  /// The stored properties of the state that may hold navigation, with property-wrapper
  /// underscores removed from their labels and whether each names a tab; a plain struct's are
  /// read by layout, without a mirror.
  private func relevantChildren(of node: Node, mirror: Mirror?) -> [(String, Any, Bool)] {
    if let slots = node.facts.relevantFields {
      return slots.map { ($0.label, $0.read(from: node.value), $0.namesATab) }
    }
    var result: [(String, Any, Bool)] = []
    var current: Mirror? = mirror ?? Mirror(reflecting: node.value)
    var levels = 0
    while let level = current, levels < Self.depthLimit {
      for child in level.children
      where RouteTypeFacts.of(type(of: child.value)).mayContainNavigation {
        let label = Self.propertyName(child.label)
        result.append((label, child.value, TabSelection.namesATab(label)))
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
