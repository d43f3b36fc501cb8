import JSONTree

/// The `Encoder` handed to `encode(to:)`; writes into one box.
struct TreeValueEncoder: Encoder, SingleValueEncodingContainer {
  let context: TreeEncodingContext
  let box: EncodingBox
  let path: CodingPathNode?
  /// The memo of the value being encoded, when a ``MemoizingTreeEncoder`` encodes.
  let memo: EncodingMemoSlot?
  var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
  var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

  init(
    context: TreeEncodingContext, box: EncodingBox, path: CodingPathNode?,
    memo: EncodingMemoSlot? = nil
  ) {
    self.context = context
    self.box = box
    self.path = path
    self.memo = memo
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    box.becomeObject()
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<Key>(context: context, box: box, path: path, memo: memo))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.becomeArray()
    return TreeUnkeyedEncodingContainer(context: context, box: box, path: path, memo: memo)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  private func set(_ value: JSONValue, isText: Bool = false) {
    box.set(context.leaf(value, redacted: box.redacts, isText: isText))
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
    switch try context.encodeSlot(
      value, parent: path, key: nil, redacting: box.redacts, memo: memo?.member(""))
    {
    case .value(let json): box.set(json)
    case .box(let inner): box.adopt(inner)
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
