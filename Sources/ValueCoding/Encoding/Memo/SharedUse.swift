/// One `Shared` box met while a memoized value was encoded, in the order the encode met it: what
/// its place in the tree depended on, so the value's remembered tree can be reused later when
/// all of it still holds.
///
/// The tree of a place holding a box depends on the box's log number, on whether the box was
/// already written earlier in the same encode (then only `{"$shared": id}` is written), and, when
/// this use wrote the value, on that value. The value's tree is the one its memo (by box id) held
/// right after the use (``valueHolder``): while that memo still holds the same object and the box's
/// value is bitwise the one it holds, the value's tree is unchanged.
struct SharedUse {
  /// The reference, kept so its box stays alive (its identity cannot be reused).
  let reference: any RecordableSharedReference
  /// The box's identity (``reference``'s `recordedReference`, which ``reference`` keeps alive).
  let object: ObjectIdentifier
  /// The box's log number when the use was recorded.
  let id: UInt64
  /// Whether this use wrote the value (the box's first appearance in that encode).
  let wroteValue: Bool
  /// Whether the value was written under a redacted key.
  let valueRedacting: Bool
  /// The object the value's memo held after the value was written; `nil` when only the id was.
  var valueHolder: AnyObject?
}

extension SharedUse {
  /// The uses without those that only repeat an earlier one in the list: a box met again, not
  /// writing its value (a stack of steps that all hold one box). Claiming such a use succeeds
  /// whenever the earlier one did (the same box, so the same number; met before, so written), so a
  /// memo slot keeps one use per box however many places inside it hold the box.
  static func distinct(_ uses: ArraySlice<SharedUse>) -> [SharedUse] {
    var kept: [SharedUse] = []
    // Few boxes are usual; many distinct ones (a box per row) are looked up in a set instead.
    var met: Set<ObjectIdentifier>? = uses.count > 16 ? [] : nil
    for index in uses.indices {
      let object = uses[index].object
      let repeated = met.map { $0.contains(object) } ?? kept.contains { $0.object == object }
      if repeated, !uses[index].wroteValue { continue }
      if !repeated { met?.insert(object) }
      kept.append(uses[index])
    }
    return kept
  }
}
