// Reads a Swift enum's case tag and payload through its type metadata and value witness table, as
// laid out by the stable Swift ABI (docs/ABI/TypeMetadata.rst in the Swift repository). This is what
// `Mirror` does internally, without its boxing, so case paths can reject a case in a few nanoseconds.

/// The type metadata of a native Swift enum (not `Optional`, not a C enum).
@usableFromInline
struct EnumMetadata: @unchecked Sendable {
  // Function types of the enum value witnesses. They use the Swift calling convention, which for
  // these plain pointer/integer signatures passes arguments exactly as the C convention does.
  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias ProjectPayload =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) ->
    Void
  @usableFromInline typealias InjectTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer)
    -> Void

  /// The metadata record itself (what `Any.Type` points to).
  @usableFromInline let pointer: UnsafeRawPointer
  @usableFromInline let getTag: GetTag
  @usableFromInline let projectPayload: ProjectPayload
  @usableFromInline let injectTag: InjectTag

  /// Reads the metadata of `type`, or `nil` when it is not a native enum with enum value witnesses.
  init?(_ type: Any.Type) {
    let pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard pointer.load(as: Int.self) == MetadataKind.enumeration else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = pointer.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    // Eight functions, then size and stride, then two 32-bit fields: flags and extra inhabitants.
    let flagsOffset = 10 * word
    let hasEnumWitnesses: UInt32 = 0x0020_0000
    guard witnesses.load(fromByteOffset: flagsOffset, as: UInt32.self) & hasEnumWitnesses != 0
    else { return nil }
    let enumWitnesses = flagsOffset + 8
    self.pointer = pointer
    self.getTag = witnesses.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    self.projectPayload = witnesses.load(
      fromByteOffset: enumWitnesses + word, as: ProjectPayload.self)
    self.injectTag = witnesses.load(fromByteOffset: enumWitnesses + 2 * word, as: InjectTag.self)
  }

  /// The nominal type descriptor of the enum.
  var descriptor: UnsafeRawPointer {
    pointer.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  /// The generic arguments of the enum, which follow the kind and descriptor words.
  var genericArguments: UnsafeRawPointer {
    pointer + 2 * MemoryLayout<UnsafeRawPointer>.size
  }

  /// The case tag of `value`: payload cases first, in declaration order, then payload-less cases.
  ///
  /// - Parameter value: A value of the enum this metadata describes (checked by the caller).
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), pointer) }
  }

  /// Copies the payload of `value` out as `Payload`.
  ///
  /// The caller guarantees that case `tag` of the enum is not `indirect` and that its payload's
  /// static type is exactly `Payload`; the payload is then stored inline, in `Payload`'s layout,
  /// once the tag bits are projected away.
  @inlinable
  func payload<Root, Payload>(of value: Root, tag: UInt32, as type: Payload.Type) -> Payload {
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { root in
      let raw = UnsafeMutableRawPointer(root)
      projectPayload(raw, pointer)
      defer { injectTag(raw, tag, pointer) }
      return raw.load(as: Payload.self)
    }
  }
}

/// Metadata kinds from the Swift ABI, as stored in the first word of a metadata record.
enum MetadataKind {
  static let structure = 0x200
  static let enumeration = 0x201

  /// The kind word of `type`'s metadata.
  static func of(_ type: Any.Type) -> Int {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
  }
}
