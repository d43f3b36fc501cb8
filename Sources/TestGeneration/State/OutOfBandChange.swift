import JSONTree

/// The Swift that makes a change recorded outside any action (`oob`): each shared value it
/// changed is set through its reference where the new state first holds it
/// (`store.state.settings.$user.withLock { $0 = … }`), inside the served effects'
/// `outOfBand(at:)`, so the served actions after it wait for it. Each is first checked to hold
/// the value it held before the change, so a wrong write the change overwrites still fails there.
struct OutOfBandChange {
  let evidence: TypeEvidence
  var literals: LiteralWriter
  private var names = StateAccess.Names()
  private var found: [StateAssertions.Assertion] = []
  private var wanted: Set<String> = []
  /// Each shared value the state before the change held, by its `$shared` id.
  private var before: [String: (tokens: [String], state: JSONValue)] = [:]
  private var seq: UInt64 = 0

  init(evidence: TypeEvidence, literals: LiteralWriter) {
    self.evidence = evidence
    self.literals = literals
  }

  /// The lines for the change at `seq` to the shared values `ids`, read in `state` (after it);
  /// `previous` is the state before it, whose values are checked first.
  mutating func lines(
    seq: UInt64, shared ids: [UInt64], in state: JSONValue, previous: JSONValue? = nil
  ) -> [String] {
    wanted = Set(ids.map(String.init))
    found = []
    self.seq = seq
    before = [:]
    if let previous { collect(previous, tokens: [], in: previous) }
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
        if wanted.remove(id) != nil { set(inner, id: id, access: access) }
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
  private mutating func set(_ value: JSONValue, id: String, access: StateAccess) {
    var expression = access.expression
    guard let dot = expression.lastIndex(of: ".") else { return }
    expression.insert("$", at: expression.index(after: dot))
    if let (tokens, previous) = before[id] {
      // Checked leaf by leaf, as a marker's check is, so the value's type need not be Equatable.
      var check = StateAssertions(evidence: evidence, literals: literals)
      check.step = seq
      check.add(changes: [.replace(path: JSONPointer(tokens: tokens), value: .null)], in: previous)
      found += check.assertions
    }
    literals.reset()
    let literal = literals.literal(value, hint: .truncated, isState: true)
    let line =
      literals.blockers.isEmpty
      ? "\(expression).withLock { $0 = \(literal) }"
      : "// Not applied: `\(expression)` — \(literals.blockers.joined(separator: "; "))."
    found.append(StateAssertions.Assertion(access: access, line: line))
  }

  /// Files where `state` first holds each shared value in full (`tokens`, from its root).
  private mutating func collect(_ value: JSONValue, tokens: [String], in state: JSONValue) {
    switch value {
    case .object(let members):
      if let id = members["$shared"].map(\.jsonText), members["value"] != nil, before[id] == nil {
        before[id] = (tokens, state)
      }
      for (key, member) in members { collect(member, tokens: tokens + [key], in: state) }
    case .array(let items):
      for (index, item) in items.enumerated() {
        collect(item, tokens: tokens + [String(index)], in: state)
      }
    default:
      break
    }
  }
}
