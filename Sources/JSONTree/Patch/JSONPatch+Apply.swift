extension JSONPatch {
  /// Applies operations in order with RFC 6902 semantics.
  ///
  /// - Parameters:
  ///   - operations: The patch.
  ///   - document: The tree to start from.
  /// - Returns: The patched tree.
  /// - Throws: ``JSONError`` with code `malformedJSON` naming the index of the first operation
  ///   that cannot apply (missing target, index out of range, failed `test`).
  public static func apply(_ operations: [PatchOperation], to document: JSONValue) throws
    -> JSONValue
  {
    var result = document
    for (index, operation) in operations.enumerated() {
      do {
        try result.apply(operation)
      } catch let failure as PatchFailure {
        throw JSONError(
          .patchFailed,
          "patch operation \(index) (\(operation.name) \(operation.path)): \(failure.reason)")
      }
    }
    return result
  }
}

/// Why one operation failed; turned into a ``JSONError`` with the operation's index.
struct PatchFailure: Error {
  var reason: String
}

extension JSONValue {
  fileprivate mutating func apply(_ operation: PatchOperation) throws {
    switch operation {
    case .add(let path, let value):
      try add(value, at: path.tokens[...])
    case .remove(let path):
      _ = try remove(at: path.tokens[...])
    case .replace(let path, let value):
      try modify(at: path.tokens[...]) { $0 = value }
    case .move(let from, let path):
      if from == path { return }
      if path.tokens.count > from.tokens.count,
        Array(path.tokens.prefix(from.tokens.count)) == from.tokens
      {
        throw PatchFailure(reason: "cannot move a value into one of its own children")
      }
      let value = try remove(at: from.tokens[...])
      try add(value, at: path.tokens[...])
    case .copy(let from, let path):
      guard let value = value(at: from) else {
        throw PatchFailure(reason: "nothing at \"from\" \(from)")
      }
      try add(value, at: path.tokens[...])
    case .test(let path, let expected):
      guard let found = value(at: path), found.isEqualAsPatchTest(expected) else {
        throw PatchFailure(reason: "test failed: the value differs")
      }
    }
  }

  /// Runs `body` on the value at `tokens`, which must exist; mutates in place without copies.
  private mutating func modify(
    at tokens: ArraySlice<String>, _ body: (inout JSONValue) throws -> Void
  ) throws {
    guard let token = tokens.first else {
      try body(&self)
      return
    }
    let rest = tokens.dropFirst()
    switch self {
    case .object(var members):
      guard let index = members.index(forKey: token) else {
        throw PatchFailure(reason: "no member \"\(token)\"")
      }
      self = .null
      defer { self = .object(members) }
      try members.values[index].modify(at: rest, body)
    case .array(var elements):
      guard let index = JSONPointer.arrayIndex(token), index < elements.count else {
        throw PatchFailure(reason: "no element at index \"\(token)\"")
      }
      self = .null
      defer { self = .array(elements) }
      try elements[index].modify(at: rest, body)
    default:
      throw PatchFailure(reason: "\"\(token)\" goes into a value that is not a container")
    }
  }

  private mutating func add(_ value: JSONValue, at tokens: ArraySlice<String>) throws {
    guard let last = tokens.last else {
      self = value
      return
    }
    try modify(at: tokens.dropLast()) { parent in
      switch parent {
      case .object(var members):
        parent = .null
        members[last] = value
        parent = .object(members)
      case .array(var elements):
        let index: Int
        if last == "-" {
          index = elements.count
        } else {
          guard let parsed = JSONPointer.arrayIndex(last), parsed <= elements.count else {
            throw PatchFailure(reason: "index \"\(last)\" is out of range for adding")
          }
          index = parsed
        }
        parent = .null
        elements.insert(value, at: index)
        parent = .array(elements)
      default:
        throw PatchFailure(reason: "the parent is not an object or array")
      }
    }
  }

  private mutating func remove(at tokens: ArraySlice<String>) throws -> JSONValue {
    guard let last = tokens.last else {
      throw PatchFailure(reason: "cannot remove the whole document")
    }
    var removed = JSONValue.null
    try modify(at: tokens.dropLast()) { parent in
      switch parent {
      case .object(var members):
        parent = .null
        defer { parent = .object(members) }
        guard let value = members.removeValue(forKey: last) else {
          throw PatchFailure(reason: "no member \"\(last)\"")
        }
        removed = value
      case .array(var elements):
        guard let index = JSONPointer.arrayIndex(last), index < elements.count else {
          throw PatchFailure(reason: "no element at index \"\(last)\"")
        }
        parent = .null
        removed = elements.remove(at: index)
        parent = .array(elements)
      default:
        throw PatchFailure(reason: "the parent is not an object or array")
      }
    }
    return removed
  }
}
