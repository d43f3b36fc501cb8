/// Work a reducer asks the store to do after it returns: send more actions, or run async operations
/// that may send actions back.
///
/// An effect is a description; the ``Store`` executes it. Compose effects with ``merge(_:)-swift.type.method``,
/// ``concatenate(_:)-swift.type.method``, ``cancellable(id:cancelInFlight:)`` and ``map(_:)``.
public struct Effect<Action: Sendable>: Sendable {
  @usableFromInline indirect enum Node: Sendable {
    case none
    case send(Action)
    case run(RunOperation<Action>)
    case merge([Node])
    case concatenate([Node])
    case cancellable(id: CancelID, cancelInFlight: Bool, Node)
    case cancel(id: CancelID)
  }

  @usableFromInline let node: Node

  @usableFromInline init(node: Node) {
    self.node = node
  }

  /// Whether the effect does nothing, so composition can skip it without allocating.
  @inlinable var isNone: Bool {
    if case .none = node { true } else { false }
  }

  /// An effect that does nothing.
  @inlinable public static var none: Self {
    Self(node: .none)
  }

  /// An effect that sends an action back into the store right after the current one is reduced.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: The effect.
  @inlinable public static func send(_ action: Action) -> Self {
    Self(node: .send(action))
  }

  /// An effect that cancels every in-flight effect marked with `id`.
  ///
  /// - Parameter id: The cancellation identifier used with ``cancellable(id:cancelInFlight:)``.
  /// - Returns: The effect.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(node: .cancel(id: CancelID(id)))
  }

  /// Marks this effect as cancellable with `id`.
  ///
  /// - Parameters:
  ///   - id: The cancellation identifier.
  ///   - cancelInFlight: Cancel effects already running with `id` before starting this one.
  /// - Returns: The cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    // Nothing to mark and nothing to cancel: stay `.none` so merging stays allocation-free.
    if isNone && !cancelInFlight { return self }
    return Self(node: .cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, node))
  }
}
