/// Sees through `Optional` by type and by value without knowing `Wrapped`, for the walks that decide
/// per type what a value can hold.
package protocol OptionalType {
  /// The wrapped type.
  static var wrappedType: Any.Type { get }
  /// The wrapped value, or `nil`.
  var wrappedAnyValue: Any? { get }
}

extension Optional: OptionalType {
  package static var wrappedType: Any.Type { Wrapped.self }
  package var wrappedAnyValue: Any? { self.map { $0 as Any } }
}
