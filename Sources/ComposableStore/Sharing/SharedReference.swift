import Synchronization

/// Storage behind a ``Shared`` value: a root box or a projection into one.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value
  /// Identity for reflection and coding; unique among live references.
  var id: UInt64 { get }
  /// Reads the value under the lock.
  func read<R>(_ body: (Value) throws -> R) rethrows -> R
  /// Changes the value under the lock and marks its box changed.
  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

/// The root storage of a shared value: a locked value stamped with the version of its last change.
final class SharedBox<Value>: SharedReference, AnySharedBox, @unchecked Sendable {
  let id = SharedChanges.nextID()
  // `storage` and `stamp` are only touched while holding `lock`.
  private let lock = Mutex<Void>(())
  private var storage: Value
  // Stamped at creation too, so a recorder that sees the box for the first time after a change it
  // missed still learns the box is newer than its last look, and snapshots it.
  private var stamp: UInt64 = SharedChanges.bumpVersion()

  init(_ value: Value) {
    self.storage = value
    SharedChanges.register(self)
  }

  deinit {
    SharedChanges.unregister(id)
  }

  func read<R>(_ body: (Value) throws -> R) rethrows -> R {
    try lock.withLock { _ in try body(storage) }
  }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { _ in
      defer { stamp = SharedChanges.bumpVersion() }
      return try body(&storage)
    }
  }

  var stampedValue: (stamp: UInt64, value: Any) {
    lock.withLock { _ in (stamp, storage as Any) }
  }
}

/// A shared value that is a member of another shared value (`$signUp.email`).
///
/// It has its own identity but no storage: reads and writes go to the parent, whose box records
/// the change.
final class SharedProjection<Root, Value>: SharedReference, @unchecked Sendable {
  let id = SharedChanges.nextID()
  private let parent: any SharedReference<Root>
  private let keyPath: WritableKeyPath<Root, Value>

  init(parent: any SharedReference<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  func read<R>(_ body: (Value) throws -> R) rethrows -> R {
    try parent.read { try body($0[keyPath: keyPath]) }
  }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.mutate { try body(&$0[keyPath: keyPath]) }
  }
}
