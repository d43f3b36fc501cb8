extension PatchOperation {
  /// Appends the operation's RFC 6902 JSON form, the bytes ``jsonValue`` writes, without building
  /// the tree: a recorder writes one patch per action.
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// PatchOperation.replace(path: JSONPointer(tokens: ["count"]), value: .int(2)).write(into: &bytes)
  /// print(String(decoding: bytes, as: UTF8.self))
  /// ```
  ///
  /// ```text
  /// {"op":"replace","path":"/count","value":2}
  /// ```
  ///
  /// - Parameter bytes: The buffer to append to.
  public func write(into bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"op":"#.utf8)
    JSONBytes.writeString(name, into: &bytes)
    switch self {
    case .move(let from, _), .copy(let from, _):
      bytes.append(contentsOf: #","from":"#.utf8)
      Self.writePointer(from, into: &bytes)
    default: break
    }
    bytes.append(contentsOf: #","path":"#.utf8)
    Self.writePointer(path, into: &bytes)
    switch self {
    case .add(_, let value), .replace(_, let value), .test(_, let value):
      bytes.append(contentsOf: #","value":"#.utf8)
      value.write(into: &bytes)
    default: break
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// A pointer as a JSON string: its text, quoted, escaped as ``JSONBytes/writeString(_:into:)``
  /// escapes (only when a token holds a quote, a backslash or a control character).
  private static func writePointer(_ pointer: JSONPointer, into bytes: inout [UInt8]) {
    let start = bytes.count
    bytes.append(UInt8(ascii: "\""))
    pointer.write(into: &bytes)
    let needsEscaping = bytes[(start + 1)...].contains {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
    if needsEscaping {
      bytes.removeSubrange(start...)
      JSONBytes.writeString(pointer.description, into: &bytes)
    } else {
      bytes.append(UInt8(ascii: "\""))
    }
  }
}

extension JSONPatch {
  /// Appends a patch's JSON array form, the bytes ``jsonValue(_:)`` writes.
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// JSONPatch.write([.remove(path: JSONPointer(tokens: ["sheet"]))], into: &bytes)
  /// print(String(decoding: bytes, as: UTF8.self))
  /// ```
  ///
  /// ```text
  /// [{"op":"remove","path":"/sheet"}]
  /// ```
  ///
  /// - Parameters:
  ///   - operations: The operations, in order.
  ///   - bytes: The buffer to append to.
  public static func write(_ operations: [PatchOperation], into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    for (index, operation) in operations.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      operation.write(into: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
