import JSONTree

/// Which `CodingKey` types are the payload keys of a `case x(T)` (they accept `_0` and not
/// `_1`), remembered per type: synthesized enum decoding asks at every level, and answering
/// means building two keys through a string switch over all the type's cases.
enum PayloadKeys {
  private static let known = LockedValue<[ObjectIdentifier: Bool]>([:])

  /// Whether `Key` accepts `_0` and rejects `_1`.
  static func areSinglePayload<Key: CodingKey>(_ type: Key.Type) -> Bool {
    let id = ObjectIdentifier(type)
    if let answer = known.withLock({ $0[id] }) { return answer }
    let answer = computeSinglePayload(type)
    known.withLock { $0[id] = answer }
    return answer
  }

  // Kept out of line so the `Key?` metadata it needs is not fetched on the cached path.
  @inline(never)
  private static func computeSinglePayload<Key: CodingKey>(_ type: Key.Type) -> Bool {
    Key(stringValue: "_0") != nil && Key(stringValue: "_1") == nil
  }
}
