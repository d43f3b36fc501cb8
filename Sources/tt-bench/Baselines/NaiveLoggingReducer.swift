import ComposableStore

/// Feeds every action and the full state after it to a ``NaiveStateLog``.
struct NaiveLoggingReducer<Base: Reducer>: Reducer
where Base.State: Encodable, Base.Action: Encodable {
  typealias State = Base.State
  typealias Action = Base.Action
  typealias Body = ReduceOnlyBody

  let base: Base
  let log: NaiveLogBox<Base.State, Base.Action>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let effect = base.reduce(into: &state, action: action)
    log.log.log(action: action, state: state)
    return effect
  }
}

/// Holds the naive log so a reducer (a value) can append to it.
final class NaiveLogBox<State: Encodable, Action: Encodable>: @unchecked Sendable {
  // Only touched on the store's thread (the main actor).
  let log = NaiveStateLog<State, Action>()
}
