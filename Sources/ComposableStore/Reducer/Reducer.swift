/// A feature's logic: how an action changes the state, and which effects follow.
///
/// Implement either ``reduce(into:action:)`` (a leaf feature) or ``body`` (a feature composed of
/// other reducers), as in TCA 1.x without the macro:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action: Sendable
  /// The composed reducer returned by ``body``; ``ReduceOnlyBody`` for reducers that implement
  /// `reduce`.
  associatedtype Body

  /// Changes the state for an action and returns the effects to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's logic as a composition of other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// The `Body` of reducers that implement ``Reducer/reduce(into:action:)`` instead of a body.
///
/// TCA uses `Never` here and traps if the body is read; this placeholder keeps that path trap-free.
public struct ReduceOnlyBody: Sendable {
  /// Creates the placeholder.
  public init() {}
}

extension Reducer where Body == ReduceOnlyBody {
  /// Reducers that implement ``reduce(into:action:)`` have no body.
  public var body: ReduceOnlyBody {
    ReduceOnlyBody()
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The body's effects.
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer with the same state and action as `R`: `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
