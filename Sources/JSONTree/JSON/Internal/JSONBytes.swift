/// Byte-level writing of JSON scalars, shared by the tree writer and the encoders.
package enum JSONBytes {
  static let null: [UInt8] = Array("null".utf8)
  static let `true`: [UInt8] = Array("true".utf8)
  static let `false`: [UInt8] = Array("false".utf8)
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Appends a signed integer in decimal.
  package static func writeInteger(_ value: Int64, into bytes: inout [UInt8]) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      writeUnsigned(value.magnitude, into: &bytes)
    } else {
      writeUnsigned(UInt64(value), into: &bytes)
    }
  }

  /// Appends an unsigned integer in decimal without allocating a string.
  package static func writeUnsigned(_ value: UInt64, into bytes: inout [UInt8]) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var remaining = value
    var count = 0
    while remaining > 0 {
      remaining /= 10
      count += 1
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    remaining = value
    var position = start + count - 1
    while remaining > 0 {
      bytes[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
      remaining /= 10
      position -= 1
    }
  }

  /// Appends a double in its shortest round-trip form; non-finite values become strings.
  package static func writeDouble(_ value: Double, into bytes: inout [UInt8]) {
    if value.isNaN {
      writeString("nan", into: &bytes)
    } else if value.isInfinite {
      writeString(value < 0 ? "-inf" : "inf", into: &bytes)
    } else {
      // Swift's description is the shortest text that parses back to the same double and
      // is valid JSON for finite values ("1.0", "1e-05", "1e+20").
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  /// Appends a quoted, escaped string.
  package static func writeString(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        if runStart < index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        }
        runStart = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
          bytes.append(contentsOf: [
            UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
            hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
          ])
        }
      }
      if runStart < utf8.count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `2 * level` spaces.
  static func writeIndent(_ level: Int, into bytes: inout [UInt8]) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
  }
}
