import OrderedCollections

/// A recursive-descent parser over a byte buffer that never reads out of bounds.
struct JSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var depth = 0
  private var scratch: [UInt8] = []
  // Members and elements of the objects and arrays being parsed, innermost last: each container
  // is built once at its closing bracket with the right capacity.
  private var pendingKeys: [String] = []
  private var pendingValues: [JSONValue] = []
  private var pendingElements: [JSONValue] = []

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

  private func error(_ what: String) -> LogError {
    LogError(.malformedRecord, "invalid JSON at byte \(position): \(what)", offset: position)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

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
    let base = pendingElements.count
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array([])
    }
    while true {
      skipWhitespace()
      let element = try parseValue()
      pendingElements.append(element)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        let elements = Array(pendingElements[base...])
        pendingElements.removeSubrange(base...)
        return .array(elements)
      case nil: throw error("unexpected end of input in an array")
      default: throw error("expected \",\" or \"]\"")
      }
    }
  }

  private mutating func parseObject() throws -> JSONValue {
    try enter()
    position += 1
    let base = pendingKeys.count
    // Where each key sits, once an object is too big for a linear search for duplicates.
    var positions: [String: Int]?
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object([:])
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a member name") }
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected \":\"") }
      position += 1
      skipWhitespace()
      let value = try parseValue()
      // A repeated name keeps its first place and takes the last value.
      if let existing = pendingIndex(of: key, from: base, positions: &positions) {
        pendingValues[existing] = value
      } else {
        positions?[key] = pendingKeys.count
        pendingKeys.append(key)
        pendingValues.append(value)
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        let members = JSONObject(
          uncheckedUniqueKeys: pendingKeys[base...], values: pendingValues[base...])
        pendingKeys.removeSubrange(base...)
        pendingValues.removeSubrange(base...)
        return .object(members)
      case nil: throw error("unexpected end of input in an object")
      default: throw error("expected \",\" or \"}\"")
      }
    }
  }

  /// The pending index of `key` in the object whose members start at `base`, if it is there.
  private func pendingIndex(of key: String, from base: Int, positions: inout [String: Int]?)
    -> Int?
  {
    if let positions { return positions[key] }
    let count = pendingKeys.count - base
    guard count >= 16 else {
      return pendingKeys[base...].firstIndex(of: key)
    }
    var built: [String: Int] = [:]
    built.reserveCapacity(count * 2)
    for index in base..<pendingKeys.count { built[pendingKeys[index]] = index }
    positions = built
    return built[key]
  }

  private mutating func parseString() throws -> String {
    position += 1
    let start = position
    // Fast path: no escapes. `combined` ORs the bytes: below 0x80 means all ASCII, which is
    // valid UTF-8 as it stands.
    var combined: UInt8 = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
        let text: String
        if combined < 0x80 {
          text = String(decoding: slice, as: UTF8.self)
        } else {
          guard let validated = Self.validatedString(slice) else {
            position = start
            throw error("string is not valid UTF-8")
          }
          text = validated
        }
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("unescaped control character in a string") }
      combined |= byte
      position += 1
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let text = scratch.withUnsafeBufferPointer(Self.validatedString) else {
          position = start
          throw error("string is not valid UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        position += 1
        try parseEscape()
      case 0..<0x20:
        throw error("unescaped control character in a string")
      default:
        scratch.append(byte)
        position += 1
      }
    }
    throw error("unterminated string")
  }

  /// The string the bytes spell, or `nil` when they are not valid UTF-8.
  ///
  /// Decoding repairs invalid sequences with U+FFFD, so the bytes were valid exactly when the
  /// result's UTF-8 is the input unchanged. (The generic `String(validating:as:)` costs more here
  /// than the parse itself.)
  private static func validatedString(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
    let text = String(decoding: utf8, as: UTF8.self)
    return text.utf8.elementsEqual(utf8) ? text : nil
  }

  private mutating func parseEscape() throws {
    guard let byte = current else { throw error("unterminated escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800..<0xDC00).contains(code) {
        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate escape") }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate escape") }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw error("unpaired surrogate escape")
      }
      guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
      UTF8.encode(scalar) { scratch.append($0) }
    default:
      position -= 1
      throw error("invalid escape")
    }
  }

  private mutating func parseHex4() throws -> UInt32 {
    guard bytes.count - position >= 4 else { throw error("truncated unicode escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in a unicode escape")
      }
      code = code << 4 | UInt32(digit)
      position += 1
    }
    return code
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
