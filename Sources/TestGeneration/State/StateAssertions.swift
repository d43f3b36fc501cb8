import JSONTree

/// The `#expect` lines that check, at one point of the session, the values that changed since the
/// point before: each changed place is followed from `store.state` to its leaves.
struct StateAssertions {
  struct Assertion: Equatable {
    var access: StateAccess
    /// The whole line, e.g. `#expect(intro.page == 2)`, or a comment saying why it is skipped.
    var line: String
  }

  var evidence: TypeEvidence
  var literals: LiteralWriter
  /// At most this many assertions per point; the rest are counted in a comment.
  var limit = 48
  /// The pseudonyms of redacted secrets the test itself sends before this point, by the seq of
  /// the first send: a state holding one of them holds it in the test too, so it is checked.
  var sentPseudonyms: [String: UInt64] = [:]
  /// The seq a failed check names (`#expect(…, "#12")`); `nil` to name none.
  var step: UInt64?
  private(set) var assertions: [Assertion] = []
  private(set) var skipped = 0
  /// Whether a check compares a date (the file then needs ``DateCheck/helper``).
  private(set) var comparesDates = false
  private var names = StateAccess.Names()
  /// Each shared reference's value in the state (by `$shared` id), and where it was first asserted.
  private var sharedValues: [String: JSONValue] = [:]
  private var sharedAsserted: [String: StateAccess] = [:]

  init(evidence: TypeEvidence, literals: LiteralWriter) {
    self.evidence = evidence
    self.literals = literals
  }

  /// Adds the assertions for the places `changes` touched, read in `state`.
  mutating func add(changes: [PatchOperation], in state: JSONValue) {
    collectShared(state)
    var places: [[String]] = []
    for change in changes {
      var tokens = change.path.tokens
      if case .remove = change, state.value(at: change.path) == nil {
        // Gone: check the place that held it (a stack's ids, an optional's nil, an array) — unless
        // it was an enum's former case, which the new case's assertions cover.
        guard let last = tokens.popLast() else { continue }
        let parent = state.value(at: JSONPointer(tokens: tokens))
        if case .object(let members)? = parent, members.count == 1, let key = members.keys.first,
          !key.hasPrefix("$"), evidence.isEnumCase(key: key, path: normalized(tokens, in: state))
        {
          continue
        }
        if Int(last) == nil { tokens.append(last) }  // a member left out: the optional is nil now
      }
      if !places.contains(where: { tokens.starts(with: $0) }) {
        places.removeAll { $0.starts(with: tokens) }
        places.append(tokens)
      }
    }
    for tokens in places {
      follow(tokens[...], from: state, access: .root)
    }
  }

  /// Walks `tokens` down from `value`, turning each step into Swift, then asserts what is there.
  private mutating func follow(
    _ tokens: ArraySlice<String>, from value: JSONValue?, access: StateAccess
  ) {
    guard let token = tokens.first else {
      expand(value ?? .null, access: access, depth: 0)
      return
    }
    if case .object(let members)? = value, TextStateShape.matches(members) {
      // A change inside a TCA `TextState`: its members are private, so compare the whole text.
      expand(.object(members), access: access, depth: 0)
      return
    }
    let rest = tokens.dropFirst()
    switch value {
    case .object(let members)?:
      if let id = members["$shared"].map(\.jsonText) {
        // A reference the log wrote in full earlier in the tree holds that value here too.
        guard let inner = members["value"] ?? sharedValues[id] else {
          skip(access, because: "a shared reference whose value the log does not hold here")
          return
        }
        follow(token == "value" ? rest : tokens, from: inner, access: access)
      } else if members.count == 1, members.keys.first == token,
        case .object(let payload)? = members[token], payload.isEmpty
      {
        // A case without payload (`{"settings": {}}`): compare the enum itself.
        add(access, expect("\(access.expression) == .\(token)"))
      } else if members.count == 1, members.keys.first == token,
        evidence.isEnumCase(key: token, path: access.path)
      {
        follow(rest, from: members[token], access: access.enumCase(token, names: &names))
      } else {
        follow(rest, from: members[token], access: access.member(token, evidence: evidence))
      }
    case .array(let items)?:
      guard let index = Int(token), index < items.count else {
        expand(value ?? .null, access: access, depth: 0)
        return
      }
      if let id = stackID(items[index]) {
        let element = access.stackElement(id: id)
        let inner = rest.first == "element" ? rest.dropFirst() : rest
        follow(inner, from: elementValue(items[index]), access: element)
      } else {
        follow(rest, from: items[index], access: access.element(index, of: items.count))
      }
    default:
      // The place is gone (a removed optional member): it is nil now.
      expand(.null, access: access, depth: 0)
    }
  }

