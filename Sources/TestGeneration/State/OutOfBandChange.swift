import JSONTree

/// The Swift that makes a change recorded outside any action (`oob`): each shared value it
/// changed is set through its reference where the new state first holds it
/// (`store.state.settings.$user.withLock { $0 = … }`), inside the served effects'
/// `outOfBand(at:)`, so the served actions after it wait for it.
struct OutOfBandChange {
  let evidence: TypeEvidence
  var literals: LiteralWriter
  private var names = StateAccess.Names()
  private var found: [StateAssertions.Assertion] = []
  private var wanted: Set<String> = []

  init(evidence: TypeEvidence, literals: LiteralWriter) {
    self.evidence = evidence
    self.literals = literals
  }

  /// The lines for the change at `seq` to the shared values `ids`, read in `state` (after it).
  mutating func lines(seq: UInt64, shared ids: [UInt64], in state: JSONValue) -> [String] {
    wanted = Set(ids.map(String.init))
    found = []
    walk(state, access: .root)
    var body = AssertionBlock.lines(found, seq: seq)
    if wanted.count > 0 {
      body.append(
        "// Not applied: shared value(s) \(wanted.sorted().joined(separator: ", ")) are not in the "
          + "state; apply the change by hand.")
    }
    return ["effects.outOfBand(at: \(seq)) {"] + body.map { "  " + $0 } + ["}"]
  }

  private mutating func walk(_ value: JSONValue, access: StateAccess) {
    guard !wanted.isEmpty else { return }
    switch value {
    case .object(let members):
      if let id = members["$shared"].map(\.jsonText), let inner = members["value"] {
        if wanted.remove(id) != nil { set(inner, access: access) }
        walk(inner, access: access)
        return
      }
      for (key, member) in members where !key.hasPrefix("$") {
        let next =
          members.count == 1 && evidence.isEnumCase(key: key, path: access.path)
          ? access.enumCase(key, names: &names) : access.member(key, evidence: evidence)
        walk(member, access: next)
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        if case .object(let entry) = item, entry.count == 2, let element = entry["element"],
          let id = entry["id"]
        {
          walk(element, access: access.stackElement(id: id.jsonText))
        } else {
          walk(item, access: access.element(index, of: items.count))
        }
      }
    default:
      break
    }
  }

  /// `access` names the property holding the reference: its projected value (`$name`) sets it.
  private mutating func set(_ value: JSONValue, access: StateAccess) {
    var expression = access.expression
    guard let dot = expression.lastIndex(of: ".") else { return }
    expression.insert("$", at: expression.index(after: dot))
    literals.reset()
    let literal = literals.literal(value, hint: .truncated, isState: true)
    let line =
      literals.blockers.isEmpty
      ? "\(expression).withLock { $0 = \(literal) }"
      : "// Not applied: `\(expression)` — \(literals.blockers.joined(separator: "; "))."
    found.append(StateAssertions.Assertion(access: access, line: line))
  }
}
