import JSONTree

/// The unkeyed container handed out by the tree encoder; appends elements to one box.
struct TreeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let context: TreeEncodingContext
  let box: EncodingBox
  let path: CodingPathNode?
  /// The memo of the value this container writes, when a ``MemoizingTreeEncoder`` encodes.
  var memo: EncodingMemoSlot? = nil
  var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

  var count: Int { box.count }

  /// Whether the element at `index` is hidden: inside a redacted box, or matched by a path.
  private func redacts(_ index: Int) -> Bool {
    box.redacts || context.redacts(index: index, path: path)
  }

  private func put(_ value: JSONValue, isText: Bool = false) {
    box.append(context.leaf(value, redacted: redacts(count), isText: isText))
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
    box.append(
      try context.encode(
        value, parent: path, key: IndexCodingKey(index), redacting: redacts(index),
        memo: memo?.element(index)))
  }

  /// Appends a nested box as the next element and gives it with the path to it.
  private func nestedBox(_ kind: EncodingBox.Kind) -> (
    EncodingBox, CodingPathNode, EncodingMemoSlot?
  ) {
    let index = count
    let nested = EncodingBox(redacts: redacts(index))
    switch kind {
    case .object: nested.becomeObject()
    case .array: nested.becomeArray()
    case .empty, .value: break
    }
    box.appendNested(nested)
    return (
      nested, CodingPathNode(parent: path, key: TreeCodingKey(intValue: index)),
      memo?.element(index)
    )
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let (nested, nestedPath, nestedMemo) = nestedBox(.object)
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<NestedKey>(
        context: context, box: nested, path: nestedPath, memo: nestedMemo))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let (nested, nestedPath, nestedMemo) = nestedBox(.array)
    return TreeUnkeyedEncodingContainer(
      context: context, box: nested, path: nestedPath, memo: nestedMemo)
  }

  mutating func superEncoder() -> any Encoder {
    let (nested, nestedPath, nestedMemo) = nestedBox(.empty)
    return TreeValueEncoder(context: context, box: nested, path: nestedPath, memo: nestedMemo)
  }
}
