import Foundation
import JSONTree

/// Leaf values both encoders write the same way, found by exact dynamic type (one dictionary
/// lookup instead of a cascade of casts for every non-scalar value).
package enum ScalarEncoding {
  /// Which scalar a type is.
  package enum Kind: Sendable {
    case string, substring, character, bool, double, float
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    case date, uuid, url
  }

  private static let kinds: [ObjectIdentifier: Kind] = [
    ObjectIdentifier(String.self): .string, ObjectIdentifier(Substring.self): .substring,
    ObjectIdentifier(Character.self): .character, ObjectIdentifier(Bool.self): .bool,
    ObjectIdentifier(Double.self): .double, ObjectIdentifier(Float.self): .float,
    ObjectIdentifier(Int.self): .int, ObjectIdentifier(Int8.self): .int8,
    ObjectIdentifier(Int16.self): .int16, ObjectIdentifier(Int32.self): .int32,
    ObjectIdentifier(Int64.self): .int64, ObjectIdentifier(UInt.self): .uint,
    ObjectIdentifier(UInt8.self): .uint8, ObjectIdentifier(UInt16.self): .uint16,
    ObjectIdentifier(UInt32.self): .uint32, ObjectIdentifier(UInt64.self): .uint64,
    ObjectIdentifier(Date.self): .date, ObjectIdentifier(UUID.self): .uuid,
    ObjectIdentifier(URL.self): .url,
  ]

  /// The tree for a scalar (string, number, bool, Date, UUID, URL), or `nil` for anything else.
  ///
  /// - Parameter value: Any value.
  /// - Returns: The scalar's JSON, or `nil`.
  package static func json(for value: Any) -> JSONValue? {
    guard let kind = kinds[ObjectIdentifier(type(of: value))] else { return nil }
    return json(for: value, kind: kind)
  }

  /// The scalar kind of a type, or `nil` when it is not one of the scalars.
  package static func kind(of type: Any.Type) -> Kind? {
    kinds[ObjectIdentifier(type)]
  }

  /// The tree for a value already known to be of scalar `kind`; `nil` if it is not.
  static func json(for value: Any, kind: Kind) -> JSONValue? {
    switch kind {
    case .string: return (value as? String).map(JSONValue.string)
    case .substring: return (value as? Substring).map { .string(String($0)) }
    case .character: return (value as? Character).map { .string(String($0)) }
    case .bool: return (value as? Bool).map(JSONValue.bool)
    case .double: return (value as? Double).map(double)
    case .float: return (value as? Float).map(float)
    case .int: return (value as? Int).map { .int(Int64($0)) }
    case .int8: return (value as? Int8).map { .int(Int64($0)) }
    case .int16: return (value as? Int16).map { .int(Int64($0)) }
    case .int32: return (value as? Int32).map { .int(Int64($0)) }
    case .int64: return (value as? Int64).map(JSONValue.int)
    case .uint: return (value as? UInt).map { JSONValue.unsigned(UInt64($0)) }
    case .uint8: return (value as? UInt8).map { .int(Int64($0)) }
    case .uint16: return (value as? UInt16).map { .int(Int64($0)) }
    case .uint32: return (value as? UInt32).map { .int(Int64($0)) }
    case .uint64: return (value as? UInt64).map(JSONValue.unsigned)
    case .date: return (value as? Date).map { .string(ISO8601.string(from: $0)) }
    case .uuid: return (value as? UUID).map { .string($0.uuidString) }
    case .url: return (value as? URL).map { .string($0.absoluteString) }
    }
  }

  /// A double as JSON: finite values as numbers, others as `"nan"`, `"inf"`, `"-inf"`.
  package static func double(_ value: Double) -> JSONValue {
    if value.isNaN { return .string("nan") }
    if value.isInfinite { return .string(value < 0 ? "-inf" : "inf") }
    return .double(value)
  }

  /// A float as JSON, through its own shortest text so `0.1` stays `0.1`.
  package static func float(_ value: Float) -> JSONValue {
    guard value.isFinite else { return double(Double(value)) }
    return .double(Double(value.description) ?? Double(value))
  }

  /// A double read back from JSON: a number, or one of the non-finite strings.
  package static func double(from json: JSONValue) -> Double? {
    switch json {
    case .double(let value): return value
    case .int(let value): return Double(value)
    case .uint(let value): return Double(value)
    case .string("nan"): return .nan
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    default: return nil
    }
  }
}
