import JSONTree

/// Standard collections whose `Encodable` output follows hash order, which changes from run to
/// run; the tree encoder sorts what they write so equal values give equal trees (and no diff).
protocol UnorderedCollection {
  /// Whether the collection is a dictionary (keyed or key-value pairs) rather than a set.
  static var isDictionary: Bool { get }
}

extension Dictionary: UnorderedCollection {
  static var isDictionary: Bool { true }
}

extension Set: UnorderedCollection {
  static var isDictionary: Bool { false }
}

extension JSONValue {
  /// This tree with hash-ordered content in a stable order: object members by key, a set's
  /// elements by JSON text, a dictionary's `[key, value, key, value…]` pairs by key JSON text.
  func sortedAsUnordered(isDictionary: Bool) -> JSONValue {
    switch self {
    case .object(var members):
      members.sort { $0.key < $1.key }
      return .object(members)
    case .array(let elements) where isDictionary && elements.count % 2 == 0:
      var pairs: [(key: [UInt8], pair: ArraySlice<JSONValue>)] = []
      for start in stride(from: 0, to: elements.count, by: 2) {
        pairs.append((elements[start].jsonBytes, elements[start..<start + 2]))
      }
      pairs.sort { $0.key.lexicographicallyPrecedes($1.key) }
      return .array(pairs.flatMap(\.pair))
    case .array(let elements) where !isDictionary:
      let keyed = elements.map { ($0.jsonBytes, $0) }
      return .array(keyed.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1))
    default:
      return self
    }
  }
}
