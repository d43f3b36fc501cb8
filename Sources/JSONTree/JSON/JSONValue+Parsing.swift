extension JSONValue {
  /// The deepest nesting of arrays and objects the parser accepts.
  public static let maximumParsingDepth = 512

  /// Parses strict RFC 8259 JSON text.
  ///
  /// Integers that fit `Int64` become ``int(_:)`` (above it, ``uint(_:)``); numbers with a fraction
  /// or exponent become ``double(_:)``. Strings must be valid UTF-8 and escapes valid Unicode.
  ///
  /// - Parameter bytes: UTF-8 JSON text; whitespace may surround the value.
  /// - Throws: ``JSONError`` with code `malformedJSON` and the byte offset of the first error,
  ///   including nesting deeper than ``maximumParsingDepth``.
  public init(parsing bytes: some Collection<UInt8>) throws {
    let parsed = try bytes.withContiguousStorageIfAvailable { buffer in
      var parser = JSONParser(buffer)
      return try parser.parseDocument()
    }
    if let parsed {
      self = parsed
    } else {
      let array = Array(bytes)
      self = try array.withUnsafeBufferPointer { buffer in
        var parser = JSONParser(buffer)
        return try parser.parseDocument()
      }
    }
  }

  /// Parses strict RFC 8259 JSON text from a string.
  ///
  /// - Parameter text: JSON text.
  /// - Throws: ``JSONError`` with code `malformedJSON` and the byte offset of the first error.
  public init(parsing text: String) throws {
    try self.init(parsing: Array(text.utf8))
  }
}
