import JSONTree
import LogFormat

/// Collects the values a reducer reads from nondeterministic dependencies while it reduces one
/// action, in read order, for the action's record.
///
/// A store's glue usually has one made for it (``StoreRecording/collectingReads(_:)``). Bound as
/// ``current`` around the app's reducer (``collecting(_:)``), dependency wrappers ``append(_:)``
/// each value the reducer gets, and the glue passes the reads to
/// ``StoreRecording/record(action:state:origin:reads:)``. Reads made after the reducer returned —
/// by effects, which capture dependencies and run later — are ignored: what an effect reads
/// reaches the reducer as an action, which the log already holds.
///
/// ```swift
/// let (effect, reads) = DependencyReadLog.collecting {
///   base.reduce(into: &state, action: action)   // its uuid() calls append .uuid(…) reads
/// }
/// recording.record(action: action, state: state, origin: .numbered(id, source: .external), reads: reads)
/// ```
public final class DependencyReadLog: Sendable {
  /// The log of the action being reduced on this task or thread, if a glue bound one.
  @TaskLocal public static var current: DependencyReadLog?

  private let storage = LockedValue((reads: [DependencyRead](), sealed: false))

  /// Creates an empty, open log.
  public init() {}

  /// Adds a read, unless the log was sealed (the reducer already returned).
  ///
  /// - Parameter read: The value the reducer got.
  public func append(_ read: DependencyRead) {
    storage.withLock { storage in
      guard !storage.sealed else { return }
      storage.reads.append(read)
    }
  }

  /// Closes the log to later reads and returns what it collected.
  ///
  /// - Returns: The reads, in order.
  @discardableResult
  public func seal() -> [DependencyRead] {
    storage.withLock { storage in
      storage.sealed = true
      return storage.reads
    }
  }

  /// Runs `body` with a fresh log bound as ``current`` and seals it when `body` returns.
  ///
  /// - Parameter body: Reduces one action.
  /// - Returns: What `body` returned and the reads it made.
  /// - Throws: What `body` throws.
  public static func collecting<Result>(_ body: () throws -> Result) rethrows -> (
    Result, [DependencyRead]
  ) {
    let log = DependencyReadLog()
    let result = try $current.withValue(log) { try body() }
    return (result, log.seal())
  }
}
