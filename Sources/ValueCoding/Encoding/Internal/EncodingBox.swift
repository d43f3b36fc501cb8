import JSONTree
import OrderedCollections

/// A container's storage, shared by reference between an encoder and the containers it hands out.
///
/// Members and elements are stored finished; a nested container's box (which its caller may still
/// fill) holds a placeholder in its place and is listed as pending until ``finished`` fills it in.
///
/// Its stored properties skip dynamic exclusivity checks: they are only touched by the box's own
/// short methods, which never call out while they hold an access.
final class EncodingBox {
  enum Kind {
    case empty, value, object, array
  }

  @exclusivity(unchecked)
  private(set) var kind: Kind = .empty
  @exclusivity(unchecked)
  private var value: JSONValue = .null
  @exclusivity(unchecked)
  private var members: JSONObject = [:]
  @exclusivity(unchecked)
  private var elements: [JSONValue] = []
  /// Nested boxes by member name, at most one per name, in the order they were opened.
  @exclusivity(unchecked)
  private var pendingMembers: [(name: String, box: EncodingBox)] = []
  /// Nested boxes by element index.
  @exclusivity(unchecked)
  private var pendingElements: [(index: Int, box: EncodingBox)] = []
  /// A box under a redacted key: containers keep the structure written into it but replace each
  /// leaf by the leaf rule as it is written, so a secret never lands in the tree.
  let redacts: Bool

  init(redacts: Bool = false) {
    self.redacts = redacts
  }

  /// The single value written, when a single-value container wrote one.
  var singleValue: JSONValue? { kind == .value ? value : nil }

  /// The number of elements when the box holds an array, else 0.
  var count: Int { kind == .array ? elements.count : 0 }

  /// Makes the box hold an object, dropping any other content (an object is kept as is).
  func becomeObject() {
    guard kind != .object else { return }
    clear()
    kind = .object
    members.reserveCapacity(8)
  }

  /// Makes the box hold an array, dropping any other content (an array is kept as is).
  func becomeArray() {
    guard kind != .array else { return }
    clear()
    kind = .array
  }

  /// Replaces the content by a single value.
  func set(_ json: JSONValue) {
    clear()
    kind = .value
    value = json
  }

  /// Takes over everything `other` holds (a single-value container writing a nested value).
  func adopt(_ other: EncodingBox) {
    kind = other.kind
    value = other.value
    members = other.members
    elements = other.elements
    pendingMembers = other.pendingMembers
    pendingElements = other.pendingElements
  }

  /// Sets member `name` (last write wins, in the place of the first), when this is an object.
  func setMember(_ name: String, _ json: JSONValue) {
    guard kind == .object else { return }
    if !pendingMembers.isEmpty { pendingMembers.removeAll { $0.name == name } }
    members[name] = json
  }

  /// Opens a nested box as member `name`, when this is an object.
  func nestedMember(_ name: String, _ nested: EncodingBox) {
    guard kind == .object else { return }
    if !pendingMembers.isEmpty { pendingMembers.removeAll { $0.name == name } }
    members[name] = .null
    pendingMembers.append((name, nested))
  }

  /// Appends an element, when this is an array.
  func append(_ json: JSONValue) {
    guard kind == .array else { return }
    elements.append(json)
  }

  /// Appends a nested box as the next element, when this is an array.
  func appendNested(_ nested: EncodingBox) {
    guard kind == .array else { return }
    pendingElements.append((elements.count, nested))
    elements.append(.null)
  }

  /// The finished tree. The box keeps the result, so asking again gives the same value.
  var finished: JSONValue {
    let result: JSONValue
    switch kind {
    case .empty: return .object([:])
    case .value: return value
    case .object:
      var object = members
      members = [:]
      for (name, nested) in pendingMembers { object[name] = nested.finished }
      // An enum case's single unlabeled payload (`{"_0": x}` in synthesized Codable) is written
      // as `x`, so both encoders give `{"caseName": payload}`; TreeDecoder reads it back. An
      // empty object payload stays wrapped: `{}` alone means an absent optional payload.
      if object.count == 1, object.keys[0] == "_0" {
        result = collapsedPayload(object.values[0])
      } else {
        result = .object(object)
      }
    case .array:
      var array = elements
      elements = []
      for (index, nested) in pendingElements { array[index] = nested.finished }
      result = .array(array)
    }
    kind = .value
    value = result
    if !pendingMembers.isEmpty { pendingMembers = [] }
    if !pendingElements.isEmpty { pendingElements = [] }
    return result
  }

  private func clear() {
    guard kind != .empty else { return }
    value = .null
    if !members.isEmpty { members = [:] }
    if !elements.isEmpty { elements = [] }
    if !pendingMembers.isEmpty { pendingMembers = [] }
    if !pendingElements.isEmpty { pendingElements = [] }
  }
}

/// A single unlabeled enum payload as written: bare, except an empty object, which stays wrapped.
private func collapsedPayload(_ payload: JSONValue) -> JSONValue {
  if case .object(let members) = payload, members.isEmpty { return .object(["_0": payload]) }
  return payload
}
