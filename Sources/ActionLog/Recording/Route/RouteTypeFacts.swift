@_spi(Reflection) import Swift
import ComposableStore
import Foundation
import Synchronization

/// What the route builder knows about one type, independent of any value of it.
///
/// Computed once per type from its stored-field layout and cached, so a walk can skip whole
/// subtrees (scalars, collections, structs made only of those) without reflecting a value.
struct RouteTypeFacts: Sendable {
  /// Whether a value of this type can hold navigation state or a naming conformance anywhere.
  var mayContainNavigation: Bool
  /// For plain structs: the indices of the stored properties that may contain navigation, in
  /// declaration order. `nil` when the layout is unknown (enums, classes, tuples, custom mirrors).
  var relevantFields: [Int]?
}

extension RouteTypeFacts {
  /// The facts for `type`, from the cache or computed and cached.
  ///
  /// - Parameter type: A dynamic type met during a walk.
  /// - Returns: The type's facts.
  static func of(_ type: Any.Type) -> RouteTypeFacts {
    if let known = cache.withLock({ $0[ObjectIdentifier(type)] }) { return known }
    var inProgress: Set<ObjectIdentifier> = []
    return compute(type, inProgress: &inProgress, depth: 0)
  }

  private static let cache = Mutex<[ObjectIdentifier: RouteTypeFacts]>([:])
  private static let depthLimit = 32

  private static func compute(
    _ type: Any.Type, inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> RouteTypeFacts {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    // A type already being computed up the recursion (a recursive layout through an indirect
    // enum or a class) is assumed relevant, and nothing depending on it is final enough to guess.
    guard depth < depthLimit, !inProgress.contains(key) else {
      return RouteTypeFacts(mayContainNavigation: true, relevantFields: nil)
    }
    inProgress.insert(key)
    defer { inProgress.remove(key) }
    let facts = derive(type, inProgress: &inProgress, depth: depth)
    cache.withLock { $0[key] = facts }
    return facts
  }

  private static func derive(
    _ type: Any.Type, inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> RouteTypeFacts {
    if isNavigationPrimitive(type) {
      return RouteTypeFacts(mayContainNavigation: true, relevantFields: nil)
    }
    if isOpaqueLeaf(type) {
      return RouteTypeFacts(mayContainNavigation: false, relevantFields: nil)
    }
    if let optional = type as? any OptionalRouteType.Type {
      let wrapped = compute(optional.wrappedType, inProgress: &inProgress, depth: depth + 1)
      return RouteTypeFacts(mayContainNavigation: wrapped.mayContainNavigation, relevantFields: nil)
    }
    var fields: [(index: Int, type: Any.Type, kind: _MetadataKind)] = []
    let isStruct = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
      _, _, fieldType, kind in
      fields.append((fields.count, fieldType, kind))
      return true
    }
    // Enums, classes and anything else without a readable struct layout are walked by value.
    // `_forEachField` also answers `true` with no fields for an enum, so an empty layout is
    // treated as possibly relevant (an empty struct costs one cheap mirror).
    guard isStruct, !fields.isEmpty, !(type is any CustomReflectable.Type) else {
      return RouteTypeFacts(mayContainNavigation: true, relevantFields: nil)
    }
    let relevant = fields.filter { field in
      fieldMayContainNavigation(field.type, kind: field.kind, inProgress: &inProgress, depth: depth)
    }
    .map(\.index)
    let named = type is any NamedScreen.Type || type is any RouteOverriding.Type
    return RouteTypeFacts(mayContainNavigation: named || !relevant.isEmpty, relevantFields: relevant)
  }

  private static func fieldMayContainNavigation(
    _ type: Any.Type, kind: _MetadataKind, inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> Bool {
    switch kind {
    case .function, .metatype, .existentialMetatype, .opaque:
      return false
    case .enum, .class:
      return true
    case .struct, .tuple, .optional:
      return compute(type, inProgress: &inProgress, depth: depth + 1).mayContainNavigation
    default:
      return true
    }
  }

  private static func isNavigationPrimitive(_ type: Any.Type) -> Bool {
    type is any StackStateReflecting.Type || type is any PresentationStateReflecting.Type
      || type is any SharedReflecting.Type
  }

  /// Scalars and collections: the builder never looks inside them (stacks are checked first).
  private static func isOpaqueLeaf(_ type: Any.Type) -> Bool {
    type is any Collection.Type || type is any Numeric.Type || type is Bool.Type
      || type is UUID.Type || type is Date.Type || type is URL.Type || type is Data.Type
      || type is any DialogStateReflecting.Type
  }
}

/// Lets the builder see through `Optional` by type and by value without knowing `Wrapped`.
protocol OptionalRouteType {
  /// The wrapped type.
  static var wrappedType: Any.Type { get }
  /// The wrapped value, or `nil`.
  var wrappedRouteValue: Any? { get }
}

extension Optional: OptionalRouteType {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedRouteValue: Any? { self.map { $0 as Any } }
}
