import LogFormat

extension ActionCause {
  /// The cause as every `--json` output writes it: the same object the log file holds, so one
  /// reader handles both.
  ///
  /// ```text
  /// {"by": "external"}
  /// {"by": "effect", "seq": 3, "effect": 7, "name": "run @ Feature.swift:12"}
  /// ```
  var jsonValue: JSONValue {
    switch self {
    case .external: .object(["by": .string("external")])
    case .effect(let seq, let effect, let name):
      .object([
        "by": .string("effect"), "seq": .unsigned(seq), "effect": .unsigned(effect),
        "name": .string(name),
      ])
    }
  }
}
