import ValueCoding

extension RouteWalker {
  /// Visits a pushed stack element or a presented destination: appends its component, then
  /// descends into it.
  ///
  /// An alert or dialog becomes `alert: Title` / `dialog: Title`; a feature becomes its screen
  /// name, prefixed with `presentedPrefix` (`sheet: ` for presentations). An enum-wrapped element
  /// (`Path.State.detail(…)`) is named after its payload.
  ///
  /// - Parameters:
  ///   - element: The element or presented state.
  ///   - depth: Its nesting depth.
  ///   - presentedPrefix: Text before a feature's name.
  mutating func visitScreen(_ element: Any, depth: Int, presentedPrefix: String = "") {
    guard depth < Self.depthLimit, !isFull, let node = unwrapped(element, depth: depth),
      !appliedOverride(node)
    else { return }
    if node.facts.relevantFields != nil {
      return visitScreenState(node, mirror: nil, depth: depth, prefix: presentedPrefix, name: nil)
    }
    let mirror = Mirror(reflecting: node.value)
    guard mirror.displayStyle == .enum, !node.facts.traits.contains(.dialog) else {
      visitScreenState(node, mirror: mirror, depth: depth, prefix: presentedPrefix, name: nil)
      return
    }
    let enumCase = EnumCase(node.value, mirror: mirror)
    let ownName = screenName(of: node)
    let fallback = ownName ?? ScreenName.capitalized(enumCase.name)
    guard let rawPayload = enumCase.payload, let payload = unwrapped(rawPayload, depth: depth)
    else {
      append(presentedPrefix + fallback)
      return
    }
    guard !appliedOverride(payload) else { return }
    visitScreenState(
      payload,
      mirror: payload.facts.relevantFields == nil ? Mirror(reflecting: payload.value) : nil,
      depth: depth + 1, prefix: presentedPrefix, name: ownName, fallback: fallback)
  }

  /// Appends a screen's component and descends; `mirror` is `nil` for a plain struct.
  private mutating func visitScreenState(
    _ node: Node, mirror: Mirror?, depth: Int, prefix: String, name: String?,
    fallback: String? = nil
  ) {
    if node.facts.traits.contains(.dialog), let dialog = node.value as? any RecordableDialog {
      append("\(dialog.recordedDialogKind.rawValue): \(dialog.recordedDialogTitle)")
      return
    }
    append(prefix + (name ?? screenName(of: node) ?? derivedName(of: node, mirror, fallback)))
    guard let mirror else { return visitState(node, mirror: nil, depth: depth, isNamed: true) }
    switch mirror.displayStyle {
    case .struct, .class, .tuple:
      visitState(node, mirror: mirror, depth: depth, isNamed: true)
    case .enum:
      if let payload = EnumCase(node.value, mirror: mirror).payload {
        visitChild(payload, depth: depth + 1)
      }
    default:
      return
    }
  }

  /// The name from the state's type plus its `(id: …)`, else `fallback`, else the type's text.
  private func derivedName(of node: Node, _ mirror: Mirror?, _ fallback: String?) -> String {
    // No mirror: a plain struct, read by layout.
    let style: Mirror.DisplayStyle?
    if let mirror { style = mirror.displayStyle } else { style = .struct }
    let typeName = node.facts.screenName
    switch style {
    case .struct?, .class?, .enum?:
      guard !typeName.isEmpty else { break }
      // Structs read the cached field; classes (no cached layout) look the label up.
      var id: Any? = nil
      if case .struct? = style {
        id = node.facts.idField?.read(from: node.value)
      } else if case .class? = style {
        id = mirror?.children.first { $0.label == "id" }?.value
      }
      guard let suffix = id.flatMap(ScreenName.idSuffix(for:)) else { return typeName }
      return typeName + suffix
    default:
      break
    }
    return fallback ?? ScreenName.capitalized(String(describing: type(of: node.value)))
  }

}
