import OrderedCollections

/// An object's members in insertion order, so encoded structs keep their declaration order.
public typealias JSONObject = OrderedDictionary<String, JSONValue>

/// A JSON document as a tree: what every recorded state, action and patch is made of.
///
/// Integers stay exact: values that fit `Int64` are ``int(_:)``; only integers above `Int64.max`
/// use ``uint(_:)``. Objects keep member order, and equality is order-sensitive.
///
/// ```swift
/// let value: JSONValue = .object(["id": .int(3), "title": .string("Milk")])
/// print(value.jsonText)
/// ```
///
/// ```text
/// {"id":3,"title":"Milk"}
/// ```
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer that fits `Int64`.
  case int(Int64)
  /// An integer above `Int64.max`.
  case uint(UInt64)
  /// A finite floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in order.
  case object(JSONObject)

  /// The member named `key` when this is an object, else `nil`.
  ///
  /// - Parameter key: A member name.
  /// - Returns: The member's value, or `nil`.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The element at `index` when this is an array and the index is in range, else `nil`.
  ///
  /// - Parameter index: A zero-based index.
  /// - Returns: The element, or `nil`.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The value a JSON Pointer refers to, or `nil` when the pointer leads nowhere.
  ///
  /// - Parameter pointer: An RFC 6901 pointer; the empty pointer is the whole value.
  /// - Returns: The value at the pointer, or `nil`.
  public func value(at pointer: JSONPointer) -> JSONValue? {
    var current = self
    for token in pointer.tokens {
      switch current {
      case .object(let members):
        guard let next = members[token] else { return nil }
        current = next
      case .array(let elements):
        guard let index = JSONPointer.arrayIndex(token), index < elements.count else { return nil }
        current = elements[index]
      default:
        return nil
      }
    }
    return current
  }

  /// An integer as a tree: `Int64` when it fits, else ``uint(_:)``.
  ///
  /// - Parameter value: Any unsigned integer.
  /// - Returns: The normalised integer value.
  package static func unsigned(_ value: UInt64) -> JSONValue {
    value <= UInt64(Int64.max) ? .int(Int64(value)) : .uint(value)
  }
}
