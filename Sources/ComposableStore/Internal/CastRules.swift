// When a dynamic cast `payload as? Value` provably fails from the static types alone, a case path can
// reject a case without reflecting its payload.

/// Decides, from types alone, that `EnumReflection.cast` of a payload cannot succeed.
@usableFromInline
enum CastRules {
  private static let word = MemoryLayout<UnsafeRawPointer>.size
  private static let optionalKind = 0x202
  private static let tupleKind = 0x301

  /// `AnyHashable` unwraps on casts, so casts to or from it depend on the value.
  private static let anyHashableDescriptor = descriptor(of: AnyHashable.self)

  /// Collections cast element-wise, so a cast between two of them depends on the elements.
  private static let collectionDescriptors: [UInt] = [
    descriptor(of: [Int].self), descriptor(of: ContiguousArray<Int>.self),
    descriptor(of: ArraySlice<Int>.self), descriptor(of: [Int: Int].self),
    descriptor(of: Set<Int>.self),
  ]

  private static func descriptor(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: word, as: UInt.self)
  }

  /// The nominal descriptor of a struct or non-`Optional` enum other than `AnyHashable`, or `nil`.
  ///
  /// A value of such a type has exactly that dynamic type: it never wraps another value, as an
  /// existential, a class reference or an `Optional` can.
  private static func valueTypeDescriptor(_ type: Any.Type) -> UInt? {
    let kind = MetadataKind.of(type)
    guard kind == MetadataKind.structure || kind == MetadataKind.enumeration else { return nil }
    let descriptor = descriptor(of: type)
    return descriptor == anyHashableDescriptor ? nil : descriptor
  }

  /// What decides casts of payloads of static type `source`: the descriptor of the value type a
  /// payload is, or `nil` when casts of it may depend on the value.
  ///
  /// `Optional` payloads cast through their wrapped value and one-element tuples through their
  /// element, so both are looked through. A payload with a custom mirror is kept out unless it is
  /// a standard library type: `EnumReflection.cast` unwraps whatever one-element tuple a mirror
  /// shows, and no standard library mirror shows one.
  static func castDescriptor(ofPayload source: Any.Type) -> UInt? {
    var type = source
    while true {
      let pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
      switch pointer.load(as: Int.self) {
      case optionalKind:
        type = pointer.load(fromByteOffset: 2 * word, as: Any.Type.self)
      case tupleKind where pointer.load(fromByteOffset: word, as: Int.self) == 1:
        type = pointer.load(fromByteOffset: 3 * word, as: Any.Type.self)
      default:
        // Checked last and only when it matters: the first conformance lookup of a type is slow.
        guard let descriptor = valueTypeDescriptor(type),
          _typeName(source, qualified: true).hasPrefix("Swift.")
            || !(source is any CustomReflectable.Type)
        else { return nil }
        return descriptor
      }
    }
  }

  /// Whether no payload whose cast is decided by `payload` (see ``castDescriptor(ofPayload:)``)
  /// can cast to `target`.
  ///
  /// - Parameters:
  ///   - payload: The payload's cast descriptor.
  ///   - target: The type cast to.
  /// - Returns: `true` only when the failure is certain; `false` means "maybe".
  @usableFromInline
  static func castFails(fromPayload payload: UInt, to target: Any.Type) -> Bool {
    // A non-`Optional` target: `nil` and wrapped values never become one by casting.
    guard let target = valueTypeDescriptor(target), target != payload else { return false }
    return !(collectionDescriptors.contains(payload) && collectionDescriptors.contains(target))
  }

  /// Whether `()`, the payload `Mirror` shows for a payload-less case, cannot cast to `target`.
  @usableFromInline
  static func emptyPayloadCastFails(to target: Any.Type) -> Bool {
    valueTypeDescriptor(target) != nil
  }
}
