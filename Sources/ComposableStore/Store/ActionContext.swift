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
///
/// Only the store creates contexts, so its initialiser is the internal memberwise one.
public struct ActionContext: Hashable, Sendable {
  /// The store-assigned id: unique within one store, increasing, starting at 1.
  public let id: UInt64
  /// Where the action came from.
  public let origin: ActionOrigin

  /// The action being reduced; set by the store around each root `reduce` call, `nil` elsewhere.
  @TaskLocal public static var current: ActionContext?
}
