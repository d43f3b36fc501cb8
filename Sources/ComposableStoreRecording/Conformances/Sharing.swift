import ActionLog
import ComposableStore
import ValueCoding

extension Shared: RecordableSharedReference {
  /// The box (or projection) every copy of this reference shares.
  public var recordedReference: AnyObject { referenceObject }
  /// The value now.
  public var recordedValue: Any { wrappedValue }
}
