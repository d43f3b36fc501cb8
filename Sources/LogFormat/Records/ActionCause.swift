import JSONTree

/// Where an action came from.
///
/// ```swift
/// print(ActionCause.effect(seq: 3, effect: 7, name: "run @ FeatureList.swift:42"))
/// ```
///
/// ```text
/// ← effect of #3 (run @ FeatureList.swift:42)
/// ```
public enum ActionCause: Sendable, Equatable, CustomStringConvertible {
  /// Sent from outside the store: a view, a test, a script.
  case external
  /// Sent by effect `effect` (named `name`), which action `seq` started.
  case effect(seq: UInt64, effect: UInt64, name: String)

  /// The effect id the log gives a reducer's immediate `.send` (named `send`): the action it sends
  /// arrives with the action that sent it, and no effect record names it.
  public static let immediateSendEffect: UInt64 = 0

  /// An action a reducer sent at once with `.send`, sent by action `seq`.
  ///
  /// ```swift
  /// print(ActionCause.immediateSend(by: 3).immediateSender ?? 0)
  /// ```
  ///
  /// ```text
  /// 3
  /// ```
  ///
  /// - Parameter seq: The seq of the action whose reducer sent it.
  /// - Returns: The cause, as the log spells it.
  public static func immediateSend(by seq: UInt64) -> ActionCause {
    .effect(seq: seq, effect: immediateSendEffect, name: "send")
  }

  /// The seq of the action whose reducer sent this one at once with `.send`, or `nil` for an
  /// action from outside the store or from an effect.
  public var immediateSender: UInt64? {
    guard case .effect(let seq, Self.immediateSendEffect, _) = self else { return nil }
    return seq
  }

  /// `"external"` or `"← effect of #N (name)"`.
  public var description: String {
    switch self {
    case .external: "external"
    case .effect(let seq, _, let name): "← effect of #\(seq) (\(name))"
    }
  }

  package var json: JSONValue {
    switch self {
    case .external: .object(["by": .string("external")])
    case .effect(let seq, let effect, let name):
      .object([
        "by": .string("effect"), "seq": .unsigned(seq), "effect": .unsigned(effect),
        "name": .string(name),
      ])
    }
  }

  init(json: JSONValue?) throws {
    guard let json, case .object = json else {
      self = .external
      return
    }
    let fields = try RecordFields(json)
    switch fields.optionalString("by") {
    case "effect":
      self = .effect(
        seq: try fields.uint("seq"), effect: (try? fields.uint("effect")) ?? 0,
        name: fields.optionalString("name") ?? "effect")
    default:
      self = .external
    }
  }
}
