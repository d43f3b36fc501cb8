import JSONTree

/// A value encoded by ``TreeEncodingContext``: finished JSON, or the box it was written into.
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

/// State for one top-level encode: the policy, pseudonym key, userInfo, the shared boxes already
/// written, and the per-type facts met so far.
final class TreeEncodingContext {
  let matcher: RedactionMatcher
  let key: RedactionKey
  let userInfo: [CodingUserInfoKey: Any]
  let shared: SharedReferences
  // Only touched by short methods that do not call out while holding the access.
  @exclusivity(unchecked) private var seenShared: Set<UInt64> = []
  @exclusivity(unchecked) private var typeFacts = EncodingTypeFacts.snapshot
  /// Whether the value being encoded met a class instance or a `Shared` box, so its tree may
  /// change behind equal bytes and must not be reused by a memo.
  @exclusivity(unchecked) private var metReference = false
  /// Whether the encode so far met a class instance or a `Shared` box: what it wrote may change
  /// while the value's bytes do not.
  var hasMetReference: Bool { metReference }

  /// The `Shared` boxes met so far by a memoized encode, in order (see ``SharedUse``): a memo slot
  /// remembers the ones its value met, so its tree can be reused while they still hold.
  @exclusivity(unchecked) private var sharedUses: [SharedUse] = []

  /// Memos of `Shared` boxes' values by id, when a ``MemoizingTreeEncoder`` encodes without path
  /// patterns (a box's value is written where the box first appears, which can move).
  let sharedMemo: SharedValueMemo?

  init(
    matcher: RedactionMatcher, key: RedactionKey, userInfo: [CodingUserInfoKey: Any],
    shared: SharedReferences, sharedMemo: SharedValueMemo? = nil
  ) {
    self.sharedMemo = matcher.hasPaths ? nil : sharedMemo
    self.matcher = matcher
    self.key = key
    self.userInfo = userInfo
    self.shared = shared
  }

  /// A primitive as written into a box: as is, or by the leaf rule when the box or member is
  /// redacted. `isText` when it came from a `String` (a non-finite double is a string too).
  func leaf(_ json: JSONValue, redacted: Bool, isText: Bool = false) -> JSONValue {
    redacted ? key.redactedLeaf(json, isText: isText) : json
  }

  /// The log number of the box last looked up by ``claim(_:)``: a stack of steps holding one box
  /// asks for it once per step. The box is held, so no other box can take its identity.
  @exclusivity(unchecked) var lastClaimed: (box: AnyObject, id: UInt64)?

  /// The box last found or marked written: a stack of steps holding one box asks about it once per
  /// step. A box written stays written for the rest of the encode.
  @exclusivity(unchecked) private var lastWritten: UInt64?

  /// Whether box `id` was already written in this encode.
  func hasWrittenShared(_ id: UInt64) -> Bool {
    if id == lastWritten { return true }
    guard seenShared.contains(id) else { return false }
    lastWritten = id
    return true
  }

  /// Counts boxes as written in this encode (a memo reused the trees that wrote them).
  func markWrittenShared(_ uses: [SharedUse]) {
    // By index: a copy of a use retains its box, which `SharedReferences` tracks weakly, so the
    // count takes the slow path.
    for index in uses.indices where uses[index].id != lastWritten {
      seenShared.insert(uses[index].id)
      lastWritten = uses[index].id
    }
  }

  /// Where the uses met by the innermost value being memoized start in ``sharedUses``.
  @exclusivity(unchecked) private var openFirstUse = 0

  /// Lists the uses of a reused tree as met here, for the memos of the values around it.
  func noteSharedUses(_ uses: [SharedUse]) {
    // By index, reading fields in place: a copy of a use retains its box.
    for index in uses.indices
    where uses[index].wroteValue || !repeatsOpenUse(of: uses[index].object) {
      sharedUses.append(uses[index])
    }
  }

  /// Whether box `object` is among the last few uses met since the innermost value being memoized
  /// began: another use of it that does not write its value would be dropped by
  /// ``SharedUse/distinct(_:)`` from that value's uses and from those of every value around it, so
  /// a reused tree's use is not listed again (reused steps of a stack that all hold one box list it
  /// once, not once per step; steps encoded again list it each and leave it to `distinct`).
  private func repeatsOpenUse(of object: ObjectIdentifier) -> Bool {
    // The last few are enough for the usual repeats; a longer list is left to `distinct`.
    var index = sharedUses.count
    let stop = max(openFirstUse, index - 4)
    while index > stop {
      index -= 1
      if sharedUses[index].object == object { return true }
    }
    return false
  }

  /// Whether the member `name` under the path ending at `path` is hidden.
  func redacts(member name: String, path: CodingPathNode?) -> Bool {
    if matcher.redactsKey(name) { return true }
    guard matcher.hasPaths else { return false }
    return matcher.redactsPath(CodingPathNode.names(path, then: name))
  }

  /// Whether the array element at `index` under the path ending at `path` is hidden (path
  /// patterns only).
  func redacts(index: Int, path: CodingPathNode?) -> Bool {
    guard matcher.hasPaths else { return false }
    return matcher.redactsPath(CodingPathNode.names(path, then: String(index)))
  }

  private func facts(_ type: Any.Type) -> EncodingTypeFacts {
    let id = ObjectIdentifier(type)
    if let known = typeFacts[id] { return known }
    let learned = EncodingTypeFacts.learn(type)
    typeFacts[id] = learned
    return learned
  }

