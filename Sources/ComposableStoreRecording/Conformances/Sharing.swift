import ActionLog
import ComposableStore
import ValueCoding

extension Shared: RecordableSharedReference {
  /// The box (or projection) every copy of this reference shares.
  public var recordedReference: AnyObject { referenceObject }
  /// The value now.
  public var recordedValue: Any { wrappedValue }
}

extension Shared: RestorableSharedReference {
  /// Sets the value every holder sees (time travel rewinding the box).
  public func restoreRecordedValue(_ value: Any) -> Bool {
    guard let value = value as? Value else { return false }
    withLock { $0 = value }
    return true
  }
}
