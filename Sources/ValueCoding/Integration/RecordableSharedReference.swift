/// A reference to state shared between features (TCA's `@Shared`), described to the recorder: its
/// identity and its current value.
///
/// The recorder reads ``recordedValue`` on the store's thread whenever it captures a state, so the
/// log holds the value the store saw when the action finished, never a value read later. It writes
/// each reference once per state as `{"$shared": n, "value": …}` (later occurrences as
/// `{"$shared": n}`), with `n` numbered from 1 per log in the order references are first met, and
/// logs a change made outside any action as an `oob` record.
///
/// ```swift
/// extension Shared: @retroactive RecordableSharedReference {
///   public var recordedReference: AnyObject { box }
///   public var recordedValue: Any { wrappedValue }
/// }
/// ```
public protocol RecordableSharedReference {
  /// The object every copy of this reference shares: two references are the same when these are
  /// identical (`===`).
  var recordedReference: AnyObject { get }
  /// The value the reference holds now.
  var recordedValue: Any { get }
}

/// A shared reference whose value can be set back, so time travel can rewind it: the in-memory
/// replay sets each box the state holds to the value it had at the travelled seq, and back to
/// its live value afterwards. A store's glue conforms its writable shared type.
///
/// ```swift
/// extension Shared: RestorableSharedReference {
///   public func restoreRecordedValue(_ value: Any) -> Bool {
///     guard let value = value as? Value else { return false }
///     withLock { $0 = value }
///     return true
///   }
/// }
/// ```
public protocol RestorableSharedReference: RecordableSharedReference {
  /// Sets the value every holder sees.
  ///
  /// - Parameter value: A value this reference held, as ``recordedValue`` gave it.
  /// - Returns: `false` when the value is not of the reference's type.
  func restoreRecordedValue(_ value: Any) -> Bool
}
