/// The store-unique identity of one `.run` operation.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  /// The raw number; run operations count from 1.
  public let rawValue: UInt64

  /// Creates an identifier from its raw number.
  ///
  /// - Parameter rawValue: The raw number.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The pseudo-effect of actions sent by a reducer's `.send` effect (no run operation involved).
  public static let immediate = EffectID(rawValue: 0)

  /// `"effect#N"`.
  public var description: String { "effect#\(rawValue)" }
}

/// A lifecycle event of one `.run` operation, reported to ``Effect/observingLifecycle(_:)`` handlers.
///
/// Only the store creates events, so its initialiser is the internal memberwise one.
public struct EffectEvent: Sendable {
  /// What happened to the operation.
  public enum Kind: Sendable, Equatable {
    /// The store scheduled the operation.
    case started
    /// The operation returned normally.
    case finished
    /// The operation was cancelled (cancel(id:), cancelInFlight, dismissal, pop, `StoreTask.cancel`).
    case cancelled
    /// The operation threw; the payload is the error's description.
    case failed(String)
  }

  /// The operation.
  public let effect: EffectID
  /// The id of the action whose reduction returned the effect.
  public let parent: UInt64
  /// The operation's display name.
  public let name: String
  /// What happened.
  public let kind: Kind
}

extension Effect {
  /// Reports the lifecycle of every `.run` operation in this effect to `handler`, on the main actor.
  ///
  /// - Parameter handler: Receives started, then one of finished, cancelled or failed, per operation.
  /// - Returns: The same effect, observed.
  public func observingLifecycle(
    _ handler: @escaping @Sendable (EffectEvent) -> Void
  ) -> Effect<Action> {
    Effect(node: Self.observe(node, handler))
  }

  private static func observe(
    _ node: Node, _ handler: @escaping @Sendable (EffectEvent) -> Void
  ) -> Node {
    switch node {
    case .none, .send, .cancel:
      return node
    case .run(var run):
      run.observers.append(handler)
      return .run(run)
    case .merge(let nodes):
      return .merge(nodes.map { observe($0, handler) })
    case .concatenate(let nodes):
      return .concatenate(nodes.map { observe($0, handler) })
    case .cancellable(let id, let cancelInFlight, let inner):
      return .cancellable(id: id, cancelInFlight: cancelInFlight, observe(inner, handler))
    }
  }
}
