// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ComposableArchitecture
import DebugLink

/// A reducer that runs `Base` only while its store's ``DebugLink/TravelTicket`` admits actions,
/// and tells the ticket what it recorded.
///
/// Made by TCA's ``DebugLink/TimeTravelRoot`` glue; the underscore marks it as an implementation
/// detail, as TCA does for its operator types.
public struct _TravellingReducer<Base: Reducer>: Reducer {
  /// The app's state.
  public typealias State = Base.State
  /// The app's action.
  public typealias Action = Base.Action

  let base: Base
  let ticket: TravelTicket<Action>
  let stackIDs: ReplayedStackIDs

  /// Drops the action when the ticket does not admit it (an old store, or a travelled state);
  /// else runs the base reducer (which records) and notes the action for the in-memory replay.
  ///
  /// - Parameters:
  ///   - state: The current state.
  ///   - action: The action.
  /// - Returns: The base reducer's effects, or none for a dropped action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard ticket.admits else { return .none }
    let effect = stackIDs.noting { base.reduce(into: &state, action: action) }
    ticket.recorded(action)
    return effect
  }
}
#endif
