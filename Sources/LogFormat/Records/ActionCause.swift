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
