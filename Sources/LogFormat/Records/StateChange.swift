import JSONTree

/// How a record carries the state it makes: as a patch from the previous state, or whole.
public enum StateChange: Sendable, Equatable {
  /// RFC 6902 operations turning the previous state into the new one.
  case delta([PatchOperation])
  /// The whole new state.
  case full(JSONValue)

  func addFields(to object: inout JSONObject) {
    switch self {
    case .delta(let operations): object["delta"] = JSONPatch.jsonValue(operations)
    case .full(let state): object["state"] = state
    }
  }

  init(_ fields: RecordFields) throws {
    if let state = fields["state"] {
      self = .full(state)
    } else {
      self = .delta(
        try LogError.recordJSON { try JSONPatch.operations(from: fields.value("delta")) })
    }
  }
}
