/// An object's members as written, in text order, a name met again included: what a record
/// reader looks a few known names up in without building a ``JSONObject`` first.
///
/// A name looked up gives its last value, as in the ``JSONObject`` the same text parses to.
///
/// ```swift
/// let members = try JSONMembers(parsing: Array(#"{"t":"action","seq":3,"seq":4}"#.utf8))
/// print(members?["seq"] ?? .null, members?.keys.count ?? 0)
/// ```
///
/// ```text
/// int(4) 3
/// ```
package struct JSONMembers: Sendable {
  /// The names in text order.
  package private(set) var keys: [String]
  /// The values, one per name.
  package private(set) var values: [JSONValue]

  /// Members from names and values of equal count.
  package init(keys: [String], values: [JSONValue]) {
    self.keys = keys
    self.values = values
  }

  /// Parses strict JSON text whose top level is an object; `nil` when it is another value.
  ///
  /// - Parameter bytes: UTF-8 JSON text.
  /// - Throws: What ``JSONValue/init(parsing:)`` throws for the same text.
  package init?(parsing bytes: some Collection<UInt8>) throws {
    let parse = { (buffer: UnsafeBufferPointer<UInt8>) throws -> JSONMembers? in
      var parser = JSONParser(buffer)
      return try parser.parseDocumentMembers()
    }
    let parsed =
      try bytes.withContiguousStorageIfAvailable(parse)
      ?? Array(bytes).withUnsafeBufferPointer(parse)
    guard let parsed else { return nil }
    self = parsed
  }

  /// The last value named `key`, or `nil`.
  package subscript(key: String) -> JSONValue? {
    var index = keys.count
    while index > 0 {
      index -= 1
      if keys[index] == key { return values[index] }
    }
    return nil
  }

  /// The index of the first member named `key`, or `nil`.
  package func firstIndex(of key: String) -> Int? {
    keys.firstIndex(of: key)
  }

  /// Makes `value` the one `key` gives from now on (appended, so it comes last).
  package mutating func override(_ key: String, with value: JSONValue) {
    keys.append(key)
    values.append(value)
  }

  /// Puts a member at `index`, before the member there.
  package mutating func insert(_ key: String, _ value: JSONValue, at index: Int) {
    keys.insert(key, at: index)
    values.insert(value, at: index)
  }

  /// Removes every member named `key`, returning the value it gave, or `nil`.
  package mutating func removeAll(named key: String) -> JSONValue? {
    let value = self[key]
    guard value != nil else { return nil }
    var index = keys.count
    while index > 0 {
      index -= 1
      if keys[index] == key {
        keys.remove(at: index)
        values.remove(at: index)
      }
    }
    return value
  }

  /// The object these members make: each name in its first place with its last value.
  package var object: JSONObject {
    JSONParser.object(keys: keys, values: values)
  }
}
