/// The payload types of an enum's cases, read from its type metadata and field descriptor as the
/// stable Swift ABI lays them out (the same records `Mirror` reads), without a value of the enum.
///
/// Lets the shared-reference walk decide per type that an enum (a tab, an alert's actions, a
/// destination) cannot hold a shared reference, so states made of such enums cost no walk.
enum EnumPayloadTypes {
  private static let enumKind = 0x201

  /// The payload type of every case with a payload (empty for an enum without payloads), or `nil`
  /// when `type` is not a native enum or its records cannot be read (then the caller assumes the
  /// worst).
  ///
  /// - Parameter type: Any type.
  /// - Returns: The payload types, in declaration order.
  static func of(_ type: Any.Type) -> [Any.Type]? {
    let word = MemoryLayout<UnsafeRawPointer>.size
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == enumKind else { return nil }
    // Enum descriptor: flags, parent, name, access function, fields (relative pointers, 4 bytes
    // each), then the payload-case count in the low 24 bits of the next word.
    let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    let payloadCases = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
    guard payloadCases > 0 else { return [] }
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return nil }
    // Field descriptor: mangled type name, superclass (4 bytes each), kind and record size (2
    // each), record count (4), then the records: flags, mangled type name, field name.
    let fields = descriptor + 16 + Int(fieldsOffset)
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return nil }
    var payloads: [Any.Type] = []
    for index in 0..<count {
      let record = fields + 16 + index * recordSize
      let nameOffset = record.load(fromByteOffset: 4, as: Int32.self)
      guard nameOffset != 0 else { continue }  // a case without a payload
      let name = (record + 4 + Int(nameOffset)).assumingMemoryBound(to: UInt8.self)
      guard
        let payload = _getTypeByMangledNameInContext(
          name, UInt(mangledLength(name)), genericContext: descriptor,
          genericArguments: metadata + 2 * word)
      else { return nil }
      payloads.append(payload)
    }
    return payloads.count == Int(payloadCases) ? payloads : nil
  }

  /// The length of a mangled name, whose symbolic references embed 4-byte offsets (control bytes
  /// 0x01–0x17) or pointers (0x18–0x1F) that may contain zero bytes.
  private static func mangledLength(_ name: UnsafePointer<UInt8>) -> Int {
    var length = 0
    while length < 4_096 {
      switch name[length] {
      case 0: return length
      case 0x01...0x17: length += 5
      case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: length += 1
      }
    }
    return length
  }
}
