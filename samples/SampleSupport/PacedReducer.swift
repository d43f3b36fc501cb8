import ComposableStore
import Foundation

/// A reducer that waits a fixed time before each action, so a session plays at a person's pace in
/// real time (`nav-samples record --pace`), for following its log while it is written.
///
/// The wait blocks the store's thread: the samples are command-line sessions with nothing else to
/// do on it, and a blocking wait keeps the scripted order of actions as it is.
public struct PacedReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  /// The reducer that runs after each wait.
  public let base: Base
  /// How long to wait before each action; `nil` or zero does not wait.
  public let pace: Duration?

  /// Wraps a reducer so that each action it reduces waits `pace` first.
  ///
  /// - Parameters:
  ///   - base: The reducer to run.
  ///   - pace: The wait before each action, or `nil` for none.
  public init(_ base: Base, pace: Duration?) {
    self.base = base
    self.pace = pace
  }

  /// Waits the pace, then reduces the action with the base reducer.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to reduce.
  /// - Returns: The base reducer's effect.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let pace, pace > .zero {
      let (seconds, attoseconds) = pace.components
      Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
    return base.reduce(into: &state, action: action)
  }
}
