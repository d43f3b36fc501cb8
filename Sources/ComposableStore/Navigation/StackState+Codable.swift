private enum EntryKey: String, CodingKey {
  case id, element
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes an array of `{"id": Int, "element": …}`, bottom first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    // Each entry is encoded as a value (not through a nested container), so an encoder that
    // remembers unchanged values can reuse an unchanged entry whole.
    for entry in entries { try container.encode(entry) }
  }
}

extension StackState.Entry: Encodable where Element: Encodable {
  @usableFromInline func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: EntryKey.self)
    try object.encode(id, forKey: .id)
    try object.encode(element, forKey: .element)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of `{"id": Int, "element": …}`; later pushes get ids above the largest.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when an id repeats.
  public init(from decoder: any Decoder) throws {
    self.init()
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      let object = try container.nestedContainer(keyedBy: EntryKey.self)
      let id = try object.decode(StackElementID.self, forKey: .id)
      let element = try object.decode(Element.self, forKey: .element)
      guard insert(element, id: id) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Stack element id \(id) appears twice.")
      }
    }
  }
}
