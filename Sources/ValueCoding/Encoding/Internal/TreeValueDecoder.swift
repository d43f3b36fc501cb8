import Foundation
import JSONTree

/// The `Decoder` handed to `init(from:)`; reads one tree node.
struct TreeValueDecoder: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let path: DecodingPath
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { path.keys }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    // The payload container of `case x(T)` (keys `_0` only) over a collapsed payload: the value
    // itself is `_0` (TreeEncoder writes `{"x": payload}` rather than `{"x": {"_0": payload}}`).
    // The value is not an empty object and has no `_0` member; the key type is checked last
    // because that is the dearer question.
    let mayBeCollapsed: Bool
    if case .object(let members) = value {
      mayBeCollapsed = !members.isEmpty && members["_0"] == nil
    } else {
      mayBeCollapsed = true
    }
    if mayBeCollapsed, PayloadKeys.areSinglePayload(Key.self) {
      return KeyedDecodingContainer(
        TreeKeyedDecodingContainer<Key>(members: .payload(value), path: path, userInfo: userInfo))
    }
    guard case .object(let members) = value else {
      throw mismatch([String: Any].self, "expected an object")
    }
    return KeyedDecodingContainer(
      TreeKeyedDecodingContainer<Key>(
        members: .object(members), path: path, userInfo: userInfo))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw mismatch([Any].self, "expected an array")
    }
    return TreeUnkeyedDecodingContainer(elements: elements, path: path, userInfo: userInfo)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func mismatch(_ type: Any.Type, _ what: String) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "\(what), found \(value.jsonText.prefix(80))"))
  }

  func decodeNil() -> Bool { value == .null }

  /// Whether this node is `"<redacted>"` and the caller asked for neutral values in its place.
  private var isNeutralPlaceholder: Bool {
    guard case .string(let text) = value, text == RedactionPolicy.placeholder else { return false }
    return userInfo[.decodesRedactedAsNeutral] as? Bool == true
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    if isNeutralPlaceholder { return false }
    guard case .bool(let flag) = value else { throw mismatch(type, "expected a bool") }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = value else { throw mismatch(type, "expected a string") }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double {
    if isNeutralPlaceholder { return 0 }
    guard let number = ScalarEncoding.double(from: value) else {
      throw mismatch(type, "expected a number")
    }
    return number
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decodeValue(type) }

  private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    if isNeutralPlaceholder { return 0 }
    let result: Integer?
    switch value {
    case .int(let number): result = Integer(exactly: number)
    case .uint(let number): result = Integer(exactly: number)
    case .double(let number): result = Integer(exactly: number)
    default: throw mismatch(type, "expected an integer")
    }
    guard let result else { throw mismatch(type, "integer out of range") }
    return result
  }

  /// Decodes any type, reading `Date`, `UUID` and `URL` from their string forms.
  func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if type == Date.self || type == UUID.self || type == URL.self || isNeutralPlaceholder {
      return try decodeSpecialValue(type)
    }
    return try Value(from: self)
  }

  // Out of line: the casts and `Value?` below need metadata the common path should not fetch.
  @inline(never)
  private func decodeSpecialValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if isNeutralPlaceholder, let neutral = Self.neutral(type) { return neutral }
    if type == Date.self {
      guard case .string(let text) = value, let date = ISO8601.date(from: text) as? Value else {
        throw mismatch(type, "expected an ISO 8601 date string")
      }
      return date
    }
    if type == UUID.self {
      guard case .string(let text) = value, let uuid = UUID(uuidString: text) as? Value else {
        throw mismatch(type, "expected a UUID string")
      }
      return uuid
    }
    if type == URL.self {
      guard case .string(let text) = value, let url = URL(string: text) as? Value else {
        throw mismatch(type, "expected a URL string")
      }
      return url
    }
    return try Value(from: self)
  }

  /// What `"<redacted>"` reads as for the scalars written as strings: the epoch, the nil UUID,
  /// `about:blank`.
  private static func neutral<Value>(_ type: Value.Type) -> Value? {
    if type == Date.self { return Date(timeIntervalSince1970: 0) as? Value }
    if type == UUID.self {
      return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? Value
    }
    if type == URL.self { return URL(string: "about:blank") as? Value }
    return nil
  }
}
