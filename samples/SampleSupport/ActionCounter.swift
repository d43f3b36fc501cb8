import ComposableStore
import Synchronization

/// Counts the actions a store reduces, including those sent by effects.
public final class ActionCounter: Sendable {
  private let storage = Mutex(0)

  /// Creates a counter at zero.
  public init() {}

  /// The number of actions counted so far.
  public var count: Int { storage.withLock { $0 } }

  fileprivate func increment() {
    storage.withLock { $0 += 1 }
  }
}

/// A reducer that counts each action in an ``ActionCounter`` and then runs its base reducer.
public struct CountingReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  /// The reducer whose actions are counted.
  public let base: Base
  /// The counter incremented once per action.
  public let counter: ActionCounter

  /// Wraps a reducer so every action it reduces is counted.
  ///
  /// - Parameters:
  ///   - base: The reducer to run.
  ///   - counter: The counter to increment.
  public init(_ base: Base, counter: ActionCounter) {
    self.base = base
    self.counter = counter
  }

  /// Counts the action, then reduces it with the base reducer.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to reduce.
  /// - Returns: The base reducer's effect.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    counter.increment()
    return base.reduce(into: &state, action: action)
  }
}
