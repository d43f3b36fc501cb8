import JSONTree

/// One traversal of a value by `Mirror`, with the state that spans the tree: objects and shared
/// boxes already written, whether the walk is inside a redacted value, and (only when the policy
/// has path patterns) the current path.
///
/// Inside a redacted value the structure is walked as usual and each leaf is written by the leaf
/// rule (``RedactionKey/redactedScalar(_:)``) as it is met, so no secret enters the tree.
struct ReflectionWalk {
  let matcher: RedactionMatcher
  let key: RedactionKey
  let maximumDepth: Int
  let shared: SharedReferences
  private var seenObjects: Set<ObjectIdentifier> = []
  private var seenShared: Set<UInt64> = []
  private var path: [String] = []
  private var redacting: Bool

  init(
    matcher: RedactionMatcher, key: RedactionKey, maximumDepth: Int,
    shared: SharedReferences, redacting: Bool = false
  ) {
    self.matcher = matcher
    self.key = key
    self.maximumDepth = maximumDepth
    self.shared = shared
    self.redacting = redacting
  }

  mutating func encode(_ value: Any, depth: Int) -> JSONValue {
    if let scalar = ScalarEncoding.json(for: value) {
      return redacting ? key.redactedScalar(value) ?? scalar : scalar
    }
    guard depth < maximumDepth else { return marker("$truncated", value) }
    if !redacting, value is RedactedInLogs { return encodeRedacted(value, depth: depth) }
    switch IntegrationRole(of: value) {
    case .shared(let reference): return encodeShared(reference, depth: depth)
    case .stack(let entries):
      var elements: [JSONValue] = []
      for (offset, entry) in entries.enumerated() {
        let element = member("element", entry.element, depth: depth + 1, index: offset)
        elements.append(.object(["id": .int(Int64(entry.id)), "element": element]))
      }
      return .array(elements)
    case .presentation(let presented):
      guard let presented else { return .null }
      return encode(presented, depth: depth + 1)
    case .excluded: return .null
    case .dialog, nil: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .null }
      return encode(wrapped.value, depth: depth)
    case .enum:
      if value is any Error { return errorMarker(value) }
      return encodeEnum(value, mirror: mirror, depth: depth)
    case .collection:
      var elements: [JSONValue] = []
      for (index, child) in mirror.children.enumerated() {
        elements.append(element(child.value, index: index, depth: depth + 1))
      }
      return .array(elements)
    case .set:
      var encoded: [(bytes: [UInt8], value: JSONValue)] = []
      for (index, child) in mirror.children.enumerated() {
        let json = element(child.value, index: index, depth: depth + 1)
        encoded.append((json.jsonBytes, json))
      }
      encoded.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
      return .array(encoded.map(\.value))
    case .dictionary:
      return encodeDictionary(mirror, depth: depth)
    case .class:
      if value is any Error { return errorMarker(value) }
      let identity = ObjectIdentifier(value as AnyObject)
      guard seenObjects.insert(identity).inserted else { return marker("$ref", value) }
      return encodeFields(mirror, depth: depth, includeSuperclasses: true)
    case .struct, .tuple:
      if value is any Error { return errorMarker(value) }
      return encodeFields(mirror, depth: depth, includeSuperclasses: false)
    default:
      if value is any Error { return errorMarker(value) }
      if !mirror.children.isEmpty {
        return encodeFields(mirror, depth: depth, includeSuperclasses: false)
      }
      return encodeOpaque(value)
    }
  }

  /// Encodes `value` by the leaf rule: its structure as usual, every leaf redacted.
  private mutating func encodeRedacted(_ value: Any, depth: Int) -> JSONValue {
    let outer = redacting
    redacting = true
    defer { redacting = outer }
    return encode(value, depth: depth)
  }

  /// An error's description can quote anything it carries, so under redaction it is a leaf too.
  private func errorMarker(_ value: Any) -> JSONValue {
    let text = String(describing: value)
    return .object(["$error": redacting ? key.redacted(text) : .string(text)])
  }

  private func marker(_ name: String, _ value: Any) -> JSONValue {
    .object([name: .string(String(describing: type(of: value)))])
  }

  private func encodeOpaque(_ value: Any) -> JSONValue {
    if let type = value as? Any.Type {
      return .object(["$type": .string(String(describing: type))])
    }
    let typeName = String(describing: type(of: value))
    if typeName.contains("->") { return .object(["$function": .string(typeName)]) }
    return .object(["$opaque": .string(typeName)])
  }

  /// Encodes `value` as the member `key` of an object, redacting by key or path.
  private mutating func member(_ key: String, _ value: Any, depth: Int, index: Int? = nil)
    -> JSONValue
  {
    if matcher.hasPaths {
      if let index { path.append(String(index)) }
      path.append(key)
      defer {
        path.removeLast()
        if index != nil { path.removeLast() }
      }
      if matcher.redacts(key: key, path: path) { return encodeRedacted(value, depth: depth) }
      return encode(value, depth: depth)
    }
    if matcher.redactsKey(key) { return encodeRedacted(value, depth: depth) }
    return encode(value, depth: depth)
  }

  /// Encodes an array element, tracking its index for path patterns.
  private mutating func element(_ value: Any, index: Int, depth: Int) -> JSONValue {
    guard matcher.hasPaths else { return encode(value, depth: depth) }
    path.append(String(index))
    defer { path.removeLast() }
    if matcher.redactsPath(path) { return encodeRedacted(value, depth: depth) }
    return encode(value, depth: depth)
  }

  private mutating func encodeShared(_ reference: any RecordableSharedReference, depth: Int)
    -> JSONValue
  {
    let id = shared.id(of: reference.recordedReference)
    guard seenShared.insert(id).inserted else { return .object(["$shared": .unsigned(id)]) }
    let value = shared.value(of: reference)
    return .object(["$shared": .unsigned(id), "value": member("value", value, depth: depth + 1)])
  }

  private mutating func encodeEnum(_ value: Any, mirror: Mirror, depth: Int) -> JSONValue {
    // A case name is code, not data: it stays, even under a redacted key.
    guard let payload = mirror.children.first else {
      return .object([enumCaseName(of: value) ?? String(describing: value): .object([:])])
    }
    let name = payload.label ?? enumCaseName(of: value) ?? "_0"
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      path.append(name)
      defer { path.removeLast() }
      let redacted = matcher.redactsKey(name) || (matcher.hasPaths && matcher.redactsPath(path))
      let outer = redacting
      redacting = outer || redacted
      defer { redacting = outer }
      return .object([
        name: encodeFields(payloadMirror, depth: depth + 1, includeSuperclasses: false)
      ])
    }
    return .object([name: member(name, payload.value, depth: depth + 1)])
  }

  private mutating func encodeFields(_ mirror: Mirror, depth: Int, includeSuperclasses: Bool)
    -> JSONValue
  {
    var members = JSONObject()
    if includeSuperclasses, let parent = mirror.superclassMirror,
      case .object(let inherited) = encodeFields(parent, depth: depth, includeSuperclasses: true)
    {
      members = inherited
    }
    let excludedLabels =
      (mirror.subjectType as? any PartlyExcludedFromRecording.Type)?.membersExcludedFromRecording
    for (index, child) in mirror.children.enumerated() where !Self.isOmitted(child) {
      if let excludedLabels, let label = child.label, excludedLabels.contains(label) { continue }
      let key = Self.key(child.label, index: index)
      members[key] = member(key, child.value, depth: depth + 1)
    }
    return .object(members)
  }

  private mutating func encodeDictionary(_ mirror: Mirror, depth: Int) -> JSONValue {
    var pairs: [(key: Any, value: Any)] = []
    var allStringKeys = true
    for child in mirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { continue }
      if !(pair[0].value is String) { allStringKeys = false }
      pairs.append((pair[0].value, pair[1].value))
    }
    if allStringKeys {
      // Under redaction the keys may be secrets too: they become pseudonyms, sorted as such so
      // the order does not hint at the originals.
      // Members are walked in key order either way, so shared boxes and references are first
      // met at the same member on every run.
      let sorted = pairs.compactMap { pair in (pair.key as? String).map { ($0, pair.value) } }
        .sorted { $0.0 < $1.0 }
      var members: [(String, JSONValue)] = []
      for (name, value) in sorted {
        let encoded = member(name, value, depth: depth + 1)
        guard redacting, case .string(let pseudonym) = key.redacted(name) else {
          members.append((name, encoded))
          continue
        }
        members.append((pseudonym, encoded))
      }
      if redacting { members.sort { $0.0 < $1.0 } }
      return .object(JSONObject(members, uniquingKeysWith: { first, _ in first }))
    }
    var entries: [(bytes: [UInt8], key: JSONValue, value: Any)] = []
    for pair in pairs {
      let key = encode(pair.key, depth: depth + 1)
      entries.append((key.jsonBytes, key, pair.value))
    }
    entries.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    var encoded: [JSONValue] = []
    for (index, entry) in entries.enumerated() {
      let value = element(entry.value, index: index, depth: depth + 1)
      encoded.append(.array([entry.key, value]))
    }
    return .object(["$entries": .array(encoded)])
  }

  /// Whether a stored property is left out of the tree: macro-generated storage, or a value of a
  /// type that belongs to the framework or the process (see ``IntegrationTraits``).
  static func isOmitted(_ child: Mirror.Child) -> Bool {
    IntegrationTraits.isMacroStorage(child.label)
      || IntegrationTraits.of(type(of: child.value)).contains(.excluded)
  }

  /// The JSON member name for a Mirror label: `_x` wrapper storage and lazy storage show as `x`,
  /// tuple positions `.0` as `_0`, missing labels by position.
  static func key(_ label: String?, index: Int) -> String {
    guard let label, let first = label.utf8.first else { return "_\(index)" }
    // Most labels are plain names: skip the prefix checks for them.
    guard first == UInt8(ascii: "_") || first == UInt8(ascii: ".") || first == UInt8(ascii: "$")
    else { return label }
    if label.hasPrefix("$__lazy_storage_$_") {
      return String(label.dropFirst("$__lazy_storage_$_".count))
    }
    if label.hasPrefix("."), label.count > 1 { return "_" + label.dropFirst() }
    if label.hasPrefix("_"), label.count > 1, label.dropFirst().first != "_" {
      let rest = label.dropFirst()
      if rest.allSatisfy(\.isNumber) { return label }
      return String(rest)
    }
    return label
  }
}
