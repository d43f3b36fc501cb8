/// Builds a reducer from the reducers listed in a `body`, running them top to bottom.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  /// An empty body.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A body of one reducer.
  @inlinable
  public static func buildBlock<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// Starts a body of several reducers.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// Appends the next reducer of a body.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> Combined<R0, R1> {
    Combined(first: accumulated, second: next)
  }

  /// Accepts a reducer written in the body.
  @inlinable
  public static func buildExpression<R: Reducer>(_ expression: R) -> R
  where R.State == State, R.Action == Action {
    expression
  }

  /// An `if` without `else`.
  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> IfPresent<R>
  where R.State == State, R.Action == Action {
    IfPresent(wrapped: wrapped)
  }

  /// The `if` branch of an `if`/`else` or the first `switch` case.
  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(first: R0) -> Conditional<R0, R1>
  where R0.State == State, R0.Action == Action {
    .first(first)
  }

  /// The `else` branch of an `if`/`else` or a later `switch` case.
  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(second: R1) -> Conditional<R0, R1>
  where R1.State == State, R1.Action == Action {
    .second(second)
  }

  /// An `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> R
  where R.State == State, R.Action == Action {
    wrapped
  }

  /// Two reducers run one after the other; their effects are merged.
  public struct Combined<R0: Reducer, R1: Reducer>: Reducer
  where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let first: R0
    @usableFromInline let second: R1

    @usableFromInline init(first: R0, second: R1) {
      self.first = first
      self.second = second
    }

    /// Runs the first reducer, then the second.
    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let head = first.reduce(into: &state, action: action)
      return head.merge(with: second.reduce(into: &state, action: action))
    }
  }

  /// A reducer that runs only when present.
  public struct IfPresent<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @usableFromInline init(wrapped: Wrapped?) {
      self.wrapped = wrapped
    }

    /// Runs the wrapped reducer when there is one.
    @inlinable
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
      Wrapped.Action
    > {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }
  }

  /// One of two reducers, chosen by a condition in the body.
  public enum Conditional<First: Reducer, Second: Reducer>: Reducer
  where First.State == Second.State, First.Action == Second.Action {
    /// The first branch.
    case first(First)
    /// The second branch.
    case second(Second)

    /// Runs the chosen reducer.
    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action>
    {
      switch self {
      case .first(let reducer): reducer.reduce(into: &state, action: action)
      case .second(let reducer): reducer.reduce(into: &state, action: action)
      }
    }
  }
}
