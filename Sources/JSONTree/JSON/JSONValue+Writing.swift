extension JSONValue {
  /// The compact JSON text as UTF-8 bytes.
  public var jsonBytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    write(into: &bytes)
    return bytes
  }

  /// The compact JSON text.
  ///
  /// ```swift
  /// print(JSONValue.array([.int(1), .double(0.1), .string("a\"b")]).jsonText)
  /// ```
  ///
  /// ```text
  /// [1,0.1,"a\"b"]
  /// ```
  public var jsonText: String {
    String(decoding: jsonBytes, as: UTF8.self)
  }

  /// Appends the compact JSON text (no whitespace) to a byte buffer.
  ///
  /// Strings escape quotes, backslashes and control characters and keep other characters as UTF-8;
  /// doubles use the shortest text that reads back to the same value; integers are exact.
  ///
  /// - Parameter bytes: The buffer to append to.
  public func write(into bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(contentsOf: JSONBytes.null)
    case .bool(let flag): bytes.append(contentsOf: flag ? JSONBytes.true : JSONBytes.false)
    case .int(let number): JSONBytes.writeInteger(number, into: &bytes)
    case .uint(let number): JSONBytes.writeUnsigned(number, into: &bytes)
    case .double(let number): JSONBytes.writeDouble(number, into: &bytes)
    case .string(let text): JSONBytes.writeString(text, into: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        element.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      var first = true
      for (key, value) in members {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        JSONBytes.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// How many bytes ``jsonBytes`` would hold, counted without building them: what a writer
  /// weighs before choosing how to encode a value.
  ///
  /// ```swift
  /// print(JSONValue.object(["a": .array([.int(12), .string("é")])]).jsonByteCount)
  /// ```
  ///
  /// ```text
  /// 15
  /// ```
  package var jsonByteCount: Int {
    var scratch: [UInt8] = []
    scratch.reserveCapacity(32)
    return countBytes(scratch: &scratch)
  }

  /// Counts containers structurally; leaves are written into `scratch`, reused, and measured.
  private func countBytes(scratch: inout [UInt8]) -> Int {
    switch self {
    case .null: return JSONBytes.null.count
    case .bool(let flag): return flag ? JSONBytes.true.count : JSONBytes.false.count
    case .int, .uint, .double, .string:
      scratch.removeAll(keepingCapacity: true)
      write(into: &scratch)
      return scratch.count
    case .array(let elements):
      var count = 2 + max(0, elements.count - 1)
      for element in elements { count += element.countBytes(scratch: &scratch) }
      return count
    case .object(let members):
      var count = 2 + max(0, members.count - 1)
      for (key, value) in members {
        scratch.removeAll(keepingCapacity: true)
        JSONBytes.writeString(key, into: &scratch)
        count += scratch.count + 1 + value.countBytes(scratch: &scratch)
      }
      return count
    }
  }

  /// The JSON text indented by two spaces per level, for people to read.
  ///
  /// ```swift
  /// print(JSONValue.object(["a": .array([.int(1)]), "b": .object([:])]).prettyText)
  /// ```
  ///
  /// ```text
  /// {
  ///   "a": [
  ///     1
  ///   ],
  ///   "b": {}
  /// }
  /// ```
  public var prettyText: String {
    var bytes: [UInt8] = []
    writePretty(into: &bytes, indent: 0)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func writePretty(into bytes: inout [UInt8], indent: Int) {
    switch self {
    case .array(let elements) where !elements.isEmpty:
      bytes.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        bytes.append(offset == 0 ? UInt8(ascii: "\n") : UInt8(ascii: ","))
        if offset > 0 { bytes.append(UInt8(ascii: "\n")) }
        JSONBytes.writeIndent(indent + 1, into: &bytes)
        element.writePretty(into: &bytes, indent: indent + 1)
      }
      bytes.append(UInt8(ascii: "\n"))
      JSONBytes.writeIndent(indent, into: &bytes)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members) where !members.isEmpty:
      bytes.append(UInt8(ascii: "{"))
      var first = true
      for (key, value) in members {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(UInt8(ascii: "\n"))
        JSONBytes.writeIndent(indent + 1, into: &bytes)
        JSONBytes.writeString(key, into: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
        value.writePretty(into: &bytes, indent: indent + 1)
      }
      bytes.append(UInt8(ascii: "\n"))
      JSONBytes.writeIndent(indent, into: &bytes)
      bytes.append(UInt8(ascii: "}"))
    default:
      write(into: &bytes)
    }
  }
}
