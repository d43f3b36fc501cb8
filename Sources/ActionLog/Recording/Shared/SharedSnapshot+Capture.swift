import LogFormat
@_spi(Reflection) import Swift

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
      snapshot.references[key] = (object, current)
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
    var inProgress: Set<ObjectIdentifier> = []
    return SharedTypeFacts.compute(type, into: &facts, inProgress: &inProgress, depth: 0)
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

  /// Decides for `type`, caching the answer (and the answers for its parts) in `facts`.
  static func compute(
    _ type: Any.Type, into facts: inout [ObjectIdentifier: Bool],
    inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = facts[key] { return known }
    // A recursive layout is assumed to hold references: more walking, never a missed reference.
    guard depth < 32, !inProgress.contains(key) else { return true }
    inProgress.insert(key)
    defer { inProgress.remove(key) }
    let answer = derive(type, facts: &facts, inProgress: &inProgress, depth: depth)
    facts[key] = answer
    return answer
  }

  private static func derive(
    _ type: Any.Type, facts: inout [ObjectIdentifier: Bool],
    inProgress: inout Set<ObjectIdentifier>, depth: Int
  ) -> Bool {
    let traits = IntegrationTraits(of: type)
    if traits.contains(.shared) { return true }
    if traits.contains(.excluded) || ScalarEncoding.kind(of: type) != nil { return false }
    if let optional = type as? any OptionalType.Type {
      return compute(optional.wrappedType, into: &facts, inProgress: &inProgress, depth: depth + 1)
    }
    if let collection = type as? any Collection.Type {
      return compute(
        elementType(of: collection), into: &facts, inProgress: &inProgress, depth: depth + 1)
    }
    // Only plain structs have a layout to read; enums, classes, tuples and existentials are
    // walked by value.
    guard _MetadataKind(rawValue: metadataKind(of: type)) == .struct,
      !(type is any CustomReflectable.Type)
    else { return true }
    var fields: [Any.Type] = []
    let readable = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
      _, _, fieldType, _ in
      fields.append(fieldType)
      return true
    }
    guard readable else { return true }
    return fields.contains { field in
      compute(field, into: &facts, inProgress: &inProgress, depth: depth + 1)
    }
  }

  private static func elementType<C: Collection>(of type: C.Type) -> Any.Type {
    C.Element.self
  }
}
