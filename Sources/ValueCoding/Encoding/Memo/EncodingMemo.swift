import JSONTree

/// What ``MemoizingTreeEncoder`` remembers about the value last encoded at one place of the tree:
/// the value itself (held, so the storage it points to stays alive and cannot be reused by another
/// value), the tree it gave, and the memo of the places inside it.
///
/// A value whose bytes equal the held value's bytes is the same value — its inline fields are equal
/// and it shares the same copy-on-write buffers, which nobody can have changed while the memo holds
/// them — so its tree is reused without calling `encode(to:)`. What reference types point to can
/// change behind equal bytes, so a place whose last encoding met a class instance is never reused
/// (``isReusable`` is `false`) and is encoded again every time. A place that met `Shared` boxes is
/// reused only while each box still has its number, is written where it was, and holds the value
/// its own memo holds (``sharedUses``).
final class EncodingMemoSlot {
  /// The value last encoded here, as a ``MemoizedValue``; `nil` before the first encode.
  var held: AnyObject?
  /// The type of the held value (``held`` is a `MemoizedValue` of it).
  private var heldType: ObjectIdentifier?
  /// The tree the held value gave.
  var tree: JSONValue = .null
  /// Whether the held value was encoded under a redacted key.
  var redacting = false
  /// Whether the held value's tree depends only on its bytes and on the `Shared` boxes in
  /// ``sharedUses``.
  var isReusable = false
  /// The `Shared` boxes the held value's encode met, in order; its tree is reused only while they
  /// hold (``TreeEncodingContext/claim(_:)``).
  private(set) var sharedUses: [SharedUse] = []
  /// The places inside the value: members by name, elements by index.
  private var members = MemoSlots<String>()
  private var elements: [EncodingMemoSlot] = []

  /// The memo of member `name` (`""` for the value inside a single-value container).
  func member(_ name: String) -> EncodingMemoSlot {
    members.slot(name)
  }

  /// The memo of the element at `index`.
  func element(_ index: Int) -> EncodingMemoSlot {
    while elements.count <= index { elements.append(EncodingMemoSlot()) }
    return elements[index]
  }

  /// The remembered tree when `value` is bitwise the value held here (its fields' bytes, see
  /// ``ValueBytes``; inside its inline arrays too, when only their storage differs), under the
  /// same redaction.
  func tree<Value>(reusedFor value: Value, redacting: Bool) -> JSONValue? {
    guard isReusable, self.redacting == redacting, heldType == ObjectIdentifier(Value.self),
      let held
    else { return nil }
    // `heldType` says what `held` is, so the checked cast is not needed.
    let memoized = unsafeDowncast(held, to: MemoizedValue<Value>.self)
    if ValueBytes.equal(memoized.value, value, in: memoized.comparedBytes) { return tree }
    // Only an array's storage may differ (an element written back unchanged): hold the new value
    // from now on, so the next encode finds it bitwise equal again.
    guard let layout = memoized.layout,
      ValueBytes.equalFollowingArrays(memoized.value, value, layout: layout)
    else { return nil }
    memoized.value = value
    return tree
  }

  /// Remembers a value and its tree; a tree that may not be reused is not kept at all.
  func remember<Value>(
    _ value: Value, comparing comparedBytes: [Range<Int>]?, layout: ValueBytes.Layout? = nil,
    tree: JSONValue, redacting: Bool, reusable: Bool, sharedUses: [SharedUse] = []
  ) {
    isReusable = reusable
    guard reusable else {
      held = nil
      self.tree = .null
      self.sharedUses = []
      return
    }
    self.sharedUses = sharedUses
    held = MemoizedValue(value, comparing: comparedBytes, layout: layout)
    heldType = ObjectIdentifier(Value.self)
    self.tree = tree
    self.redacting = redacting
  }
}

/// A value kept alive by a memo slot.
final class MemoizedValue<Value> {
  /// The value; replaced by an equal one whose arrays have other storage.
  var value: Value
  /// The bytes that say what a `Value` is (``ValueBytes/ranges(of:)`` of its type).
  let comparedBytes: [Range<Int>]?
  /// Where `Value` keeps arrays inline, when it does (``ValueBytes/layout(of:)``).
  let layout: ValueBytes.Layout?

  init(_ value: Value, comparing comparedBytes: [Range<Int>]?, layout: ValueBytes.Layout? = nil) {
    self.value = value
    self.comparedBytes = comparedBytes
    self.layout = layout
  }
}

/// The memos of `Shared` boxes' values, by box id: a box's value is encoded where the box first
/// appears, and its own memo lets an unchanged value be reused although the holders are encoded
/// again.
final class SharedValueMemo {
  private var slots = MemoSlots<UInt64>()

  /// The memo of box `id`'s value.
  func slot(_ id: UInt64) -> EncodingMemoSlot {
    slots.slot(id)
  }
}

/// Memo slots by key, created on first use. Beyond ``limit`` keys (e.g. a dictionary keyed by ids
/// that keep changing) it forgets them all rather than grow without end.
///
/// A value encodes its members in the same order every time, so the slot after the one last asked
/// for is tried first, and the first one when a new encode begins: a comparison of keys instead of
/// a hash lookup.
struct MemoSlots<Key: Hashable> {
  static var limit: Int { 4_096 }
  /// Slots in the order their keys were first asked for.
  private var ordered: [(key: Key, slot: EncodingMemoSlot)] = []
  /// Each key's index in ``ordered``.
  private var positions: [Key: Int] = [:]
  /// The index after the slot last asked for.
  private var next = 0

  /// The slot for `key`, new when unseen.
  mutating func slot(_ key: Key) -> EncodingMemoSlot {
    if next < ordered.count, ordered[next].key == key {
      next += 1
      return ordered[next - 1].slot
    }
    if let first = ordered.first, first.key == key {
      next = 1
      return first.slot
    }
    if let position = positions[key] {
      next = position + 1
      return ordered[position].slot
    }
    if ordered.count >= Self.limit {
      ordered.removeAll(keepingCapacity: true)
      positions.removeAll(keepingCapacity: true)
    }
    let slot = EncodingMemoSlot()
    positions[key] = ordered.count
    ordered.append((key, slot))
    next = ordered.count
    return slot
  }
}
