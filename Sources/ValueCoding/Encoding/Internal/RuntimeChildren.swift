/// Frees a child's name the runtime handed out.
private typealias RuntimeNameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

/// The runtime's count of a value's reflected children, the entry point `Mirror` reads.
@_silgen_name("swift_reflectionMirror_count")
private func runtimeChildCount<T>(_ value: T, type: Any.Type) -> Int

/// The runtime's child `index` of a value, with its label, the entry point `Mirror` reads.
@_silgen_name("swift_reflectionMirror_subscript")
private func runtimeChild<T>(
  of value: T, type: Any.Type, index: Int, outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<RuntimeNameFree?>
) -> Any

/// The children `Mirror(reflecting:)` lists for a struct, tuple or enum value whose type does not
/// customise its mirror, read from the runtime without building the mirror: a summary reflects
/// every level of every action, and the mirror's own boxes cost more than the children.
///
/// ```swift
/// enum Action { case renamed(id: Int, title: String) }
/// let payload = RuntimeChildren.of(Action.renamed(id: 3, title: "Milk")).first
/// print(payload?.label ?? "")  // what Mirror gives: the case name, its payload a tuple
/// ```
///
/// ```text
/// renamed
/// ```
enum RuntimeChildren {
  /// The labelled children, in order: a struct's stored properties, a tuple's elements, an enum
  /// case's payload (none for a case without one).
  ///
  /// - Parameter value: A value of a struct, tuple or enum type that is not `CustomReflectable`.
  /// - Returns: The children, as `Mirror(reflecting: value).children` lists them.
  static func of(_ value: Any) -> [Mirror.Child] {
    let valueType = type(of: value)
    let count = runtimeChildCount(value, type: valueType)
    guard count > 0 else { return [] }
    var children: [Mirror.Child] = []
    children.reserveCapacity(count)
    for index in 0..<count {
      var name: UnsafePointer<CChar>? = nil
      var free: RuntimeNameFree? = nil
      let child = runtimeChild(
        of: value, type: valueType, index: index, outName: &name, outFreeFunc: &free)
      let label = name.flatMap { String(validatingCString: $0) }
      free?(name)
      children.append((label: label, value: child))
    }
    return children
  }
}
