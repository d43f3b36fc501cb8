import ValueCoding

/// One walk over a state value, collecting route components.
///
/// Every `visit` method first unwraps `Optional` and `Shared`, then honours `RouteOverriding`, so
/// those rules hold at every level. Depth is bounded by ``depthLimit``; class instances are
/// visited at most once per walk. Dynamic casts are made only where the cached
/// ``RouteTypeFacts`` say they succeed.
struct RouteWalker {
  /// A value met during the walk, with its type's facts.
  struct Node {
    let value: Any
    let facts: RouteTypeFacts
  }

  /// The most levels of nesting the walk enters.
  static let depthLimit = 32
  /// The most components a route holds; a walk stops adding (and descending) once it is reached.
  static let componentLimit = 256
  /// The components found so far, outermost first.
  private(set) var components: [String] = []
  private var visitedObjects: Set<ObjectIdentifier> = []
  /// Values of shared references captured on the store's thread, read instead of the references.
  var sharedValues: [ObjectIdentifier: Any] = [:]
  /// Whether the walk met a class instance or a `Shared` value, whose contents can change behind
  /// equal bytes (``RouteMemo`` then does not reuse the route).
  private(set) var metReference = false

  /// Visits the store's root state: an enum root always contributes its case.
  mutating func visitRoot(_ state: Any) {
    guard let node = unwrapped(state, depth: 0), !appliedOverride(node) else { return }
    visitValue(node, depth: 0, isRoot: true)
  }

  /// Visits an ordinary stored property (or an enum payload) that may hold navigation.
  mutating func visitChild(_ child: Any, depth: Int) {
    guard depth < Self.depthLimit, !isFull, let node = unwrapped(child, depth: depth),
      node.facts.mayContainNavigation, !appliedOverride(node)
    else { return }
    visitValue(node, depth: depth, isRoot: false)
  }

  private mutating func visitValue(_ node: Node, depth: Int, isRoot: Bool) {
    if node.facts.relevantFields != nil {
      return visitState(node, mirror: nil, depth: depth, isNamed: false)
    }
    let mirror = Mirror(reflecting: node.value)
    switch mirror.displayStyle {
    case .enum:
      visitEnum(node, mirror: mirror, depth: depth, isRoot: isRoot)
    case .struct, .class, .tuple:
      visitState(node, mirror: mirror, depth: depth, isNamed: false)
    default:
      return
    }
  }

  /// An enum state contributes its case name (or its `screenName`) when it is the root or looks
  /// like a TCA state enum (its type or its payload's type is named `…State`), then its payload.
  private mutating func visitEnum(_ node: Node, mirror: Mirror, depth: Int, isRoot: Bool) {
    let enumCase = EnumCase(node.value, mirror: mirror)
    if let name = screenName(of: node) {
      append(name)
    } else if isRoot || enumCase.looksLikeState(enumFacts: node.facts) {
      append(enumCase.name)
    }
    if let payload = enumCase.payload { visitChild(payload, depth: depth + 1) }
  }

  /// Appends the components of a `RouteOverriding` state that overrides.
  ///
  /// - Returns: Whether the value overrode, ending the derivation below it.
  mutating func appliedOverride(_ node: Node) -> Bool {
    guard node.facts.traits.contains(.overriding),
      let overriding = node.value as? any RouteOverriding, let route = overriding.routeOverride
    else { return false }
    append(contentsOf: route)
    return true
  }

  /// The state's own `screenName` when its type conforms to ``NamedScreen``.
  func screenName(of node: Node) -> String? {
    guard node.facts.traits.contains(.named) else { return nil }
    return (node.value as? any NamedScreen)?.screenName
  }

  /// The value with `Optional` and `Shared` layers removed, or `nil` for an absent optional.
  mutating func unwrapped(_ value: Any, depth: Int) -> Node? {
    var current = value
    for _ in 0..<Self.depthLimit {
      let facts = RouteTypeFacts.of(type(of: current))
      if facts.traits.contains(.optional), let optional = current as? any OptionalType {
        guard let wrapped = optional.wrappedAnyValue else { return nil }
        current = wrapped
      } else if facts.traits.contains(.shared),
        let shared = current as? any RecordableSharedReference
      {
        metReference = true
        current = sharedValues[ObjectIdentifier(shared.recordedReference)] ?? shared.recordedValue
      } else {
        return Node(value: current, facts: facts)
      }
    }
    return nil
  }

  /// Marks a class instance as visited (`mirror` is `nil` for a plain struct read by layout).
  ///
  /// - Returns: `false` when the instance was already visited in this walk (a cycle or a share).
  mutating func enter(_ mirror: Mirror?, _ value: Any) -> Bool {
    guard case .class? = mirror?.displayStyle else { return true }
    metReference = true
    return visitedObjects.insert(ObjectIdentifier(value as AnyObject)).inserted
  }

  /// Whether the route has reached ``componentLimit``.
  var isFull: Bool { components.count >= Self.componentLimit }

  /// Appends one component, unless the route is full.
  mutating func append(_ component: String) {
    guard !isFull else { return }
    components.append(component)
  }

  /// Appends an override's components, up to ``componentLimit``.
  private mutating func append(contentsOf route: [String]) {
    components.append(contentsOf: route.prefix(max(0, Self.componentLimit - components.count)))
  }
}
