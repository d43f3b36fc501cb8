import JSONTree

struct TreeUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let path: DecodingPath
  let userInfo: [CodingUserInfoKey: Any]
  var currentIndex = 0

  init(elements: [JSONValue], path: DecodingPath, userInfo: [CodingUserInfoKey: Any]) {
    self.elements = elements
    self.path = path
    self.userInfo = userInfo
  }

  var codingPath: [any CodingKey] { path.keys }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> TreeValueDecoder {
    guard currentIndex < elements.count else {
      throw DecodingError.valueNotFound(
        Any.self,
        DecodingError.Context(
          codingPath: path.appending(index: currentIndex).keys,
          debugDescription: "the array has ended"))
    }
    let decoder = TreeValueDecoder(
      value: elements[currentIndex], path: path.appending(index: currentIndex), userInfo: userInfo)
    currentIndex += 1
    return decoder
  }

  mutating func decodeNil() throws -> Bool {
    guard currentIndex < elements.count, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next().decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}