  /// Asserts a value: scalars and scalar arrays at once, objects and arrays member by member.
  private mutating func expand(_ value: JSONValue, access: StateAccess, depth: Int) {
    switch value {
    case .object(let members):
      if let id = members["$shared"].map(\.jsonText) {
        if let first = sharedAsserted[id], access.conditions.starts(with: first.conditions) {
          // The same reference as one asserted above: it must hold the same value there.
          add(access, expect("\(access.expression) == \(first.expression)"))
        } else if let value = members["value"] ?? sharedValues[id] {
          sharedAsserted[id] = access
          expand(value, access: access, depth: depth)
        } else {
          skip(access, because: "a shared reference whose value the log does not hold here")
        }
        return
      }
      if members["$function"] != nil || members["$ref"] != nil {
        skip(
          access, because: "it holds a closure or a repeated reference, which cannot be compared")
        return
      }
      if TextStateShape.matches(members) {
        compare(value, access: access)
        return
      }
      if Self.isDialog(members) {
        // An alert or a confirmation dialog (docs/LogFormat.md › Values): its title says which.
        expand(
          members["title"] ?? .null, access: access.member("title", evidence: evidence),
          depth: depth + 1)
        return
      }
      if members.count == 1, let key = members.keys.first, !key.hasPrefix("$"),
        case .object(let payload)? = members[key], payload.isEmpty
      {
        // A case without payload, as reflection writes one (`{"settings": {}}`).
        add(access, expect("\(access.expression) == .\(key)"))
        return
      }
      if members.count == 1, let key = members.keys.first, !key.hasPrefix("$"),
        evidence.isEnumCase(key: key, path: access.path)
      {
        expand(
          members[key] ?? .null, access: access.enumCase(key, names: &names), depth: depth + 1)
        return
      }
      if members.isEmpty {
        skip(access, because: "the log shows no members to compare")
        return
      }
      for (key, member) in members {
        expand(member, access: access.member(key, evidence: evidence), depth: depth + 1)
      }
    case .array(let items):
      if items.allSatisfy({ stackID($0) != nil }), !items.isEmpty {
        let ids = items.compactMap(stackID)
        add(
          access,
          expect(
            "\(access.expression)\(access.isOptional ? "?" : "").ids == [\(ids.joined(separator: ", "))]"
          )
        )
        for item in items {
          if let id = stackID(item) {
            expand(
              elementValue(item) ?? .null, access: access.stackElement(id: id), depth: depth + 1)
          }
        }
      } else if items.isEmpty {
        add(access, expect("\(access.expression)\(access.isOptional ? "?" : "").isEmpty == true"))
      } else if items.allSatisfy(isScalar), !items.contains(where: isDate) {
        compare(value, access: access)
      } else {
        add(
          access,
          expect("\(access.expression)\(access.isOptional ? "?" : "").count == \(items.count)"))
        for (index, item) in items.enumerated() {
          expand(item, access: access.element(index, of: items.count), depth: depth + 1)
        }
      }
    default:
      compare(value, access: access)
    }
  }

