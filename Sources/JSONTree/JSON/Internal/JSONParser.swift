import OrderedCollections

/// A recursive-descent parser over a byte buffer that never reads out of bounds.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  private var depth = 0
  var scratch: [UInt8] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws -> JSONValue {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else { throw error("unexpected bytes after the JSON value") }
    return value
  }

  /// Parses a document as ``parseDocument()`` does, but a top-level object comes back as its
  /// members as written; `nil` for any other top-level value.
  mutating func parseDocumentMembers() throws -> JSONMembers? {
    skipWhitespace()
    let members: JSONMembers?
    if current == UInt8(ascii: "{") {
      let (keys, values) = try parseMembers()
      members = JSONMembers(keys: keys, values: values)
    } else {
      _ = try parseValue()
      members = nil
    }
    skipWhitespace()
    guard position == bytes.count else { throw error("unexpected bytes after the JSON value") }
    return members
  }

  func error(_ what: String) -> JSONError {
    JSONError(.malformedJSON, "invalid JSON at byte \(position): \(what)", offset: position)
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws -> JSONValue {
    guard let byte = current else { throw error("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character")
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
    let count = word.utf8CodeUnitCount
    guard bytes.count - position >= count else { throw error("unexpected end of input") }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for offset in 0..<count where bytes[position + offset] != expected[offset] {
      position += offset
      throw error("invalid literal")
    }
    position += count
    return value
  }

  private mutating func enter() throws {
    depth += 1
    guard depth <= JSONValue.maximumParsingDepth else {
      throw error("nesting deeper than \(JSONValue.maximumParsingDepth) levels")
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try enter()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return .array(elements)
      case nil: throw error("unexpected end of input in an array")
      default: throw error("expected \",\" or \"]\"")
      }
    }
  }

  private mutating func parseObject() throws -> JSONValue {
    let (keys, values) = try parseMembers()
    return .object(JSONParser.object(keys: keys, values: values))
  }

  /// Parses an object whose `{` is at the current position into its members in text order,
  /// duplicate names included.
  mutating func parseMembers() throws -> (keys: [String], values: [JSONValue]) {
    try enter()
    position += 1
    var keys: [String] = []
    var values: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return (keys, values)
    }
    // Most objects of a log are records, patch operations and enum cases: a few members.
    keys.reserveCapacity(4)
    values.reserveCapacity(4)
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a member name") }
      keys.append(try parseString())
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected \":\"") }
      position += 1
      skipWhitespace()
      values.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return (keys, values)
      case nil: throw error("unexpected end of input in an object")
      default: throw error("expected \",\" or \"}\"")
      }
    }
  }

  /// The object with these members in text order: a name met again keeps its first place and
  /// takes its last value, as assigning them one by one does.
  static func object(keys: [String], values: [JSONValue]) -> JSONObject {
    // Distinct names (nearly always) skip the one-by-one assignment, which looks each name up.
    if keys.count <= 16, Self.areDistinct(keys) {
      return JSONObject(uncheckedUniqueKeys: keys, values: values)
    }
    var members = JSONObject(minimumCapacity: keys.count)
    for index in keys.indices { members[keys[index]] = values[index] }
    return members
  }

  private static func areDistinct(_ keys: [String]) -> Bool {
    for index in keys.indices.dropFirst() {
      for earlier in 0..<index where keys[earlier] == keys[index] { return false }
    }
    return true
  }

  private mutating func parseNumber() throws -> JSONValue {
    let start = position
    let negative = current == UInt8(ascii: "-")
    if negative { position += 1 }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    if first == UInt8(ascii: "0") {
      position += 1
      if let next = current, isDigit(next) { throw error("leading zero in a number") }
    } else {
      while let byte = current, isDigit(byte) { position += 1 }
    }
    var isInteger = true
    if current == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard let byte = current, isDigit(byte) else { throw error("expected a digit after \".\"") }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard let byte = current, isDigit(byte) else { throw error("expected an exponent digit") }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
    if isInteger, let integer = integerValue(slice, negative: negative) {
      return integer
    }
    let text = String(decoding: slice, as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      position = start
      throw error("number out of range")
    }
    return .double(number)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func integerValue(_ slice: UnsafeBufferPointer<UInt8>, negative: Bool) -> JSONValue? {
    var magnitude: UInt64 = 0
    for byte in slice.dropFirst(negative ? 1 : 0) {
      let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      if overflow1 || overflow2 { return nil }
      magnitude = sum
    }
    if negative {
      if magnitude <= UInt64(Int64.max) { return .int(-Int64(magnitude)) }
      if magnitude == UInt64(Int64.max) + 1 { return .int(Int64.min) }
      return nil
    }
    return JSONValue.unsigned(magnitude)
  }
}
