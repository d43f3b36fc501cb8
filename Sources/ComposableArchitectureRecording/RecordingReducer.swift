// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture

/// A reducer that runs `Base` and records each action, its state change, its cause and the
/// lifecycle of its effects.
///
/// Made by ``ComposableArchitecture/Reducer/recording(to:)``; the underscore marks it as an
/// implementation detail of that operator, as TCA does for its operator types.
public struct _RecordingReducer<Base: Reducer>: Reducer {
  /// The recorded state.
  public typealias State = Base.State
  /// The recorded action.
  public typealias Action = Base.Action

  let base: Base
  let recording: StoreRecording
  let clocks: ClockOrigins

  /// Captures the state before, runs the base reducer with the values it reads from `uuid`,
  /// `date`, `withRandomNumberGenerator`, `continuousClock` and `suspendingClock` logged, captures
  /// the action, its reads, the state after and the action's cause, and returns the base reducer's
  /// effect tagged so that every action it sends is recorded as that effect's. The calendar, time
  /// zone and locale are recorded once, with the first action.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place by the base reducer.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effect, tagged and, for `.run` effects, observed.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    recording.record(stateBefore: state, actionType: Action.self)
    if recording.needsEnvironment { recording.record(environment: SessionConstants.current()) }
    let (effect, reads) = recording.collectingReads { channel in
      withDependencies {
        $0.route(through: channel, origins: clocks)
      } operation: {
        base.reduce(into: &state, action: action)
      }
    }
    let id = recording.record(action: action, state: state, origin: .unnumbered, reads: reads)
    return effect.recordingSends(of: id, to: recording)
  }
}

extension Reducer {
  /// Records every action this reducer handles, with its state change, route and cause, to
  /// `recorder`. Attach it to the store's root reducer: causes are read from the actions that
  /// reach it.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature().recording(to: recorder)
  /// }
  /// ```
  ///
  /// - Parameter recorder: Where to record.
  /// - Returns: The recording reducer.
  public func recording(to recorder: Recorder) -> _RecordingReducer<Self> {
    _RecordingReducer(base: self, recording: StoreRecording(recorder), clocks: .of(recorder))
  }
}
#endif
