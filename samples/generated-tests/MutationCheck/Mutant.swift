import ComposableStore

/// A deliberately broken reducer: the app's reducer, except for the actions `mutate` takes over
/// (it returns `nil` to let the app's reducer handle the action as usual).
struct Mutant<Base: Reducer>: Reducer {
  let base: Base
  let mutate: (inout Base.State, Base.Action, Base) -> Effect<Base.Action>?

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    mutate(&state, action, base) ?? base.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// This reducer with one deliberate bug.
  func mutated(
    _ mutate: @escaping (inout State, Action, Self) -> Effect<Action>?
  ) -> Mutant<Self> {
    Mutant(base: self, mutate: mutate)
  }
}
