import ComposableStore
import OrderedCollections

/// A value being built by the tree encoder: finished JSON, or a box a container still fills.
enum EncodingSlot {
  case value(JSONValue)
  case box(EncodingBox)

  var finished: JSONValue {
    switch self {
    case .value(let value): value
    case .box(let box): box.finished
    }
  }
}

/// A container's storage, shared by reference between an encoder and the containers it hands out.
final class EncodingBox {
  enum Content {
    case empty
    case value(JSONValue)
    case object(OrderedDictionary<String, EncodingSlot>)
    case array([EncodingSlot])
  }

  var content: Content = .empty
  /// A box under a redacted key: containers accept writes into it and drop them, so a redacted
  /// payload written through nested containers (synthesised enum coding) never lands in the tree.
  let discards: Bool

  init(discards: Bool = false) {
    self.discards = discards
  }

  var finished: JSONValue {
    switch content {
    case .empty: .object([:])
    case .value(let value): value
    case .object(let members): .object(members.mapValues(\.finished))
    case .array(let elements): .array(elements.map(\.finished))
    }
  }
}

/// State for one top-level encode: the policy, userInfo and the shared boxes already written.
final class TreeEncodingContext {
  let matcher: RedactionMatcher
  let userInfo: [CodingUserInfoKey: Any]
  let sharedOverrides: [UInt64: Any]
  private var seenShared: Set<UInt64> = []

  init(
    matcher: RedactionMatcher, userInfo: [CodingUserInfoKey: Any], sharedOverrides: [UInt64: Any]
  ) {
    self.matcher = matcher
    self.userInfo = userInfo
    self.sharedOverrides = sharedOverrides
  }

  static var redacted: EncodingSlot { .value(.string(RedactionPolicy.placeholder)) }

  /// Whether the member `key` under `codingPath` is hidden.
  func redacts(key: String, codingPath: [any CodingKey]) -> Bool {
    if matcher.redactsKey(key) { return true }
    guard matcher.hasPaths else { return false }
    return matcher.redactsPath(codingPath.map(\.stringValue) + [key])
  }

  /// Whether the array element at `index` under `codingPath` is hidden (path patterns only).
  func redacts(index: Int, codingPath: [any CodingKey]) -> Bool {
    guard matcher.hasPaths else { return false }
    return matcher.redactsPath(codingPath.map(\.stringValue) + [String(index)])
  }

  func encode<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws
    -> EncodingSlot
  {
    if value is RedactedInLogs { return Self.redacted }
    if let scalar = ScalarEncoding.json(for: value) { return .value(scalar) }
    if let shared = value as? SharedReflecting {
      return try encodeShared(shared, codingPath: codingPath)
    }
    let box = EncodingBox()
    try value.encode(to: TreeValueEncoder(context: self, box: box, codingPath: codingPath))
    if case .value(let json) = box.content { return .value(json) }
    if let unordered = Value.self as? any UnorderedCollection.Type {
      return .value(box.finished.sortedAsUnordered(isDictionary: unordered.isDictionary))
    }
    return .box(box)
  }

  private func encodeShared(_ shared: SharedReflecting, codingPath: [any CodingKey]) throws
    -> EncodingSlot
  {
    let id = shared.reflectedSharedID
    guard seenShared.insert(id).inserted else { return .value(.object(["$shared": .unsigned(id)])) }
    let wrapped = sharedOverrides[id] ?? shared.reflectedSharedValue
    let valuePath = codingPath + [TreeCodingKey(stringValue: "value")]
    let encoded: JSONValue
    if redacts(key: "value", codingPath: codingPath) {
      encoded = .string(RedactionPolicy.placeholder)
    } else if let encodable = wrapped as? any Encodable {
      encoded = try encode(encodable, codingPath: valuePath).finished
    } else {
      var walk = ReflectionWalk(
        matcher: matcher, maximumDepth: 64, sharedOverrides: sharedOverrides)
      encoded = walk.encode(wrapped, depth: 0)
    }
    return .value(.object(["$shared": .unsigned(id), "value": encoded]))
  }
}

/// A coding key made from a string or an array index.
struct TreeCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }

  static let superKey = TreeCodingKey(stringValue: "super")
}
