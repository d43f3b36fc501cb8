extension PatchOperation {
  /// The RFC 6902 JSON form, members in the order `op`, `from`, `path`, `value`.
  public var jsonValue: JSONValue {
    var members: JSONObject = ["op": .string(name)]
    switch self {
    case .move(let from, _), .copy(let from, _): members["from"] = .string(from.description)
    default: break
    }
    members["path"] = .string(path.description)
    switch self {
    case .add(_, let value), .replace(_, let value), .test(_, let value): members["value"] = value
    default: break
    }
    return .object(members)
  }

  /// Reads one operation from its RFC 6902 JSON form.
  ///
  /// - Parameter json: An object with `op`, `path`, and `value` or `from` as the op requires.
  /// - Throws: ``JSONError`` with code `malformedJSON` when a member is missing or invalid.
  public init(json: JSONValue) throws {
    func pointer(_ name: String) throws -> JSONPointer {
      guard case .string(let text)? = json[name] else {
        throw JSONError(.invalidPatch, "patch operation lacks a string \"\(name)\"")
      }
      do {
        return try JSONPointer(parsing: text)
      } catch {
        throw JSONError(.invalidPatch, "patch operation has an invalid \"\(name)\": \(text)")
      }
    }
    func value() throws -> JSONValue {
      guard let value = json["value"] else {
        throw JSONError(.invalidPatch, "patch operation lacks \"value\"")
      }
      return value
    }
    guard case .string(let op)? = json["op"] else {
      throw JSONError(.invalidPatch, "patch operation lacks a string \"op\"")
    }
    switch op {
    case "add": self = .add(path: try pointer("path"), value: try value())
    case "remove": self = .remove(path: try pointer("path"))
    case "replace": self = .replace(path: try pointer("path"), value: try value())
    case "move": self = .move(from: try pointer("from"), path: try pointer("path"))
    case "copy": self = .copy(from: try pointer("from"), path: try pointer("path"))
    case "test": self = .test(path: try pointer("path"), value: try value())
    default: throw JSONError(.invalidPatch, "unknown patch operation \"\(op)\"")
    }
  }
}

extension JSONPatch {
  /// A patch as its JSON array form.
  ///
  /// - Parameter operations: The operations, in order.
  /// - Returns: A JSON array of operation objects.
  public static func jsonValue(_ operations: [PatchOperation]) -> JSONValue {
    .array(operations.map(\.jsonValue))
  }

  /// Reads a patch from its JSON array form.
  ///
  /// - Parameter json: A JSON array of operation objects.
  /// - Returns: The operations, in order.
  /// - Throws: ``JSONError`` with code `malformedJSON`, naming the index of the bad operation.
  public static func operations(from json: JSONValue) throws -> [PatchOperation] {
    guard case .array(let elements) = json else {
      throw JSONError(.invalidPatch, "a patch must be a JSON array of operations")
    }
    var operations: [PatchOperation] = []
    operations.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      do {
        operations.append(try PatchOperation(json: element))
      } catch let error as JSONError {
        throw JSONError(.invalidPatch, "patch operation \(index): \(error.message)")
      }
    }
    return operations
  }
}
