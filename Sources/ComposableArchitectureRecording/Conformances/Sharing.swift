// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
@_spi(Reflection) import Swift
import ActionLog
import ComposableArchitecture
import ValueCoding

// swift-sharing's references described to the recorder. `Shared` keeps its reference internal and
// its mirror shows only the value, so its identity is read from its storage: the box every copy of
// one `Shared` holds (its first stored property), and inside it the reference object that every
// `@Shared` with the same key shares.
//
// Layout relied on (swift-sharing 2.x): the box as `Shared`'s first stored property and its
// `_reference` property. If it changes, a reference is logged in full without a shared id (missing
// links and `oob` records, never a wrong value); `GlueTests.theSharedIdentityIsSwiftSharingsOwnReference`
// and `GlueTests.sharedReferencesWithOneKeyShareAnIdentityAndOthersDoNot` fail loudly.

extension Shared: RecordableSharedReference {
  /// The reference object every `@Shared` with this key shares.
  public var recordedReference: AnyObject { SharedIdentity.object(in: self) }
  /// The value now.
  public var recordedValue: Any { wrappedValue }
}

extension Shared: RestorableSharedReference {
  public func restoreRecordedValue(_ value: Any) -> Bool {
    guard let value = value as? Value else { return false }
    withLock { $0 = value }
    return true
  }
}

extension SharedReader: RecordableSharedReference {
  /// The reference object every `@SharedReader` with this key shares.
  public var recordedReference: AnyObject { SharedIdentity.object(in: self) }
  /// The value now.
  public var recordedValue: Any { wrappedValue }
}

enum SharedIdentity {
  /// The reference inside a `Shared`/`SharedReader`'s box, else the box, else a fresh object (a
  /// new identity each time: the value is then logged in full, never linked to another).
  static func object<Wrapper>(in wrapper: Wrapper) -> AnyObject {
    guard let box = firstStoredReference(of: wrapper),
      String(reflecting: type(of: box)).hasPrefix("Sharing.")
    else { return Unidentified() }
    return classInstance(Mirror(reflecting: box).descendant("_reference")) ?? box
  }

  /// The first stored property of `value` read as an object reference. swift-sharing 2.x stores
  /// its box there; the type check above refuses any other class. Read only when the type's
  /// layout says the first stored property is a class reference at offset 0, so a future layout
  /// gives an unidentified reference (logged in full), never a bad read.
  private static func firstStoredReference<Wrapper>(of value: Wrapper) -> AnyObject? {
    var firstIsClassReference = false
    _ = _forEachField(of: Wrapper.self, options: _EachFieldOptions(rawValue: 0)) {
      _, offset, _, kind in
      firstIsClassReference = offset == 0 && kind == .class
      return false  // the first stored property only
    }
    guard firstIsClassReference,
      MemoryLayout<Wrapper>.size >= MemoryLayout<AnyObject>.size,
      MemoryLayout<Wrapper>.alignment >= MemoryLayout<AnyObject>.alignment
    else { return nil }
    var copy = value
    return withUnsafeBytes(of: &copy) { bytes in
      guard bytes.load(as: UInt.self) != 0 else { return nil }
      return bytes.load(as: AnyObject.self)
    }
  }

  private static func classInstance(_ value: Any?) -> AnyObject? {
    guard let value, type(of: value) is AnyClass else { return nil }
    return value as AnyObject
  }

  private final class Unidentified {}
}
#endif
