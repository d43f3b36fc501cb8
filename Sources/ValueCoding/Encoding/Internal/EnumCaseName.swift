// The runtime's own lookup of an enum value's case name (what `print` uses). Unlike
// `String(describing:)` it ignores a custom `description`.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The case name of an enum value, or `nil` when the runtime has no name for it.
///
/// - Parameter value: A value whose dynamic type is an enum.
/// - Returns: The case name.
package func enumCaseName(of value: Any) -> String? {
  func open<T>(_ value: T) -> String? {
    guard let pointer = runtimeEnumCaseName(value) else { return nil }
    return String(validatingCString: pointer)
  }
  return _openExistential(value, do: open)
}
