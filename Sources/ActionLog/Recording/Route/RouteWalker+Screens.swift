import ComposableStore

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
    guard depth < Self.depthLimit, let value = unwrapped(element, depth: depth),
      !appliedOverride(value)
    else { return }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else {
      visitNamedScreen(value, mirror: mirror, depth: depth, prefix: presentedPrefix, name: nil)
      return
    }
    let enumCase = EnumCase(value, mirror: mirror)
    let ownName = (value as? any NamedScreen)?.screenName
    guard let rawPayload = enumCase.payload, let payload = unwrapped(rawPayload, depth: depth)
    else {
      append(presentedPrefix + (ownName ?? ScreenName.capitalized(enumCase.name)))
      return
    }
    guard !appliedOverride(payload) else { return }
    let payloadMirror = Mirror(reflecting: payload)
    let fallback = ownName ?? ScreenName.capitalized(enumCase.name)
    visitNamedScreen(
      payload, mirror: payloadMirror, depth: depth + 1, prefix: presentedPrefix,
      name: ownName, fallback: fallback)
  }

  private mutating func visitNamedScreen(
    _ value: Any, mirror: Mirror, depth: Int, prefix: String, name: String?,
    fallback: String? = nil
  ) {
    if let dialog = value as? any DialogStateReflecting {
      append("\(dialog.reflectedKind): \(dialog.reflectedTitle)")
      return
    }
    let isState = [.struct, .class, .enum].contains(mirror.displayStyle)
    let named = name ?? (value as? any NamedScreen)?.screenName
    let derived = isState ? ScreenName.of(type(of: value)) : ""
    let screen =
      named ?? (derived.isEmpty ? nil : derived + ScreenName.idSuffix(from: mirror)) ?? fallback
      ?? ScreenName.capitalized(String(describing: type(of: value)))
    append(prefix + screen)
    switch mirror.displayStyle {
    case .struct, .class:
      visitState(value, mirror: mirror, depth: depth, isNamed: true)
    case .enum:
      let inner = EnumCase(value, mirror: mirror)
      if let payload = inner.payload { visitChild(payload, depth: depth + 1) }
    default:
      return
    }
  }
}
