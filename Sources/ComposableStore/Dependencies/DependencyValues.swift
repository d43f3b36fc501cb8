/// The dependencies a reducer and its effects see: each ``DependencyKey``'s live or test value,
/// unless one was set with ``withDependencies(_:operation:)-(_,()->R)`` or
/// ``Reducer/dependency(_:_:)``.
///
/// The current values are task-local: an effect's `.run` gets those of the reducer that returned
/// it, and a test store runs its reducer in the ``Context/test`` context.
public struct DependencyValues: Sendable {
  /// Which value a key gives when none was set.
  public enum Context: Sendable, Equatable {
    /// ``DependencyKey/liveValue``.
    case live
    /// ``DependencyKey/testValue``.
    case test
  }

  /// Which value a key gives when none was set; ``Context/live`` outside a test store.
  public var context: Context = .live
  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// No value set, in the live context.
  public init() {}

  /// The value set for `key`, or its live or test value by ``context``.
  ///
  /// - Parameter key: The dependency's key type.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
      return context == .test ? Key.testValue : Key.liveValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The values of the reducer or effect running on this task.
  @TaskLocal public static var current = DependencyValues()
}

/// Runs `operation` with dependencies changed by `update`.
///
/// - Parameters:
///   - update: Changes the current values.
///   - operation: Runs with the changed values.
/// - Returns: What `operation` returns.
/// - Throws: What `update` or `operation` throws.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void, operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs `operation` with dependencies changed by `update`.
///
/// - Parameters:
///   - update: Changes the current values.
///   - operation: Runs with the changed values.
/// - Returns: What `operation` returns.
/// - Throws: What `update` or `operation` throws.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
