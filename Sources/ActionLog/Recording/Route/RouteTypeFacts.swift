import JSONTree
import LogFormat
@_spi(Reflection) import Swift
import ValueCoding

/// The runtime's kind of a type's metadata (struct, enum, existential, …).
@_silgen_name("swift_getMetadataKind")
func metadataKind(of type: Any.Type) -> UInt

/// What the route builder knows about one type, independent of any value of it.
///
/// Computed once per type (conformances, stored-field layout, screen name) and cached, so a walk
/// skips scalars, collections and structs made only of those without reflecting them, reads only
/// the fields that matter, and makes no failing dynamic casts. A class, so that the walk hands
/// one reference from node to node rather than copying every field.
final class RouteTypeFacts: Sendable {
  /// The navigation and naming roles of the type.
  let traits: RouteTraits
  /// Whether a value of this type can hold navigation state or a naming conformance anywhere.
  let mayContainNavigation: Bool
  /// For plain structs: the stored properties that may contain navigation, in declaration order,
  /// read by offset. `nil` when the layout is unknown (enums, classes, tuples, custom mirrors).
  let relevantFields: [FieldSlot]?
  /// For plain structs: the stored property named `id`.
  let idField: FieldSlot?
  /// The screen name derived from the type's name (see ``ScreenName/of(_:)``).
  let screenName: String
  /// Whether the type's own name ends in `State` (`AppFeature.State`, `DetailState`).
  let isNamedState: Bool
  /// Whether the type is an enum that neither describes nor reflects itself in its own way, so a
  /// value's case name and whether it has a payload follow from its bytes alone.
  let isPlainEnum: Bool

  /// Facts about `type`: by default those that assume the worst (may contain navigation, layout
  /// unknown).
  private init(
    traits: RouteTraits, type: Any.Type, mayContainNavigation: Bool = true,
    relevantFields: [FieldSlot]? = nil, idField: FieldSlot? = nil
  ) {
    self.traits = traits
    self.mayContainNavigation = mayContainNavigation
    self.relevantFields = relevantFields
    self.idField = idField
    screenName = ScreenName.of(type)
    isNamedState = ScreenName.lastPart(of: type).hasSuffix("State")
    isPlainEnum =
      _MetadataKind(rawValue: metadataKind(of: type)) == .enum
      && !(type is any CustomStringConvertible.Type) && !(type is any TextOutputStreamable.Type)
      && !(type is any CustomReflectable.Type)
  }
}

/// The roles a type plays for the route builder, from its conformances.
struct RouteTraits: OptionSet, Sendable {
  let rawValue: UInt16
  static let optional = Self(rawValue: 1 << 0)
  static let shared = Self(rawValue: 1 << 1)
  static let stack = Self(rawValue: 1 << 2)
  static let presentation = Self(rawValue: 1 << 3)
  static let dialog = Self(rawValue: 1 << 4)
  static let named = Self(rawValue: 1 << 5)
  static let overriding = Self(rawValue: 1 << 6)
  /// Scalars and collections (other than stacks): never looked into.
  static let opaqueLeaf = Self(rawValue: 1 << 7)
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

  private static let cache = LockedValue<[ObjectIdentifier: RouteTypeFacts]>([:])

  private static func compute(
    _ type: Any.Type, inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> RouteTypeFacts {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    let traits = RouteTraits(of: type)
    // A type already being computed up the recursion (a recursive layout) is assumed relevant;
    // facts computed under that assumption are only ever more conservative, so they may be cached.
    guard depth < RouteWalker.depthLimit, !inProgress.contains(key) else {
      return RouteTypeFacts(traits: traits, type: type)
    }
    inProgress.insert(key)
    defer { inProgress.remove(key) }
    let facts = derive(type, traits: traits, inProgress: &inProgress, depth: depth)
    cache.withLock { $0[key] = facts }
    return facts
  }

  private static func derive(
    _ type: Any.Type, traits: RouteTraits, inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> RouteTypeFacts {
    let facts = RouteTypeFacts(traits: traits, type: type)
    if !traits.isDisjoint(with: [.stack, .presentation, .shared]) { return facts }
    if traits.contains(.opaqueLeaf) {
      return RouteTypeFacts(traits: traits, type: type, mayContainNavigation: false)
    }
    if let optional = type as? any OptionalType.Type {
      let wrapped = compute(optional.wrappedType, inProgress: &inProgress, depth: depth + 1)
      return RouteTypeFacts(
        traits: traits, type: type, mayContainNavigation: wrapped.mayContainNavigation)
    }
    // `_forEachField` reads struct layouts only; on an existential (`any Error`), a class or an enum
    // it is not defined (it crashes on existentials), so those are walked by value.
    guard _MetadataKind(rawValue: metadataKind(of: type)) == .struct else { return facts }
    var fields: [(name: String, offset: Int, type: Any.Type, kind: _MetadataKind)] = []
    let isStruct = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
      name, offset, fieldType, kind in
      fields.append((String(cString: name), offset, fieldType, kind))
      return true
    }
    // Enums, classes and anything else without a readable struct layout are walked by value.
    // `_forEachField` also answers `true` with no fields for an enum, so an empty layout is
    // treated as possibly relevant (an empty struct costs one cheap mirror).
    guard isStruct, !fields.isEmpty, !(type is any CustomReflectable.Type) else { return facts }
    let relevant = fields.indices.filter { index in
      fieldMayContainNavigation(
        fields[index].type, kind: fields[index].kind, inProgress: &inProgress, depth: depth)
    }
    return RouteTypeFacts(
      traits: traits, type: type,
      mayContainNavigation: !relevant.isEmpty || !traits.isDisjoint(with: [.named, .overriding]),
      relevantFields: relevant.map { index in
        FieldSlot(
          label: fields[index].name, offset: fields[index].offset, type: fields[index].type)
      },
      idField: fields.first { $0.name == "id" || $0.name == "_id" }.map {
        FieldSlot(label: $0.name, offset: $0.offset, type: $0.type)
      })
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
}
