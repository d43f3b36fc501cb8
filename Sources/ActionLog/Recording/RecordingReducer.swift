import ComposableStore

/// A reducer that runs `Base` and records each action, its state change and its effects.
///
/// Made by ``ComposableStore/Reducer/recording(to:)``; the underscore marks it as an implementation
/// detail of that operator, as TCA does for its operator types.
public struct _RecordingReducer<Base: Reducer>: Reducer {
  /// The recorded state.
  public typealias State = Base.State
  /// The recorded action.
  public typealias Action = Base.Action
  /// Reduce-only.
  public typealias Body = ReduceOnlyBody

  let base: Base
  let recorder: Recorder

  /// Captures the state before, runs the base reducer, captures the action and the state after, and
  /// observes the returned effects' lifecycles.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place by the base reducer.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effects, observed.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let context = ActionContext.current
    recorder.captureStateBefore(state, actionType: Action.self)
    let effect = base.reduce(into: &state, action: action)
    recorder.captureAction(
      action, state: state,
      cause: { causes in context.map { causes.cause(of: $0.origin) } ?? .external },
      storeActionID: context?.id)
    return effect.observingLifecycle { [recorder] event in recorder.capture(event) }
  }
}

extension Reducer {
  /// Records every action this reducer handles, with its state change, route and cause, to `recorder`.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) { AppFeature().recording(to: recorder) }
  /// ```
  ///
  /// - Parameter recorder: Where to record.
  /// - Returns: The recording reducer.
  public func recording(to recorder: Recorder) -> _RecordingReducer<Self> {
    _RecordingReducer(base: self, recorder: recorder)
  }
}