  private mutating func compare(_ value: JSONValue, access: StateAccess) {
    if case .string(let text) = value, SwiftText.isPseudonym(text) {
      guard let seq = sentPseudonyms[text] else {
        skip(
          access,
          because: "it is redacted in the log (\(text)), and the value the app held was the "
            + "secret, never its pseudonym")
        return
      }
      add(
        access,
        expect("\(access.expression) == \(SwiftText.string(text))")
          + "  // redacted in the log: the "
          + "test sends this pseudonym at #\(seq), so the state holds it")
      return
    }
    if case .array(let items) = value,
      let text = items.compactMap(\.stringValue).first(where: {
        SwiftText.isPseudonym($0) && sentPseudonyms[$0] == nil
      })
    {
      skip(access, because: "it holds a value redacted in the log (\(text))")
      return
    }
    if case .string(let text) = value, let milliseconds = DateCheck.milliseconds(text) {
      // The log keeps dates to the millisecond, rounded down; the app's may be finer.
      comparesDates = true
      add(
        access,
        expect("\(DateCheck.function)(\(access.expression)) == \(milliseconds)") + "  // \(text)")
      return
    }
    literals.reset()
    var literal = literals.literal(value, hint: .truncated, isState: true)
    if case .string(let text) = value, evidence.isEnumString(text, path: access.path) {
      literal = "." + text
    }
    if !literals.blockers.isEmpty {
      skip(access, because: literals.blockers.joined(separator: "; "))
      return
    }
    var line = expect("\(access.expression) == \(literal)")
    if let note = literals.notes.first { line += "  // \(note)" }
    add(access, line)
  }

  /// `#expect(condition)`, naming ``step`` when set so a failure says which step it checks.
  private func expect(_ condition: String) -> String {
    guard let step else { return "#expect(\(condition))" }
    return "#expect(\(condition), \(SwiftText.string("#\(step)")))"
  }

  private mutating func skip(_ access: StateAccess, because reason: String) {
    add(access, "// Not checked: `\(access.expression)` — \(reason).")
  }

  private mutating func add(_ access: StateAccess, _ line: String) {
    guard assertions.count < limit else {
      skipped += 1
      return
    }
    assertions.append(Assertion(access: access, line: line))
  }

  private mutating func collectShared(_ value: JSONValue) {
    switch value {
    case .object(let members):
      if let id = members["$shared"].map(\.jsonText), let inner = members["value"] {
        sharedValues[id] = inner
      }
      for member in members.values { collectShared(member) }
    case .array(let items):
      for item in items { collectShared(item) }
    default:
      break
    }
  }

  /// The path ``TypeEvidence`` files a place under: array positions `*`, shared values skipped.
  private func normalized(_ tokens: [String], in state: JSONValue) -> String {
    var path = ""
    var node: JSONValue? = state
    var rest = tokens[...]
    while let token = rest.popFirst() {
      switch node {
      case .object(let members)?:
        if members["$shared"] != nil {
          node = members["value"]
          if token != "value" { rest.insert(token, at: rest.startIndex) }
          continue
        }
        path += "/" + token
        node = members[token]
      case .array(let items)?:
        guard let index = Int(token), index < items.count else { return path }
        if stackID(items[index]) != nil {
          path += "/*/element"
          node = elementValue(items[index])
          if rest.first == "element" { rest = rest.dropFirst() }
        } else {
          path += "/*"
          node = items[index]
        }
      default:
        path += "/" + token
        node = nil
      }
    }
    return path
  }

  private func stackID(_ item: JSONValue) -> String? {
    guard case .object(let entry) = item, entry.count == 2, entry["element"] != nil,
      let id = entry["id"]
    else { return nil }
    switch id {
    case .int(let number): return String(number)
    case .uint(let number): return String(number)
    default: return nil
    }
  }

  private func elementValue(_ item: JSONValue) -> JSONValue? {
    if case .object(let entry) = item { entry["element"] } else { nil }
  }

  /// An alert's or a confirmation dialog's members (TCA's or the stand-in store's), without ids.
  private static func isDialog(_ members: JSONObject) -> Bool {
    let keys = Set(members.keys)
    return keys.isSuperset(of: ["title", "buttons"])
      && keys.isSubset(of: ["title", "message", "buttons", "titleVisibility", "id"])
  }

  private func isDate(_ value: JSONValue) -> Bool {
    if case .string(let text) = value { DateCheck.milliseconds(text) != nil } else { false }
  }

  private func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .object, .array: false
    default: true
    }
  }
}
