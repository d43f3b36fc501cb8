extension StackAction: Decodable where State: Decodable, Action: Decodable {
  /// Decodes what the synthesized `Encodable` writes (`{"element":{"id":3,"action":…}}`), as the
  /// synthesized `init(from:)` would, with the same errors and coding paths.
  ///
  /// Written out so its coding keys are not nested in this generic type: the synthesized ones
  /// are, and a generic key type's metadata is looked up at run time at every level of every
  /// stack action decoded (a third of decoding a stack sample's actions in a replay).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var keys = ArraySlice(container.allKeys)
    guard let onlyKey = keys.popFirst(), keys.isEmpty else {
      throw DecodingError.typeMismatch(
        Self.self,
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "Invalid number of keys found, expected one."))
    }
    switch onlyKey {
    case .element:
      let payload = try container.nestedContainer(
        keyedBy: ElementCodingKeys.self, forKey: .element)
      self = .element(
        id: try payload.decode(StackElementID.self, forKey: .id),
        action: try payload.decode(Action.self, forKey: .action))
    case .popFrom:
      let payload = try container.nestedContainer(
        keyedBy: PopFromCodingKeys.self, forKey: .popFrom)
      self = .popFrom(id: try payload.decode(StackElementID.self, forKey: .id))
    case .push:
      let payload = try container.nestedContainer(
        keyedBy: PushCodingKeys.self, forKey: .push)
      self = .push(
        id: try payload.decode(StackElementID.self, forKey: .id),
        state: try payload.decode(State.self, forKey: .state))
    }
  }
}

// Named as the synthesized keys are: decoders print a key's type in their errors.

/// The cases of ``StackAction``.
private enum CodingKeys: String, CodingKey {
  case element
  case popFrom
  case push
}

/// The labels of ``StackAction/element(id:action:)``.
private enum ElementCodingKeys: String, CodingKey {
  case id
  case action
}

/// The label of ``StackAction/popFrom(id:)``.
private enum PopFromCodingKeys: String, CodingKey {
  case id
}

/// The labels of ``StackAction/push(id:state:)``.
private enum PushCodingKeys: String, CodingKey {
  case id
  case state
}
