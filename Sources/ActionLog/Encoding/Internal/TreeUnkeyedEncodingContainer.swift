struct TreeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let context: TreeEncodingContext
  let box: EncodingBox
  var codingPath: [any CodingKey]

  var count: Int {
    guard case .array(let elements) = box.content else { return 0 }
    return elements.count
  }

  private func append(_ slot: EncodingSlot) {
    guard !box.discards, case .array(var elements) = box.content else { return }
    box.content = .empty
    elements.append(slot)
    box.content = .array(elements)
  }

  private func put(_ value: @autoclosure () -> JSONValue) {
    if context.redacts(index: count, codingPath: codingPath) {
      append(TreeEncodingContext.redacted)
    } else {
      append(.value(value()))
    }
  }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
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
    guard !box.discards else { return }
    let index = count
    if context.redacts(index: index, codingPath: codingPath) {
      append(TreeEncodingContext.redacted)
      return
    }
    append(try context.encode(value, codingPath: codingPath + [TreeCodingKey(intValue: index)]))
  }

  private func nestedBox(_ content: EncodingBox.Content) -> (EncodingBox, any CodingKey) {
    let key = TreeCodingKey(intValue: count)
    let redacted = context.redacts(index: count, codingPath: codingPath)
    let nested = EncodingBox(discards: box.discards || redacted)
    nested.content = content
    append(redacted ? TreeEncodingContext.redacted : .box(nested))
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
