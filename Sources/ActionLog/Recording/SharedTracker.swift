import ComposableStore

/// Notices changes to `Shared` state between captures, so each logged state is exact and changes made
/// outside any action are logged as out-of-band records. Lives inside the recorder's lock.
struct SharedTracker {
  /// The `SharedChanges` version at the last capture.
  private var version: UInt64 = 0
  /// Ids of the shared boxes in the latest encoded state, published by the worker; `nil` until the
  /// first state is encoded (then every change counts).
  var knownIDs: Set<UInt64>?

  /// Whether any shared box changed since the last capture (one atomic load).
  var hasChanges: Bool { SharedChanges.version != version }

  /// Changes taken but not logged (they touched no known box), handed on with the next capture in
  /// case they belong to a box the worker has not reported yet.
  private var carried: [(id: UInt64, value: Any)] = []

  /// The boxes changed since the last capture, with their current values; marks them seen.
  mutating func takeChanges() -> [(id: UInt64, value: Any)] {
    var changes: [(id: UInt64, value: Any)] = []
    swap(&changes, &carried)
    guard hasChanges else { return changes }
    let (now, changed) = SharedChanges.changes(since: version)
    version = now
    return changes + changed
  }

  /// Keeps `changes` for the next capture.
  mutating func carry(_ changes: [(id: UInt64, value: Any)]) {
    carried = changes
  }

  /// Whether `changes` touch a box the recorded state holds.
  func touchesState(_ changes: [(id: UInt64, value: Any)]) -> Bool {
    guard let knownIDs else { return !changes.isEmpty }
    return changes.contains { knownIDs.contains($0.id) }
  }
}

/// Finds every `Shared` box a value holds, with its current value.
///
/// Used once, on the first capture: boxes nobody changed since they were made are not reported by
/// `SharedChanges`, so the worker would otherwise read them live, possibly after a later change.
enum SharedSnapshot {
  /// Each box in `value` (depth-first, each once) with its current value.
  static func boxes(in value: Any) -> [(id: UInt64, value: Any)] {
    var found: [(id: UInt64, value: Any)] = []
    var seenBoxes: Set<UInt64> = []
    var seenObjects: Set<ObjectIdentifier> = []
    visit(value, depth: 0, found: &found, seenBoxes: &seenBoxes, seenObjects: &seenObjects)
    return found
  }

  private static func visit(
    _ value: Any, depth: Int, found: inout [(id: UInt64, value: Any)],
    seenBoxes: inout Set<UInt64>, seenObjects: inout Set<ObjectIdentifier>
  ) {
    guard depth < 64 else { return }
    if let shared = value as? SharedReflecting {
      guard seenBoxes.insert(shared.reflectedSharedID).inserted else { return }
      let current = shared.reflectedSharedValue
      found.append((shared.reflectedSharedID, current))
      visit(
        current, depth: depth + 1, found: &found, seenBoxes: &seenBoxes, seenObjects: &seenObjects)
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard seenObjects.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    for child in mirror.children {
      visit(
        child.value, depth: depth + 1, found: &found, seenBoxes: &seenBoxes,
        seenObjects: &seenObjects)
    }
  }
}
