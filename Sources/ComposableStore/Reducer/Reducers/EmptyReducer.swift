/// A reducer that does nothing: `EmptyReducer()`.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  /// Creates the reducer.
  @inlinable public init() {}

  /// Leaves the state unchanged and returns no effect.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
