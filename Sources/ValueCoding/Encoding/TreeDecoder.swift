import JSONTree

/// Decodes a `Decodable` value from a ``JSONValue`` tree: the typed rebuild of recorded state.
///
/// Reads what ``TreeEncoder`` writes: ISO 8601 strings as `Date`, strings as `UUID` and `URL`,
/// `"nan"`/`"inf"`/`"-inf"` as doubles. Errors are the standard `DecodingError`s with coding paths.
/// With `userInfo[.decodesRedactedAsNeutral] = true`, a `"<redacted>"` where a number, bool, date,
/// UUID or URL is expected reads as 0, `false`, the epoch, the nil UUID or `about:blank`, so a
/// redacted field does not stop a typed rebuild; pseudonyms are strings and read as such.
///
/// ```swift
/// struct Item: Codable { var id: Int; var title: String }
/// let item = try TreeDecoder().decode(Item.self, from: .object(["id": .int(1), "title": .string("Milk")]))
/// print(item.title)
/// ```
///
/// ```text
/// Milk
/// ```
package struct TreeDecoder {
  /// Passed to every `init(from:)` as `decoder.userInfo`.
  package var userInfo: [CodingUserInfoKey: Any]

  /// Creates a decoder.
  ///
  /// - Parameter userInfo: Context for custom `init(from:)` implementations.
  package init(userInfo: [CodingUserInfoKey: Any] = [:]) {
    self.userInfo = userInfo
  }

  /// Decodes a value of the given type.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - json: The tree.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` when the tree does not fit the type.
  package func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws -> Value {
    try TreeValueDecoder(value: json, path: .root, userInfo: userInfo).decodeValue(type)
  }
}

extension CodingUserInfoKey {
  /// Set to `true` in ``TreeDecoder/userInfo`` to read `"<redacted>"` scalars as neutral values.
  // The initializer is failable only to satisfy RawRepresentable; it never returns nil.
  // swift-format-ignore: NeverForceUnwrap
  package static let decodesRedactedAsNeutral = CodingUserInfoKey(
    rawValue: "tt-debug.decodesRedactedAsNeutral")!
}
