/// What happened to one effect operation, as a store integration tells the recorder; it becomes an
/// `effect` record tied to the action that started it.
///
/// ```swift
/// recording.record(effect: EffectLifecycleEvent(effect: 3, parent: 24, name: "save", kind: .started))
/// ```
public struct EffectLifecycleEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The store started the operation.
    case started
    /// The operation returned normally.
    case finished
    /// The operation returned, and the store does not report whether it finished or was cancelled
    /// by an id: recorded as `finished` with `"maybeCancelled":true`. A glue reports this when it
    /// only sees the operation return, as on TCA, where a `.run` cancelled by `.cancel(id:)` ends
    /// in a task of its own and returns normally to code around it.
    ///
    /// ```swift
    /// recording.record(effect: EffectLifecycleEvent(effect: 3, parent: 24, name: "run", kind: .ended))
    /// ```
    case ended
    /// The operation was cancelled.
    case cancelled
    /// The operation threw; the payload is the error's description.
    case failed(String)
  }

  /// The operation's number within the store (from 1), the same as in ``ActionSource/effect(parent:effect:)``.
  public var effect: UInt64
  /// The store's id of the action whose reduction returned the effect.
  public var parent: UInt64
  /// A display name for the operation (e.g. the function that started it).
  public var name: String
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - effect: The operation's number.
  ///   - parent: The store's id of the action that returned it.
  ///   - name: A display name.
  ///   - kind: What happened.
  public init(effect: UInt64, parent: UInt64, name: String, kind: Kind) {
    self.effect = effect
    self.parent = parent
    self.name = name
    self.kind = kind
  }
}
