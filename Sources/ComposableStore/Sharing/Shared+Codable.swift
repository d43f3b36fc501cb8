private enum SharedKey: String, CodingKey {
  case id = "$shared"
  case value
}

extension Shared: Encodable where Value: Encodable {
  /// Encodes `{"$shared": id, "value": …}`, or just `{"$shared": id}` when the encoder's
  /// ``SharedCodingTable`` has already seen this reference.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SharedKey.self)
    try container.encode(reference.id, forKey: .id)
    let table = encoder.userInfo[.sharedCodingTable] as? SharedCodingTable
    if table?.markEncoded(reference.id) ?? true {
      try container.encode(wrappedValue, forKey: .value)
    }
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes a shared reference; with a ``SharedCodingTable`` in `userInfo`, equal ids become one box.
  ///
  /// - Throws: `DecodingError` when the value is missing for an id met the first time, or when one
  ///   id is used for values of different types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SharedKey.self)
    let id = try container.decode(UInt64.self, forKey: .id)
    let table = decoder.userInfo[.sharedCodingTable] as? SharedCodingTable
    if let earlier = table?.decoded(id) {
      guard let reference = earlier as? any SharedReference<Value> else {
        throw DecodingError.dataCorruptedError(
          forKey: .id, in: container,
          debugDescription: "Shared id \(id) was decoded earlier as another type.")
      }
      self.init(reference: reference)
      return
    }
    self.init(try container.decode(Value.self, forKey: .value))
    table?.record(reference, for: id)
  }
}
