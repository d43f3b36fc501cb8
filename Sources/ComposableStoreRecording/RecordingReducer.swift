import ActionLog
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
  let recording: StoreRecording

  /// Captures the state before, runs the base reducer with its dependency reads logged, captures
  /// the action, its reads and the state after, and observes the returned effects' lifecycles.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place by the base reducer.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effects, observed.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    recording.record(stateBefore: state, actionType: Action.self)
    let (effect, reads) = recording.collectingReads { channel in
      DependencyObservation.$observer.withValue(ChannelObserver(channel: channel)) {
        base.reduce(into: &state, action: action)
      }
    }
    // Reduced outside a store (a test calling `reduce` directly), an action has no id to map.
    let origin = ActionContext.current.map { StoreRecording.Origin.numbered($0) } ?? .unnumbered
    recording.record(action: action, state: state, origin: origin, reads: reads)
    return effect.observingLifecycle { [recording] event in
      recording.record(effect: EffectLifecycleEvent(event))
    }
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
    _RecordingReducer(base: self, recording: StoreRecording(recorder))
  }
}
