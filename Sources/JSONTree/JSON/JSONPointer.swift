/// An RFC 6901 JSON Pointer: a path of member names and array indices into a ``JSONValue``.
///
/// In text form each token follows a `/`, with `~` written `~0` and `/` written `~1`.
///
/// ```swift
/// let pointer = JSONPointer(tokens: ["path", "0", "a/b"])
/// print(pointer)
/// ```
///
/// ```text
/// /path/0/a~1b
/// ```
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  /// The unescaped reference tokens, outermost first. Empty means the whole document.
  public var tokens: [String]

  /// Creates a pointer from unescaped tokens.
  ///
  /// - Parameter tokens: Member names or decimal array indices (or `-` for "past the end").
  public init(tokens: [String] = []) {
    self.tokens = tokens
  }

  /// The tokens of a pointer text that starts with `/` and has no `~`, split in one pass over
  /// its bytes; `nil` when it has a `~` (or is not stored contiguously).
  private static func unescapedTokens(_ text: String) -> [String]? {
    text.utf8.withContiguousStorageIfAvailable { utf8 -> [String]? in
      var tokens: [String] = []
      var start = 1
      for index in 1..<utf8.count {
        switch utf8[index] {
        case UInt8(ascii: "~"): return nil
        case UInt8(ascii: "/"):
          tokens.append(
            String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<index]), as: UTF8.self))
          start = index + 1
        default: break
        }
      }
      tokens.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[start...]), as: UTF8.self))
      return tokens
    } ?? nil
  }

  /// Parses the text form of a pointer.
  ///
  /// - Parameter text: `""` or a string starting with `/`.
  /// - Throws: ``JSONError`` with code `invalidPointer` when the text does not start with `/` or
  ///   has a `~` not followed by `0` or `1`.
  public init(parsing text: String) throws {
    guard !text.isEmpty else {
      self.tokens = []
      return
    }
    guard text.utf8.first == UInt8(ascii: "/") else {
      throw JSONError(
        .invalidPointer, "JSON pointer \"\(text)\" must be empty or start with \"/\"", offset: 0)
    }
    // Most pointers in a log have no escapes: split them without copying bytes.
    if let tokens = Self.unescapedTokens(text) {
      self.tokens = tokens
      return
    }
    let bytes = Array(text.utf8)
    var tokens: [String] = []
    var token: [UInt8] = []
    var index = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        tokens.append(String(decoding: token, as: UTF8.self))
        token.removeAll(keepingCapacity: true)
      } else if byte == UInt8(ascii: "~") {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch next {
        case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
        case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
        default:
          throw JSONError(
            .invalidPointer,
            "JSON pointer \"\(text)\" has \"~\" not followed by 0 or 1 at byte \(index)",
            offset: index)
        }
        index += 1
      } else {
        token.append(byte)
      }
      index += 1
    }
    tokens.append(String(decoding: token, as: UTF8.self))
    self.tokens = tokens
  }

  /// The escaped text form, e.g. `/a~1b/0`.
  public var description: String {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the escaped text form to a byte buffer.
  ///
  /// - Parameter bytes: The buffer to append to.
  public func write(into bytes: inout [UInt8]) {
    for token in tokens {
      bytes.append(UInt8(ascii: "/"))
      for byte in token.utf8 {
        switch byte {
        case UInt8(ascii: "~"): bytes.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "0")])
        case UInt8(ascii: "/"): bytes.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "1")])
        default: bytes.append(byte)
        }
      }
    }
  }

  /// This pointer with one more token at the end.
  ///
  /// - Parameter token: The unescaped token to append.
  /// - Returns: The longer pointer.
  public func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: tokens + [token])
  }

  /// The array index an RFC 6901 token denotes: decimal, no leading zeros, or `nil`.
  ///
  /// - Parameter token: A reference token.
  /// - Returns: The index, or `nil` when the token is not a canonical non-negative integer.
  package static func arrayIndex(_ token: String) -> Int? {
    let utf8 = token.utf8
    guard let first = utf8.first, utf8.count <= 18 else { return nil }
    if first == UInt8(ascii: "0") { return utf8.count == 1 ? 0 : nil }
    var result = 0
    for byte in utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      result = result * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return result
  }
}
