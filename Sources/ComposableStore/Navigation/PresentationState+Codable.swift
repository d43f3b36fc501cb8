extension PresentationState: Encodable where State: Encodable {
  /// Encodes `null` or the presented state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value = wrappedValue {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes `null` or a presented state.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(State.self))
  }
}
