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

  /// The boxes changed since the last capture, with their current values; marks them seen.
  mutating func takeChanges() -> [(id: UInt64, value: Any)] {
    guard hasChanges else { return [] }
    let (now, changed) = SharedChanges.changes(since: version)
    version = now
    return changed
  }

  /// Whether `changes` touch a box the recorded state holds.
  func touchesState(_ changes: [(id: UInt64, value: Any)]) -> Bool {
    guard let knownIDs else { return !changes.isEmpty }
    return changes.contains { knownIDs.contains($0.id) }
  }
}
