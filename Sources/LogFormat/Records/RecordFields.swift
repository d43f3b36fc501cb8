import JSONTree

/// Typed access to a record's members, throwing `.malformedRecord` with the field's name.
package struct RecordFields {
  /// The record's members: an object, or members as written (the last of a name counts).
  private enum Storage {
    case object(JSONObject)
    case written(JSONMembers)
  }

  private let storage: Storage
  let kind: String

  /// What a record that is not a JSON object throws.
  package static let notAnObject = LogError(
    .malformedRecord, "a record is not a JSON object; the log is damaged")

  init(_ json: JSONValue) throws {
    guard case .object(let members) = json else { throw Self.notAnObject }
    storage = .object(members)
    if case .string(let kind) = members["t"] { self.kind = kind } else { self.kind = "?" }
  }

  /// Fields read from members as written, as from the object they make.
  package init(_ members: JSONMembers) {
    storage = .written(members)
    if case .string(let kind) = members["t"] { self.kind = kind } else { self.kind = "?" }
  }

  /// The member named `key`, or `nil`.
  subscript(key: String) -> JSONValue? {
    switch storage {
    case .object(let members): members[key]
    case .written(let members): members[key]
    }
  }

  private func missing(_ key: String, _ expected: String) -> LogError {
    LogError(
      .malformedRecord,
      "a \(kind) record's \"\(key)\" is missing or not \(expected); the log is damaged or from another tool"
    )
  }

  func value(_ key: String) throws -> JSONValue {
    guard let value = self[key] else { throw missing(key, "present") }
    return value
  }

  func string(_ key: String) throws -> String {
    guard case .string(let value) = self[key] else { throw missing(key, "a string") }
    return value
  }

  func optionalString(_ key: String) -> String? {
    guard case .string(let value) = self[key] else { return nil }
    return value
  }

  /// An optional flag: `true` only when the member is JSON `true`.
  func flag(_ key: String) -> Bool {
    self[key] == .bool(true)
  }

  func uint(_ key: String) throws -> UInt64 {
    switch self[key] {
    case .int(let value) where value >= 0: return UInt64(value)
    case .uint(let value): return value
    default: throw missing(key, "a non-negative integer")
    }
  }

  func int(_ key: String) throws -> Int64 {
    guard case .int(let value) = self[key] else { throw missing(key, "an integer") }
    return value
  }

  /// `wall`/`mono` are optional on read so a minimal third-party writer stays readable.
  func optionalInt(_ key: String) -> Int64 {
    switch self[key] {
    case .int(let value): value
    case .uint(let value): Int64(clamping: value)
    default: 0
    }
  }

  func object(_ key: String) throws -> JSONObject {
    guard case .object(let value) = self[key] else { throw missing(key, "an object") }
    return value
  }

  func array(_ key: String) throws -> [JSONValue] {
    guard case .array(let value) = self[key] else { throw missing(key, "an array") }
    return value
  }
}
