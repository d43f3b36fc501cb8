import JSONTree

extension TreeEncodingContext {
  /// Whether a remembered tree that met `uses` still holds in this encode, given where the encode
  /// is: each box has the same log number, was (or was not) written before exactly as then, and
  /// each value written then is bitwise the one its memo still holds from then. On success the
  /// boxes count as written here, as encoding the value again would have made them.
  func claim(_ uses: [SharedUse]) -> Bool {
    guard !uses.isEmpty else { return true }
    guard let sharedMemo else { return false }
    // By index, reading fields in place: a copy of a use retains its box (see markWrittenShared).
    for position in uses.indices {
      let id: UInt64
      if let last = lastClaimed, ObjectIdentifier(last.box) == uses[position].object {
        id = last.id
      } else {
        let box = uses[position].reference.recordedReference
        id = shared.id(of: box)
        lastClaimed = (box, id)
      }
      guard id == uses[position].id else { return false }
      let wroteValue = uses[position].wroteValue
      // Lists are short (the boxes inside one value): a box met earlier in this one counts as
      // written without a set to look it up in.
      let seen = hasWrittenShared(id) || uses[..<position].contains { $0.id == id }
      guard seen != wroteValue else { return false }
      if wroteValue {
        let use = uses[position]
        let slot = sharedMemo.slot(id)
        guard let holder = use.valueHolder, slot.held === holder,
          let value = shared.value(of: use.reference) as? any Encodable,
          Self.holds(slot, value, redacting: use.valueRedacting)
        else { return false }
      }
    }
    markWrittenShared(uses)
    noteSharedUses(uses)
    return true
  }

  private static func holds<Value: Encodable>(
    _ slot: EncodingMemoSlot, _ value: Value, redacting: Bool
  ) -> Bool {
    slot.tree(reusedFor: value, redacting: redacting) != nil
  }
}
