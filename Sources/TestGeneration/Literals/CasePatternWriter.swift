import JSONTree

/// An effect-sent action as an enum case pattern (`.intro(.delegate(.loggedIn))`), for TCA's
/// `store.receive { … }`, which matches actions that need not be `Equatable` nor `@CasePathable`:
/// each case from the outside in, a stack element as `.element(id: N, action: …)`, stopping at the
/// innermost case, whose payload a pattern without bindings matches whatever it is. Whether a
/// one-member object is a nested case or a labeled payload (`loggedIn(username:)`) comes from the
/// summary.
enum CasePatternWriter {
  /// The pattern, and whether the innermost case has a payload (which it does not compare).
  static func pattern(_ action: JSONValue, hint: SummaryHint) -> (pattern: String, hasPayload: Bool)
  {
    var opened: [String] = []
    var node = action
    var hint = hint
    var hasPayload = false
    while case .object(let members) = node, members.count == 1,
      let key = members.keys.first, !key.hasPrefix("$"), let inner = members.values.first
    {
      var arguments: [SummaryHint.Argument]?
      var hinted = false
      if case .enumCase(let name, let list) = hint, name == key {
        arguments = list
        hinted = true
      }
      if key == "element", case .object(let element) = inner, element.count == 2,
        let id = element["id"], let next = element["action"]
      {
        var idText = id.jsonText
        if case .object(let wrapped) = id, let number = LiteralWriter.wrappedInteger(wrapped) {
          idText = String(number)  // TCA's StackElementID(generation:), an integer literal
        }
        opened.append(".element(id: \(idText), action: ")
        node = next
        hint = hinted ? hint.argument("action", at: 1) : .truncated
        continue
      }
      if case .object(let payload) = inner, payload.isEmpty {
        opened.append("." + key)
        break
      }
      let nested: Bool
      if hinted {
        if let first = arguments?.first, arguments?.count == 1, first.label == nil,
          case .enumCase = first.value
        {
          nested = true
        } else {
          nested = false
        }
      } else if case .object(let payload) = inner, payload.count == 1,
        payload.keys.first?.hasPrefix("$") == false
      {
        nested = true
      } else {
        nested = false
      }
      guard nested else {
        opened.append("." + key)
        hasPayload = true
        break
      }
      opened.append(".\(key)(")
      node = inner
      hint = hinted ? hint.argument(nil, at: 0) : .truncated
    }
    let closing = opened.filter { $0.hasSuffix("(") || $0.hasSuffix(": ") }.count
    return (opened.joined() + String(repeating: ")", count: closing), hasPayload)
  }
}
