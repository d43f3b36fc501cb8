/// One RFC 6902 JSON Patch operation.
///
/// ```swift
/// let operation = PatchOperation.add(path: JSONPointer(tokens: ["path", "1"]), value: .object([:]))
/// print(operation.jsonValue.jsonText)
/// ```
///
/// ```text
/// {"op":"add","path":"/path/1","value":{}}
/// ```
public enum PatchOperation: Hashable, Sendable {
  /// Inserts into an array (index or `-` for the end) or sets an object member.
  case add(path: JSONPointer, value: JSONValue)
  /// Removes an array element or object member.
  case remove(path: JSONPointer)
  /// Replaces an existing value.
  case replace(path: JSONPointer, value: JSONValue)
  /// Removes the value at `from` and adds it at `path`.
  case move(from: JSONPointer, path: JSONPointer)
  /// Adds a copy of the value at `from` at `path`.
  case copy(from: JSONPointer, path: JSONPointer)
  /// Fails the patch unless the value at `path` equals `value`.
  case test(path: JSONPointer, value: JSONValue)

  /// The target path of the operation.
  public var path: JSONPointer {
    switch self {
    case .add(let path, _), .remove(let path), .replace(let path, _), .move(_, let path),
      .copy(_, let path), .test(let path, _):
      return path
    }
  }

  /// The RFC 6902 name: `add`, `remove`, `replace`, `move`, `copy` or `test`.
  public var name: String {
    switch self {
    case .add: "add"
    case .remove: "remove"
    case .replace: "replace"
    case .move: "move"
    case .copy: "copy"
    case .test: "test"
    }
  }
}
