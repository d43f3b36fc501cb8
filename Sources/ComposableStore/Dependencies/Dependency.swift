/// Reads a dependency from ``DependencyValues/current``, as TCA features do:
/// `@Dependency(\.apiClient) var apiClient`.
///
/// The value is read when it is used, so a reducer sees the values of the store or test store
/// running it, and an effect those of the reducer that returned it.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Reads the dependency at `keyPath`.
  ///
  /// - Parameter keyPath: The dependency's property on ``DependencyValues``.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The current value.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
