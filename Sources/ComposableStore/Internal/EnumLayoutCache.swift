import Synchronization

/// Enum layouts by type, read once per process: case paths are rebuilt on every reduce.
enum EnumLayoutCache {
  /// A layout shared by reference, so a lookup copies one pointer; `nil` marks a type to reflect.
  private final class Entry: Sendable {
    let layout: EnumLayout?

    init(_ layout: EnumLayout?) {
      self.layout = layout
    }
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  /// The layout of `type`, or `nil` when case paths into it must use `Mirror`.
  ///
  /// - Parameter type: The root type of a case path.
  /// - Returns: The cached layout.
  static func layout(of type: Any.Type) -> EnumLayout? {
    let key = ObjectIdentifier(type)
    if let entry = entries.withLock({ $0[key] }) { return entry.layout }
    // Read outside the lock: resolving payload types may instantiate metadata.
    let entry = Entry(EnumLayout(of: type))
    return entries.withLock { entries in
      if let existing = entries[key] { return existing.layout }
      entries[key] = entry
      return entry.layout
    }
  }
}
