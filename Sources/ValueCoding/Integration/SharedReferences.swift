/// How one encoder session writes shared references: a log-local number for each reference, given in
/// the order references are first met, and the values captured for them on the store's thread.
///
/// Numbers are per log, not per process, so the same session recorded twice gives the same bytes.
/// A number is never reused: a reference that ends and a new one at the same address get different
/// numbers.
package final class SharedReferences {
  private struct Entry {
    weak var reference: AnyObject?
    let id: UInt64
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var nextID: UInt64 = 1
  /// Values captured on the store's thread, by reference identity; used instead of reading the
  /// reference, which may have changed since.
  package var capturedValues: [ObjectIdentifier: Any] = [:]

  /// Creates an empty table.
  package init() {}

  /// The log number of `reference`, assigning the next one the first time.
  ///
  /// - Parameter reference: A reference's shared object.
  /// - Returns: Its number, from 1.
  package func id(of reference: AnyObject) -> UInt64 {
    let key = ObjectIdentifier(reference)
    if let entry = entries[key], entry.reference === reference { return entry.id }
    let id = nextID
    nextID += 1
    entries[key] = Entry(reference: reference, id: id)
    if entries.count > 4 * 4_096 { entries = entries.filter { $0.value.reference != nil } }
    return id
  }

  /// The value to record for `shared`: the captured one, else its current value.
  ///
  /// - Parameter shared: A reference met while encoding.
  /// - Returns: The value.
  package func value(of shared: any RecordableSharedReference) -> Any {
    capturedValues[ObjectIdentifier(shared.recordedReference)] ?? shared.recordedValue
  }
}
