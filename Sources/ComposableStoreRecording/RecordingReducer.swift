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
  let recorder: Recorder

  /// Captures the state before, runs the base reducer with its dependency reads logged, captures
  /// the action, its reads and the state after, and observes the returned effects' lifecycles.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place by the base reducer.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effects, observed.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    recorder.record(stateBefore: state, actionType: Action.self)
    let readLog = DependencyReadLog()
    let effect = DependencyObservation.$observer.withValue(ReadRecordingObserver(log: readLog)) {
      base.reduce(into: &state, action: action)
    }
    // Sealed: what the effects read when they run later reaches the reducer as actions.
    let reads = readLog.seal()
    if let context = ActionContext.current {
      recorder.record(
        action: action, state: state, storeActionID: context.id,
        source: ActionSource(context.origin), reads: reads)
    } else {
      // Reduced outside a store (a test calling `reduce` directly): no ids to map.
      recorder.record(action: action, state: state, cause: .external, reads: reads)
    }
    return effect.observingLifecycle { [recorder] event in
      recorder.record(effect: EffectLifecycleEvent(event))
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
    _RecordingReducer(base: self, recorder: recorder)
  }
}

extension ActionSource {
  /// The recorder's view of where the store says an action came from.
  init(_ origin: ActionOrigin) {
    switch origin {
    case .external: self = .external
    case .effect(let parent, let effect) where effect == .immediate: self = .send(parent: parent)
    case .effect(let parent, let effect): self = .effect(parent: parent, effect: effect.rawValue)
    }
  }
}

extension EffectLifecycleEvent {
  /// The recorder's view of a store effect event.
  init(_ event: EffectEvent) {
    let kind: Kind
    switch event.kind {
    case .started: kind = .started
    case .finished: kind = .finished
    case .cancelled: kind = .cancelled
    case .failed(let description): kind = .failed(description)
    }
    self.init(effect: event.effect.rawValue, parent: event.parent, name: event.name, kind: kind)
  }
}
