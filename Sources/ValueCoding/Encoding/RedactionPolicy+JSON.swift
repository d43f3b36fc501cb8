import JSONTree

extension RedactionPolicy {
  /// The policy as JSON for the log header: `{"keys": […], "paths": […]}`.
  public var jsonValue: JSONValue {
    .object([
      "keys": .array(keys.map(JSONValue.string)),
      "paths": .array(paths.map(JSONValue.string)),
    ])
  }

  /// The policy as the format-2 header writes it: like ``jsonValue``, but `"keys": "default"`
  /// when the keys are exactly the default list (docs/LogFormat.md lists it).
  package var headerJSON: JSONValue {
    guard keys == RedactionPolicy.defaultKeys else { return jsonValue }
    return .object(["keys": .string("default"), "paths": .array(paths.map(JSONValue.string))])
  }

  /// Reads a policy written by ``jsonValue`` or ``headerJSON``.
  ///
  /// - Parameter json: An object with string arrays `keys` and `paths` (either may be missing).
  /// - Throws: `DecodingError.typeMismatch` when a field has the wrong type, as a decoder of
  ///   Swift values says it.
  public init(json: JSONValue) throws {
    func strings(_ name: String) throws -> [String] {
      guard let field = json[name] else { return [] }
      if name == "keys", field == .string("default") { return RedactionPolicy.defaultKeys }
      guard case .array(let elements) = field else {
        throw Self.mismatch(
          name, [String].self, "redaction policy field \"\(name)\" is not an array")
      }
      return try elements.map { element in
        guard case .string(let text) = element else {
          throw Self.mismatch(
            name, String.self, "redaction policy field \"\(name)\" holds a non-string")
        }
        return text
      }
    }
    self.init(keys: try strings("keys"), paths: try strings("paths"))
  }

  private static func mismatch(_ field: String, _ type: Any.Type, _ text: String) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(codingPath: [TreeCodingKey(stringValue: field)], debugDescription: text)
    )
  }
}
