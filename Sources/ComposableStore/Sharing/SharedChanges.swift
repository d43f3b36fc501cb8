import Synchronization

/// A box whose changes ``SharedChanges`` reports, seen without its value type.
protocol AnySharedBox: AnyObject, Sendable {
  var id: UInt64 { get }
  var stampedValue: (stamp: UInt64, value: Any) { get }
}

/// Change tracking of every live ``Shared`` box, for the recorder.
///
/// Every mutation through any `Shared` bumps a global version and stamps its box with it, so a
/// poller can ask which boxes changed since the version it last saw, including changes made outside
/// any reducer.
package enum SharedChanges {
  private struct WeakBox: @unchecked Sendable {
    weak var box: (any AnySharedBox)?
  }

  private static let currentVersion = Atomic<UInt64>(0)
  private static let lastID = Atomic<UInt64>(0)
  private static let registry = Mutex<[UInt64: WeakBox]>([:])

  /// The version of the latest mutation (0 before any).
  package static var version: UInt64 {
    currentVersion.load(ordering: .sequentiallyConsistent)
  }

  /// The live boxes changed after `version`, ordered by id, with their current values.
  ///
  /// - Parameter version: A version returned by an earlier call, or 0.
  /// - Returns: The current version (pass it next time) and the changed boxes.
  package static func changes(
    since version: UInt64
  ) -> (version: UInt64, changed: [(id: UInt64, value: Any)]) {
    let now = self.version
    let boxes = registry.withLock { registry in registry.values.compactMap(\.box) }
    var changed: [(id: UInt64, value: Any)] = []
    for box in boxes.sorted(by: { $0.id < $1.id }) {
      let (stamp, value) = box.stampedValue
      if stamp > version { changed.append((box.id, value)) }
    }
    return (now, changed)
  }

  static func nextID() -> UInt64 {
    lastID.add(1, ordering: .relaxed).newValue
  }

  static func bumpVersion() -> UInt64 {
    currentVersion.add(1, ordering: .sequentiallyConsistent).newValue
  }

  static func register(_ box: any AnySharedBox) {
    registry.withLock { $0[box.id] = WeakBox(box: box) }
  }

  static func unregister(_ id: UInt64) {
    _ = registry.withLock { $0.removeValue(forKey: id) }
  }
}
