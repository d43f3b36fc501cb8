import JSONTree

/// The keyed container handed out by ``TreeValueEncoder``; writes members into one box.
struct TreeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let context: TreeEncodingContext
  let box: EncodingBox
  let path: CodingPathNode?
  /// The memo of the value this container writes, when a ``MemoizingTreeEncoder`` encodes.
  var memo: EncodingMemoSlot? = nil
  var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

  /// Whether the member `name` is hidden: inside a redacted box, or matched by the policy.
  private func redacts(_ name: String) -> Bool {
    box.redacts || context.redacts(member: name, path: path)
  }

  private func put(_ value: JSONValue, _ key: Key, isText: Bool = false) {
    let name = key.stringValue
    box.setMember(name, context.leaf(value, redacted: redacts(name), isText: isText))
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
    let name = key.stringValue
    let json = try context.encode(
      value, parent: path, key: key, redacting: redacts(name), memo: memo?.member(name))
    box.setMember(name, json)
  }

  /// Opens a nested box as member `key` and the path to it.
  private func nestedBox(_ key: any CodingKey, _ kind: EncodingBox.Kind) -> (
    EncodingBox, CodingPathNode, EncodingMemoSlot?
  ) {
    let name = key.stringValue
    let nested = EncodingBox(redacts: redacts(name))
    switch kind {
    case .object: nested.becomeObject()
    case .array: nested.becomeArray()
    case .empty, .value: break
    }
    box.nestedMember(name, nested)
    return (nested, CodingPathNode(parent: path, key: key), memo?.member(name))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let (nested, nestedPath, nestedMemo) = nestedBox(key, .object)
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<NestedKey>(
        context: context, box: nested, path: nestedPath, memo: nestedMemo))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let (nested, nestedPath, nestedMemo) = nestedBox(key, .array)
    return TreeUnkeyedEncodingContainer(
      context: context, box: nested, path: nestedPath, memo: nestedMemo)
  }

  mutating func superEncoder() -> any Encoder {
    let (nested, nestedPath, nestedMemo) = nestedBox(TreeCodingKey.superKey, .empty)
    return TreeValueEncoder(context: context, box: nested, path: nestedPath, memo: nestedMemo)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let (nested, nestedPath, nestedMemo) = nestedBox(key, .empty)
    return TreeValueEncoder(context: context, box: nested, path: nestedPath, memo: nestedMemo)
  }
}
