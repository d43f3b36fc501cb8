struct TreeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let context: TreeEncodingContext
  let box: EncodingBox
  var codingPath: [any CodingKey]

  var count: Int {
    guard case .array(let elements) = box.content else { return 0 }
    return elements.count
  }

  private func append(_ slot: EncodingSlot) {
    guard case .array(var elements) = box.content else { return }
    box.content = .empty
    elements.append(slot)
    box.content = .array(elements)
  }

  /// Whether the element at `index` is hidden: inside a redacted box, or matched by a path.
  private func redacts(_ index: Int) -> Bool {
    box.redacts || context.redacts(index: index, codingPath: codingPath)
  }

  private func put(_ value: JSONValue, isText: Bool = false) {
    append(.value(context.leaf(value, redacted: redacts(count), isText: isText)))
  }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value), isText: true) }
  mutating func encode(_ value: Double) throws { put(ScalarEncoding.double(value)) }
  mutating func encode(_ value: Float) throws { put(ScalarEncoding.float(value)) }
  mutating func encode(_ value: Int) throws { put(.integer(value)) }
  mutating func encode(_ value: Int8) throws { put(.integer(value)) }
  mutating func encode(_ value: Int16) throws { put(.integer(value)) }
  mutating func encode(_ value: Int32) throws { put(.integer(value)) }
  mutating func encode(_ value: Int64) throws { put(.integer(value)) }
  mutating func encode(_ value: UInt) throws { put(.integer(value)) }
  mutating func encode(_ value: UInt8) throws { put(.integer(value)) }
  mutating func encode(_ value: UInt16) throws { put(.integer(value)) }
  mutating func encode(_ value: UInt32) throws { put(.integer(value)) }
  mutating func encode(_ value: UInt64) throws { put(.integer(value)) }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    let index = count
    append(
      try context.encode(
        value, codingPath: codingPath + [TreeCodingKey(intValue: index)],
        redacting: redacts(index)))
  }

  private func nestedBox(_ content: EncodingBox.Content) -> (EncodingBox, any CodingKey) {
    let key = TreeCodingKey(intValue: count)
    let nested = EncodingBox(redacts: redacts(count))
    nested.content = content
    append(.box(nested))
    return (nested, key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let (nested, key) = nestedBox(.object([:]))
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<NestedKey>(
        context: context, box: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let (nested, key) = nestedBox(.array([]))
    return TreeUnkeyedEncodingContainer(
      context: context, box: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let (nested, key) = nestedBox(.empty)
    return TreeValueEncoder(context: context, box: nested, codingPath: codingPath + [key])
  }
}