  /// Encodes a value found at `key` under `parent` (no key: at `parent` itself) into its tree;
  /// `redacting` when it sits under a redacted key (or inside such a value).
  func encode<Value: Encodable>(
    _ value: Value, parent: CodingPathNode?, key: (any CodingKey)?, redacting: Bool = false,
    memo: EncodingMemoSlot? = nil
  ) throws -> JSONValue {
    try encodeSlot(value, parent: parent, key: key, redacting: redacting, memo: memo).finished
  }

  /// Encodes a value, handing back the box it was written into when it wrote a container.
  /// With a `memo`, a value bitwise equal to the one last encoded there gives the remembered tree,
  /// and any other value is encoded (its parts through the memo) and remembered.
  func encodeSlot<Value: Encodable>(
    _ value: Value, parent: CodingPathNode?, key codingKey: (any CodingKey)?,
    redacting: Bool, memo: EncodingMemoSlot? = nil
  ) throws -> EncodingSlot {
    let facts = facts(type(of: value))
    let redacting =
      redacting || (facts.isOptional ? value is RedactedInLogs : facts.isRedacted)
    if let kind = facts.scalar, let scalar = ScalarEncoding.json(for: value, kind: kind) {
      return .value(redacting ? key.redactedScalar(value) ?? scalar : scalar)
    }
    guard let memo else {
      if facts.isClass { metReference = true }
      return try encodeComposite(
        value, facts: facts, parent: parent, key: codingKey, redacting: redacting, memo: nil)
    }
    if let tree = memo.tree(reusedFor: value, redacting: redacting), claim(memo.sharedUses) {
      return .value(tree)
    }
    let outer = metReference
    metReference = facts.isClass
    defer { metReference = outer || metReference }
    let firstUse = sharedUses.count
    let outerFirstUse = openFirstUse
    openFirstUse = firstUse
    defer { openFirstUse = outerFirstUse }
    var tree = try encodeComposite(
      value, facts: facts, parent: parent, key: codingKey, redacting: redacting, memo: memo
    ).finished
    // A value that changed only in ways its tree does not show (a collection mutated in place and
    // put back, a field that is not encoded) gives back the very tree it gave before, so walks
    // that skip identical subtrees (the replay's comparison, the recorder's diff) skip it too.
    if memo.isReusable, tree.hasIdenticalParts(to: memo.tree) { tree = memo.tree }
    // The facts are the dynamic type's; an existential `Value` is compared whole.
    let isStatic = type(of: value) == Value.self
    memo.remember(
      value, comparing: isStatic ? facts.comparedBytes : nil, layout: isStatic ? facts.layout : nil,
      tree: tree, redacting: redacting, reusable: !metReference,
      sharedUses: firstUse < sharedUses.count ? SharedUse.distinct(sharedUses[firstUse...]) : [])
    return .value(tree)
  }

  /// Encodes a value that is not a scalar: a `Shared` box, or through its `encode(to:)`.
  private func encodeComposite<Value: Encodable>(
    _ value: Value, facts: EncodingTypeFacts, parent: CodingPathNode?,
    key codingKey: (any CodingKey)?, redacting: Bool, memo: EncodingMemoSlot?
  ) throws -> EncodingSlot {
    let path = codingKey.map { CodingPathNode(parent: parent, key: $0) } ?? parent
    if facts.isShared || facts.isOptional, let reference = value as? any RecordableSharedReference {
      // Without a memo of boxes' values, a place holding a box cannot tell whether its tree holds.
      if memo == nil || sharedMemo == nil { metReference = true }
      return .value(
        try encodeShared(reference, path: path, redacting: redacting, memoized: memo != nil))
    }
    let box = EncodingBox(redacts: redacting)
    try value.encode(to: TreeValueEncoder(context: self, box: box, path: path, memo: memo))
    if let single = box.singleValue { return .value(single) }
    if let isDictionary = facts.unorderedIsDictionary {
      var finished = box.finished
      if redacting, isDictionary { finished = pseudonymisingMemberNames(finished) }
      return .value(finished.sortedAsUnordered(isDictionary: isDictionary))
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
    _ reference: any RecordableSharedReference, path: CodingPathNode?, redacting: Bool,
    memoized: Bool
  ) throws -> JSONValue {
    let id = shared.id(of: reference.recordedReference)
    let recordsUse = memoized && sharedMemo != nil
    guard seenShared.insert(id).inserted else {
      if recordsUse {
        sharedUses.append(
          SharedUse(
            reference: reference, object: ObjectIdentifier(reference.recordedReference), id: id,
            wroteValue: false, valueRedacting: false))
      }
      return .object(["$shared": .unsigned(id)])
    }
    let wrapped = shared.value(of: reference)
    let redactsValue = redacting || redacts(member: "value", path: path)
    let encoded: JSONValue
    if let encodable = wrapped as? any Encodable {
      // The use is listed before the boxes its value meets, in the order ids are given out.
      let use = sharedUses.count
      if recordsUse {
        sharedUses.append(
          SharedUse(
            reference: reference, object: ObjectIdentifier(reference.recordedReference), id: id,
            wroteValue: true, valueRedacting: redactsValue))
      }
      let slot = sharedMemo?.slot(id)
      encoded = try encode(
        encodable, parent: path, key: TreeCodingKey(stringValue: "value"),
        redacting: redactsValue, memo: slot)
      if recordsUse { sharedUses[use].valueHolder = slot?.held }
    } else {
      metReference = true
      var walk = ReflectionWalk(
        matcher: matcher, key: key, maximumDepth: 64, shared: shared,
        redacting: redactsValue)
      encoded = walk.encode(wrapped, depth: 0)
    }
    return .object(["$shared": .unsigned(id), "value": encoded])
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
