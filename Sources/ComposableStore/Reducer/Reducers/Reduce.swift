/// A reducer from a closure: `Reduce { state, action in … }`.
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure.
  ///
  /// - Parameter reduce: Changes the state for an action and returns effects.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reducer = reduce
  }

  /// Wraps another reducer.
  ///
  /// - Parameter reducer: A reducer with the same state and action.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Calls the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducer(&state, action)
  }
}
