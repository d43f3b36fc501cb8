import JSONTree

/// What a keyed decoding container reads: an object's members, or a collapsed payload, which reads
/// as the one member `_0` (kept as it is, so a payload level builds no object). Outside the
/// generic container, so using it needs no metadata made at run time.
enum TreeDecodingMembers {
  case object(JSONObject)
  case payload(JSONValue)
}

struct TreeKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: TreeDecodingMembers
  let path: DecodingPath
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { path.keys }

  // Synthesized enum decoding asks for this at every level, nearly always of one member.
  var allKeys: [Key] {
    switch members {
    case .payload:
      guard let key = Key(stringValue: "_0") else { return [] }
      return [key]
    case .object(let members):
      if members.count == 1 {
        guard let key = Key(stringValue: members.keys[0]) else { return [] }
        return [key]
      }
      var keys: [Key] = []
      keys.reserveCapacity(members.count)
      for name in members.keys {
        if let key = Key(stringValue: name) { keys.append(key) }
      }
      return keys
    }
  }

  func contains(_ key: Key) -> Bool { member(key.stringValue) != nil }

  private func member(_ name: String) -> JSONValue? {
    switch members {
    case .object(let members): members[name]
    case .payload(let value): name == "_0" ? value : nil
    }
  }

  private func decoder(_ key: any CodingKey) throws -> TreeValueDecoder {
    guard let value = member(key.stringValue) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
    }
    return TreeValueDecoder(value: value, path: path.appending(key), userInfo: userInfo)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(key).decode(type)
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try decoder(key).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { try decoder(TreeCodingKey.superKey) }

  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
}
