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
  /// A box under a redacted key: containers keep the structure written into it but replace each
  /// leaf by the leaf rule as it is written, so a secret never lands in the tree.
  let redacts: Bool

  init(redacts: Bool = false) {
    self.redacts = redacts
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

/// State for one top-level encode: the policy, pseudonym key, userInfo and the shared boxes
/// already written.
final class TreeEncodingContext {
  let matcher: RedactionMatcher
  let key: RedactionKey
  let userInfo: [CodingUserInfoKey: Any]
  let sharedOverrides: [UInt64: Any]
  private var seenShared: Set<UInt64> = []

  init(
    matcher: RedactionMatcher, key: RedactionKey, userInfo: [CodingUserInfoKey: Any],
    sharedOverrides: [UInt64: Any]
  ) {
    self.matcher = matcher
    self.key = key
    self.userInfo = userInfo
    self.sharedOverrides = sharedOverrides
  }

  /// A primitive as written into a box: as is, or by the leaf rule when the box or member is
  /// redacted. `isText` when it came from a `String` (a non-finite double is a string too).
  func leaf(_ json: JSONValue, redacted: Bool, isText: Bool = false) -> JSONValue {
    redacted ? key.redactedLeaf(json, isText: isText) : json
  }

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

  /// Encodes a value; `redacting` when it sits under a redacted key (or inside such a value).
  func encode<Value: Encodable>(
    _ value: Value, codingPath: [any CodingKey], redacting: Bool = false
  ) throws -> EncodingSlot {
    let redacting = redacting || value is RedactedInLogs
    if let scalar = ScalarEncoding.json(for: value) {
      return .value(redacting ? key.redactedScalar(value) ?? scalar : scalar)
    }
    if let shared = value as? SharedReflecting {
      return try encodeShared(shared, codingPath: codingPath, redacting: redacting)
    }
    let box = EncodingBox(redacts: redacting)
    try value.encode(to: TreeValueEncoder(context: self, box: box, codingPath: codingPath))
    if case .value(let json) = box.content { return .value(json) }
    if let unordered = Value.self as? any UnorderedCollection.Type {
      var finished = box.finished
      if redacting, unordered.isDictionary { finished = pseudonymisingMemberNames(finished) }
      return .value(finished.sortedAsUnordered(isDictionary: unordered.isDictionary))
    }
    return .box(box)
  }

  /// A redacted dictionary's keys may be secrets too: they become pseudonyms (its values were
  /// redacted as they were written). Sorting happens after, so the order shows nothing either.
  private func pseudonymisingMemberNames(_ json: JSONValue) -> JSONValue {
    guard case .object(let members) = json else { return json }
    var renamed = JSONObject()
    for (name, value) in members {
      guard case .string(let pseudonym) = key.redacted(name) else { continue }
      renamed[pseudonym] = value
    }
    return .object(renamed)
  }

  private func encodeShared(
    _ shared: SharedReflecting, codingPath: [any CodingKey], redacting: Bool
  ) throws -> EncodingSlot {
    let id = shared.reflectedSharedID
    guard seenShared.insert(id).inserted else { return .value(.object(["$shared": .unsigned(id)])) }
    let wrapped = sharedOverrides[id] ?? shared.reflectedSharedValue
    let valuePath = codingPath + [TreeCodingKey(stringValue: "value")]
    let redactsValue = redacting || redacts(key: "value", codingPath: codingPath)
    let encoded: JSONValue
    if let encodable = wrapped as? any Encodable {
      encoded = try encode(encodable, codingPath: valuePath, redacting: redactsValue).finished
    } else {
      var walk = ReflectionWalk(
        matcher: matcher, key: key, maximumDepth: 64, sharedOverrides: sharedOverrides,
        redacting: redactsValue)
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
