import ComposableStore

/// One walk over a state value, collecting route components.
///
/// Every `visit` method first unwraps `Optional` and `Shared`, then honours `RouteOverriding`, so
/// those rules hold at every level. Depth is bounded by ``depthLimit``; class instances are
/// visited at most once per walk.
struct RouteWalker {
  /// The components found so far, outermost first.
  private(set) var components: [String] = []
  private var visitedObjects: Set<ObjectIdentifier> = []
  static let depthLimit = 32

  /// Visits the store's root state: an enum root always contributes its case.
  mutating func visitRoot(_ state: Any) {
    guard let value = unwrapped(state, depth: 0), !appliedOverride(value) else { return }
    visitValue(value, depth: 0, isRoot: true)
  }

  /// Visits an ordinary stored property (or an enum payload) that may hold navigation.
  mutating func visitChild(_ child: Any, depth: Int) {
    guard depth < Self.depthLimit, let value = unwrapped(child, depth: depth),
      RouteTypeFacts.of(type(of: value)).mayContainNavigation, !appliedOverride(value)
    else { return }
    visitValue(value, depth: depth, isRoot: false)
  }

  private mutating func visitValue(_ value: Any, depth: Int, isRoot: Bool) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      visitEnum(value, mirror: mirror, depth: depth, isRoot: isRoot)
    case .struct, .class, .tuple:
      visitState(value, mirror: mirror, depth: depth, isNamed: false)
    default:
      return
    }
  }

  /// An enum state contributes its case name (or its `screenName`) when it is the root or looks
  /// like a TCA state enum (its type or its payload's type is named `…State`), then its payload.
  private mutating func visitEnum(_ value: Any, mirror: Mirror, depth: Int, isRoot: Bool) {
    let enumCase = EnumCase(value, mirror: mirror)
    if let named = value as? any NamedScreen {
      components.append(named.screenName)
    } else if isRoot || enumCase.looksLikeState(of: value) {
      components.append(enumCase.name)
    }
    if let payload = enumCase.payload { visitChild(payload, depth: depth + 1) }
  }

  /// Appends the components of a `RouteOverriding` state that overrides.
  ///
  /// - Returns: Whether the value overrode, ending the derivation below it.
  mutating func appliedOverride(_ value: Any) -> Bool {
    guard let overriding = value as? any RouteOverriding, let route = overriding.routeOverride
    else { return false }
    components.append(contentsOf: route)
    return true
  }

  /// The value with `Optional` and `Shared` layers removed, or `nil` for an absent optional.
  func unwrapped(_ value: Any, depth: Int) -> Any? {
    var current = value
    for _ in depth..<Self.depthLimit {
      if let optional = current as? any OptionalRouteType {
        guard let wrapped = optional.wrappedRouteValue else { return nil }
        current = wrapped
      } else if let shared = current as? any SharedReflecting {
        current = shared.reflectedSharedValue
      } else {
        return current
      }
    }
    return nil
  }

  /// Marks a class instance as visited.
  ///
  /// - Returns: `false` when the instance was already visited in this walk (a cycle or a share).
  mutating func enter(_ mirror: Mirror, _ value: Any) -> Bool {
    guard mirror.displayStyle == .class else { return true }
    return visitedObjects.insert(ObjectIdentifier(value as AnyObject)).inserted
  }

  mutating func append(_ component: String) {
    components.append(component)
  }
}
