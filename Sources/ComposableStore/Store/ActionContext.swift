/// Where an action reduced by the store came from.
public enum ActionOrigin: Hashable, Sendable {
  /// Sent from outside the store (`store.send`, including through scoped stores).
  case external
  /// Sent by an effect returned while reducing action `parent`.
  ///
  /// `effect` is the run operation that sent it, or ``EffectID/immediate`` for a `.send` effect.
  case effect(parent: UInt64, effect: EffectID)
}

/// The action the store is reducing right now, visible to reducers through ``current``.
public struct ActionContext: Hashable, Sendable {
  /// The store-assigned id: unique within one store, increasing, starting at 1.
  public let id: UInt64
  /// Where the action came from.
  public let origin: ActionOrigin

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - id: The action's id.
  ///   - origin: Where the action came from.
  public init(id: UInt64, origin: ActionOrigin) {
    self.id = id
    self.origin = origin
  }

  /// The action being reduced; set by the store around each root `reduce` call, `nil` elsewhere.
  @TaskLocal public static var current: ActionContext?
}
