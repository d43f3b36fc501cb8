import JSONTree

/// Typed access to a record's members, throwing `.malformedRecord` with the field's name.
struct RecordFields {
  let members: JSONObject
  let kind: String

  init(_ json: JSONValue) throws {
    guard case .object(let members) = json else {
      throw LogError(.malformedRecord, "a record is not a JSON object; the log is damaged")
    }
    self.members = members
    if case .string(let kind) = members["t"] { self.kind = kind } else { self.kind = "?" }
  }

  private func missing(_ key: String, _ expected: String) -> LogError {
    LogError(
      .malformedRecord,
      "a \(kind) record's \"\(key)\" is missing or not \(expected); the log is damaged or from another tool"
    )
  }

  func value(_ key: String) throws -> JSONValue {
    guard let value = members[key] else { throw missing(key, "present") }
    return value
  }

  func string(_ key: String) throws -> String {
    guard case .string(let value) = members[key] else { throw missing(key, "a string") }
    return value
  }

  func optionalString(_ key: String) -> String? {
    guard case .string(let value) = members[key] else { return nil }
    return value
  }

  /// An optional flag: `true` only when the member is JSON `true`.
  func flag(_ key: String) -> Bool {
    members[key] == .bool(true)
  }

  func uint(_ key: String) throws -> UInt64 {
    switch members[key] {
    case .int(let value) where value >= 0: return UInt64(value)
    case .uint(let value): return value
    default: throw missing(key, "a non-negative integer")
    }
  }

  func int(_ key: String) throws -> Int64 {
    guard case .int(let value) = members[key] else { throw missing(key, "an integer") }
    return value
  }

  /// `wall`/`mono` are optional on read so a minimal third-party writer stays readable.
  func optionalInt(_ key: String) -> Int64 {
    switch members[key] {
    case .int(let value): value
    case .uint(let value): Int64(clamping: value)
    default: 0
    }
  }

  func object(_ key: String) throws -> JSONObject {
    guard case .object(let value) = members[key] else { throw missing(key, "an object") }
    return value
  }

  func array(_ key: String) throws -> [JSONValue] {
    guard case .array(let value) = members[key] else { throw missing(key, "an array") }
    return value
  }
}
