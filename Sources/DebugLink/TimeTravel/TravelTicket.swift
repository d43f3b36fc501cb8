import Foundation

/// Whether the stores a ``TimeTravelRoot`` made may reduce actions: only the newest store, and
/// only while the root is not standing at a travelled state.
final class TravelGate: @unchecked Sendable {
  // @unchecked: every field is touched under `lock`.
  private let lock = NSLock()
  private var generation = 0
  private var frozen = false

  /// A new generation: every older store's actions are dropped from now on.
  func next(frozen: Bool) -> Int {
    lock.lock()
    defer { lock.unlock() }
    generation += 1
    self.frozen = frozen
    return generation
  }

  /// Opens or closes the current store.
  func setFrozen(_ value: Bool) {
    lock.lock()
    frozen = value
    lock.unlock()
  }

  func admits(_ candidate: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return candidate == generation && !frozen
  }
}

/// What a store made by a ``TimeTravelRoot`` carries into its reducer: a store glue's travelling
/// reducer asks ``admits`` before each action and drops the action when it is `false` (the store
/// is an old one, or the app stands at a travelled state), and calls ``recorded(_:)`` after the
/// recording reducer handled it.
///
/// ```swift
/// func reduce(into state: inout State, action: Action) -> Effect<Action> {
///   guard ticket.admits else { return .none }
///   let effect = base.reduce(into: &state, action: action)  // the app's reducer, recording
///   ticket.recorded(action)
///   return effect
/// }
/// ```
public final class TravelTicket<Action>: @unchecked Sendable {
  // @unchecked: immutable; `recorded` is called on the store's thread.
  private let gate: TravelGate
  private let generation: Int
  private let onRecorded: (Action) -> Void

  init(gate: TravelGate, generation: Int, onRecorded: @escaping (Action) -> Void) {
    self.gate = gate
    self.generation = generation
    self.onRecorded = onRecorded
  }

  /// Whether the store may reduce an action now.
  public var admits: Bool { gate.admits(generation) }

  /// Tells the root the recorder captured `action` (its seq and reads are the recorder's newest),
  /// for the history the root replays. Call it on the store's thread, right after the recording
  /// reducer.
  ///
  /// - Parameter action: The action just reduced and recorded.
  public func recorded(_ action: Action) {
    onRecorded(action)
  }
}
