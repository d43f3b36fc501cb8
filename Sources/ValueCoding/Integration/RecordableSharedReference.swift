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
