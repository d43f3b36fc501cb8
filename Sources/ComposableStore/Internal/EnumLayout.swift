// What the Swift runtime knows about an enum's cases, read once per type from its field descriptor
// (the reflection metadata `Mirror` reads), so case paths can work by tag instead of by `Mirror`.

/// The cases of a native Swift enum: for each tag, its payload's static type and storage.
@usableFromInline
struct EnumLayout: @unchecked Sendable {
  /// One case of the enum.
  @usableFromInline
  struct Case {
    /// How the case stores its payload.
    @usableFromInline
    enum Payload {
      /// No payload: `Mirror` reports the case without children.
      case empty
      /// A payload stored inline whose static type is `type`; `castDescriptor` decides its casts
      /// (see ``CastRules/castDescriptor(ofPayload:)``).
      case inline(Any.Type, castDescriptor: UInt?)
      /// A payload that lives in a heap box (`indirect`) or whose type could not be resolved.
      case opaque
    }

    @usableFromInline let payload: Payload
  }

  @usableFromInline let metadata: EnumMetadata
  /// The cases by tag. Never freed: layouts are cached for the life of the process, and a buffer
  /// of plain values makes copying a layout free of reference counting.
  @usableFromInline let cases: UnsafeBufferPointer<Case>

  /// Reads the layout of `type`, or `nil` when it is not a native enum whose cases are all
  /// described by reflection metadata under distinct names.
  ///
  /// Types that customize their mirror or description are left to `Mirror` too: those change the
  /// labels `Mirror`-based extraction compares.
  init?(of type: Any.Type) {
    guard let metadata = EnumMetadata(type), !(type is any CustomReflectable.Type) else {
      return nil
    }
    let descriptor = metadata.descriptor
    let flags = descriptor.load(as: UInt32.self)
    let enumKind: UInt32 = 18
    let isGeneric: UInt32 = 0x80
    guard flags & 0x1F == enumKind,
      let fields = Self.relativePointer(in: descriptor, at: 16)
    else { return nil }
    let payloadCases = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
    let emptyCases = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12, recordCount == payloadCases + emptyCases else { return nil }

    let arguments = flags & isGeneric != 0 ? metadata.genericArguments : nil
    var cases: [Case] = []
    var names: Set<String> = []
    for index in 0..<recordCount {
      let record = fields + 16 + index * recordSize
      guard let name = Self.relativePointer(in: record, at: 8) else { return nil }
      // `Mirror` matches cases by name, so overloaded case names (`a(x:)`, `a(y:)`) stay on it.
      guard names.insert(String(cString: name.assumingMemoryBound(to: CChar.self))).inserted
      else { return nil }
      let isIndirect = record.load(as: UInt32.self) & 0x1 != 0
      guard let typeName = Self.relativePointer(in: record, at: 4) else {
        cases.append(Case(payload: .empty))
        continue
      }
      let payloadType = _getTypeByMangledNameInContext(
        typeName.assumingMemoryBound(to: UInt8.self),
        UInt(Self.mangledNameLength(typeName)),
        genericContext: descriptor,
        genericArguments: arguments
      )
      switch (payloadType, isIndirect) {
      case (let payloadType?, false):
        let castDescriptor = CastRules.castDescriptor(ofPayload: payloadType)
        cases.append(Case(payload: .inline(payloadType, castDescriptor: castDescriptor)))
      default: cases.append(Case(payload: .opaque))
      }
    }
    // Descriptions only name payload-less cases (see `EnumReflection.caseAndPayload(of:)`).
    let hasEmptyCase = cases.contains { if case .empty = $0.payload { true } else { false } }
    if hasEmptyCase,
      type is any CustomStringConvertible.Type || type is any CustomDebugStringConvertible.Type
        || type is any TextOutputStreamable.Type
    {
      return nil
    }
    self.metadata = metadata
    let buffer = UnsafeMutableBufferPointer<Case>.allocate(capacity: cases.count)
    _ = buffer.initialize(from: cases)
    self.cases = UnsafeBufferPointer(buffer)
  }

  /// Resolves a 32-bit self-relative pointer stored at `offset` in `base`; `nil` when it is zero.
  private static func relativePointer(in base: UnsafeRawPointer, at offset: Int)
    -> UnsafeRawPointer?
  {
    let distance = base.load(fromByteOffset: offset, as: Int32.self)
    guard distance != 0 else { return nil }
    return base + offset + Int(distance)
  }

  /// The length of a mangled type name, which may embed symbolic references containing zero bytes.
  private static func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0: return length
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: length += 1
      }
    }
  }
}
