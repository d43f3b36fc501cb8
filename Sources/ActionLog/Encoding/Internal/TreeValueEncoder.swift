import OrderedCollections

/// The `Encoder` handed to `encode(to:)`; writes into one box.
struct TreeValueEncoder: Encoder, SingleValueEncodingContainer {
  let context: TreeEncodingContext
  let box: EncodingBox
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

  init(context: TreeEncodingContext, box: EncodingBox, codingPath: [any CodingKey]) {
    self.context = context
    self.box = box
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = box.content {} else { box.content = .object([:]) }
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<Key>(context: context, box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = box.content {} else { box.content = .array([]) }
    return TreeUnkeyedEncodingContainer(context: context, box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  private func set(_ value: JSONValue, isText: Bool = false) {
    box.content = .value(context.leaf(value, redacted: box.redacts, isText: isText))
  }

  func encodeNil() throws { set(.null) }
  func encode(_ value: Bool) throws { set(.bool(value)) }
  func encode(_ value: String) throws { set(.string(value), isText: true) }
  func encode(_ value: Double) throws { set(ScalarEncoding.double(value)) }
  func encode(_ value: Float) throws { set(ScalarEncoding.float(value)) }
  func encode(_ value: Int) throws { set(.integer(value)) }
  func encode(_ value: Int8) throws { set(.integer(value)) }
  func encode(_ value: Int16) throws { set(.integer(value)) }
  func encode(_ value: Int32) throws { set(.integer(value)) }
  func encode(_ value: Int64) throws { set(.integer(value)) }
  func encode(_ value: UInt) throws { set(.integer(value)) }
  func encode(_ value: UInt8) throws { set(.integer(value)) }
  func encode(_ value: UInt16) throws { set(.integer(value)) }
  func encode(_ value: UInt32) throws { set(.integer(value)) }
  func encode(_ value: UInt64) throws { set(.integer(value)) }

  func encode<Value: Encodable>(_ value: Value) throws {
    switch try context.encode(value, codingPath: codingPath, redacting: box.redacts) {
    case .value(let json): box.content = .value(json)
    case .box(let inner): box.content = inner.content
    }
  }
}

extension JSONValue {
  /// Any fixed-width integer as JSON, exactly.
  static func integer<Integer: BinaryInteger>(_ value: Integer) -> JSONValue {
    if let signed = Int64(exactly: value) { return .int(signed) }
    if let unsigned = UInt64(exactly: value) { return .uint(unsigned) }
    return .string(String(value))
  }
}

struct TreeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let context: TreeEncodingContext
  let box: EncodingBox
  var codingPath: [any CodingKey]

  private func set(_ slot: EncodingSlot, _ key: Key) {
    guard case .object(var members) = box.content else { return }
    box.content = .empty
    members[key.stringValue] = slot
    box.content = .object(members)
  }

  /// Whether the member `key` is hidden: inside a redacted box, or matched by the policy.
  private func redacts(_ key: any CodingKey) -> Bool {
    box.redacts || context.redacts(key: key.stringValue, codingPath: codingPath)
  }

  private func put(_ value: JSONValue, _ key: Key, isText: Bool = false) {
    set(.value(context.leaf(value, redacted: redacts(key), isText: isText)), key)
  }

  mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws {
    put(.string(value), key, isText: true)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    put(ScalarEncoding.double(value), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    put(ScalarEncoding.float(value), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.integer(value), key) }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    set(
      try context.encode(value, codingPath: codingPath + [key], redacting: redacts(key)), key)
  }

  private func nestedBox(_ key: any CodingKey, _ content: EncodingBox.Content) -> EncodingBox {
    let nested = EncodingBox(redacts: redacts(key))
    nested.content = content
    guard case .object(var members) = box.content else { return nested }
    box.content = .empty
    members[key.stringValue] = .box(nested)
    box.content = .object(members)
    return nested
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      TreeKeyedEncodingContainer<NestedKey>(
        context: context, box: nestedBox(key, .object([:])), codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeUnkeyedEncodingContainer(
      context: context, box: nestedBox(key, .array([])), codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    TreeValueEncoder(
      context: context, box: nestedBox(TreeCodingKey.superKey, .empty),
      codingPath: codingPath + [TreeCodingKey.superKey])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeValueEncoder(
      context: context, box: nestedBox(key, .empty), codingPath: codingPath + [key])
  }
}
