import ValueCoding

/// The shared references a state held when it was captured, with their values then: taken on the
/// store's thread, so the worker never reads a reference that may have changed since.
///
/// `@unchecked Sendable`: the values are copies read on the store's thread and handed to the worker
/// through the queue's lock, like the captured state itself (see ``Capture``).
struct SharedSnapshot: @unchecked Sendable {
  /// Each reference, its shared object and its value, by the object's identity.
  var references:
    [ObjectIdentifier: (shared: any RecordableSharedReference, reference: AnyObject, value: Any)] =
      [:]

  /// The captured values by identity, as the encoders and the route walker read them.
  var values: [ObjectIdentifier: Any] { references.mapValues(\.value) }

  /// The references whose value differs from the one in `earlier`: changed outside the store when
  /// no action ran in between. Values that are not `Equatable` cannot be compared and count as
  /// unchanged (their change is logged with the next action).
  ///
  /// - Parameter earlier: The snapshot of the previous capture.
  /// - Returns: The changed references' objects, in no particular order (the worker sorts their
  ///   log ids).
  func changed(since earlier: SharedSnapshot) -> [AnyObject] {
    var changed: [AnyObject] = []
    for (key, now) in references {
      guard let before = earlier.references[key], before.reference === now.reference,
        SharedSnapshot.differ(before.value, now.value)
      else { continue }
      changed.append(now.reference)
    }
    return changed
  }

  /// Whether two captured values differ, when their type can tell.
  static func differ(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let equatable = lhs as? any Equatable else { return false }
    return !equatable.isEqual(toAny: rhs)
  }
}

extension Equatable {
  /// `self == other` when `other` is a `Self`; `false` otherwise.
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Remembers the latest snapshot taken with a capture, to tell when shared state changed between
/// actions. Lives inside the recorder's lock.
struct SharedTracker {
  /// The snapshot of the latest capture.
  var latest = SharedSnapshot()
}
