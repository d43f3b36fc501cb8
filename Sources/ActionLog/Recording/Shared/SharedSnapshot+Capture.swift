import JSONTree
import LogFormat
@_spi(Reflection) import Swift
import ValueCoding

extension SharedSnapshot {
  /// Finds every shared reference `state` holds and reads its value now, on the caller's thread.
  ///
  /// Only the parts of the state whose types can hold a reference are walked (decided once per
  /// type), so a state without shared references costs one cache lookup.
  ///
  /// - Parameter state: A copy of the store's state.
  /// - Returns: The references and their values.
  static func capture(_ state: Any) -> SharedSnapshot {
    var walk = SharedWalk(facts: SharedTypeFacts.snapshot)
    walk.visit(state, depth: 0)
    SharedTypeFacts.remember(walk.facts)
    return walk.snapshot
  }

  /// The same references with their values read again now, on the caller's thread: what a state
  /// captured earlier holds now, without walking it (between two actions the state is the same
  /// value; only what its references hold can change).
  func reread() -> SharedSnapshot {
    var now = self
    for (key, entry) in references {
      now.references[key] = (entry.shared, entry.reference, entry.shared.recordedValue)
    }
    return now
  }
}

/// One walk over a state collecting shared references.
private struct SharedWalk {
  var facts: [ObjectIdentifier: Bool]
  var snapshot = SharedSnapshot()
  private var seenObjects: Set<ObjectIdentifier> = []

  init(facts: [ObjectIdentifier: Bool]) {
    self.facts = facts
  }

  mutating func visit(_ value: Any, depth: Int) {
    guard depth < 64, mayHoldShared(type(of: value)) else { return }
    if let shared = value as? any RecordableSharedReference {
      let object = shared.recordedReference
      let key = ObjectIdentifier(object)
      guard snapshot.references[key] == nil else { return }
      let current = shared.recordedValue
      snapshot.references[key] = (shared, object, current)
      visit(current, depth: depth + 1)
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard seenObjects.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children { visit(child.value, depth: depth + 1) }
      level = current.superclassMirror
    }
  }

  private mutating func mayHoldShared(_ type: Any.Type) -> Bool {
    if let known = facts[ObjectIdentifier(type)] { return known }
    var recursion = SharedTypeFacts.Recursion()
    return SharedTypeFacts.compute(type, into: &facts, recursion: &recursion, depth: 0)
  }
}

/// Whether values of a type can hold a shared reference, decided once per type from its layout.
enum SharedTypeFacts {
  private static let known = LockedValue<[ObjectIdentifier: Bool]>([:])

  /// The facts known so far, for one walk to read without locking.
  static var snapshot: [ObjectIdentifier: Bool] { known.withLock { $0 } }

  /// Adds what a walk learned.
  static func remember(_ facts: [ObjectIdentifier: Bool]) {
    known.withLock { known in
      guard known.count != facts.count else { return }
      known.merge(facts) { old, _ in old }
    }
  }

  /// The types being decided up the recursion, and those of them whose answer a decision below
  /// assumed (a recursive layout: `indirect enum Tree { case node(Tree, Tree) }`).
  struct Recursion {
    var inProgress: Set<ObjectIdentifier> = []
    var assumed: Set<ObjectIdentifier> = []
  }

  /// Decides for `type`, caching the answer (and the answers for its parts) in `facts`.
  ///
  /// A type met again while it is being decided is assumed to hold no reference (the least fixed
  /// point: a recursive layout holds one only if some other part does). An answer that relied on
  /// such an assumption about another type is not cached; `true` is always safe to cache.
  static func compute(
    _ type: Any.Type, into facts: inout [ObjectIdentifier: Bool], recursion: inout Recursion,
    depth: Int
  ) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = facts[key] { return known }
    guard depth < 32 else { return true }
    guard !recursion.inProgress.contains(key) else {
      recursion.assumed.insert(key)
      return false
    }
    recursion.inProgress.insert(key)
    let outerAssumed = recursion.assumed
    recursion.assumed = []
    let answer = derive(type, facts: &facts, recursion: &recursion, depth: depth)
    recursion.assumed.remove(key)
    if answer || recursion.assumed.isEmpty { facts[key] = answer }
    recursion.assumed.formUnion(outerAssumed)
    recursion.inProgress.remove(key)
    return answer
  }

  private static func derive(
    _ type: Any.Type, facts: inout [ObjectIdentifier: Bool],
    recursion: inout Recursion, depth: Int
  ) -> Bool {
    let traits = IntegrationTraits(of: type)
    if traits.contains(.shared) { return true }
    if traits.contains(.excluded) || ScalarEncoding.kind(of: type) != nil { return false }
    if let optional = type as? any OptionalType.Type {
      return compute(optional.wrappedType, into: &facts, recursion: &recursion, depth: depth + 1)
    }
    if let collection = type as? any Collection.Type {
      return compute(
        elementType(of: collection), into: &facts, recursion: &recursion, depth: depth + 1)
    }
    let kind = _MetadataKind(rawValue: metadataKind(of: type))
    if kind == .enum {
      // An enum can hold a reference only through a payload; unreadable records assume it can.
      guard let payloads = EnumPayloadTypes.of(type) else { return true }
      return payloads.contains { payload in
        compute(payload, into: &facts, recursion: &recursion, depth: depth + 1)
      }
    }
    // Structs and tuples have a layout to read; classes and existentials are walked by value.
    guard kind == .struct || kind == .tuple, !(type is any CustomReflectable.Type)
    else { return true }
    var fields: [Any.Type] = []
    let readable = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
      _, _, fieldType, _ in
      fields.append(fieldType)
      return true
    }
    guard readable else { return true }
    return fields.contains { field in
      compute(field, into: &facts, recursion: &recursion, depth: depth + 1)
    }
  }

  private static func elementType<C: Collection>(of type: C.Type) -> Any.Type {
    C.Element.self
  }
}
