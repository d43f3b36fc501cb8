extension JSONParser {
  /// Parses a string whose opening quote is at the current position.
  mutating func parseString() throws -> String {
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
}
