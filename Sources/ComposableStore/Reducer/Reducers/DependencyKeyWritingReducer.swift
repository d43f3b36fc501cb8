extension Reducer {
  /// This reducer, and the effects it returns, with one dependency set, as TCA's
  /// `.dependency(\.apiClient, .mock)`.
  ///
  /// ```swift
  /// let store = Store(initialState: Search.State()) {
  ///   Search().dependency(\.apiClient, .inMemory())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's property on ``DependencyValues``.
  ///   - value: The value the reducer and its effects get.
  /// - Returns: The reducer with the dependency set.
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
  ) -> DependencyKeyWritingReducer<Self> {
    DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }
}

/// A reducer whose dependencies are changed while it reduces (see ``Reducer/dependency(_:_:)``);
/// a `.run` effect keeps the values of the reducer that returned it.
public struct DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Reduces with the changed dependencies.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }
}
