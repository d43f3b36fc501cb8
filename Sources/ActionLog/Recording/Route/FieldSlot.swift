/// One stored property of a struct, read straight from the struct's bytes: the walker's way past
/// `Mirror`, whose every child costs a lookup of the field's type by its mangled name.
///
/// Slots come from the runtime's own layout (`_forEachField`), so the value read is the one
/// `Mirror(reflecting:).children` gives for the same field, without building a mirror.
///
/// ```swift
/// struct Screen { var title = "Inbox"; var count = 3 }
/// let slot = FieldSlot(label: "count", offset: MemoryLayout<Screen>.offset(of: \.count)!, type: Int.self)
/// print(slot.read(from: Screen()))
/// ```
///
/// ```text
/// 3
/// ```
struct FieldSlot: Sendable {
  /// The property's name without a property wrapper's underscore.
  let label: String
  /// Where the field's bytes start in the struct.
  let offset: Int
  /// The field's static type.
  let type: Any.Type
  /// The bytes the field takes in the struct, from `offset`.
  var bytes: Range<Int> {
    func size<Field>(_: Field.Type) -> Int { MemoryLayout<Field>.size }
    return offset..<offset + _openExistential(type, do: size)
  }
  /// Whether ``label`` names a tab selection (``TabSelection/namesATab(_:)``), found once.
  let namesATab: Bool

  init(label: String, offset: Int, type: Any.Type) {
    self.label = label.hasPrefix("_") ? String(label.dropFirst()) : label
    self.offset = offset
    self.type = type
    namesATab = TabSelection.namesATab(self.label)
  }

  /// A copy of the field's value in `value`, a struct whose layout holds this slot.
  ///
  /// - Parameter value: A value of the struct type the slot was read from.
  /// - Returns: The field's value.
  func read(from value: Any) -> Any {
    let offset = offset
    let fieldType = type
    func open<Struct>(_ whole: Struct) -> Any {
      withUnsafeBytes(of: whole) { bytes in
        func load<Field>(_: Field.Type) -> Any {
          bytes.load(fromByteOffset: offset, as: Field.self)
        }
        return _openExistential(fieldType, do: load)
      }
    }
    return _openExistential(value, do: open)
  }
}
