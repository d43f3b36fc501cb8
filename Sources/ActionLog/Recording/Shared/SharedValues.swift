import ValueCoding

/// The values a state's shared references held at one moment, to set them back: time travel
/// rewinds `@Shared` boxes with it, since a replayed state holds the live boxes.
///
/// `@unchecked Sendable`: the values are copies taken on the store's thread, used there.
package struct SharedValues: @unchecked Sendable {
  private var entries: [(reference: any RecordableSharedReference, value: Any)] = []

  init(_ snapshot: SharedSnapshot) {
    entries = snapshot.references.values.map { ($0.shared, $0.value) }
  }

  /// Whether the state held no shared reference.
  package var isEmpty: Bool { entries.isEmpty }

  /// Sets every reference back to its value.
  ///
  /// - Returns: `false` when a reference cannot be set (read-only) or refused its value.
  @discardableResult
  package func restore() -> Bool {
    var restored = true
    for entry in entries {
      guard let writable = entry.reference as? any RestorableSharedReference,
        writable.restoreRecordedValue(entry.value)
      else {
        restored = false
        continue
      }
    }
    return restored
  }
}
