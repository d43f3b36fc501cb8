import JSONTree

/// Writes a logged value as the Swift expression the app's source would use: enum cases with
/// implicit members (`.rowTapped(id: 2)`), structs by their memberwise initialisers
/// (`Transaction(id: 2, title: "Rent")`, or `.init(…)` where the summary no longer names the type),
/// string, number, array and dictionary literals, `UUID(uuidString:)`, `Date(timeIntervalSince1970:)`,
/// TCA's `TextState("…")` (``TextStateShape``) and `AlertState { … }` (``DialogShape``).
///
/// What a log cannot hold as Swift — a closure, a reference seen earlier in the value — is written
/// as an editor placeholder (`<#closure: T#>`), which does not compile, and listed in ``blockers``;
/// a redacted secret is written as its pseudonym and listed in ``notes``.
struct LiteralWriter {
  var evidence: TypeEvidence
  var conventions: StoreConventions
  /// Why this value cannot be written as Swift, in a developer's words; empty when it can.
  private(set) var blockers: [String] = []
  /// What a reader of the literal should know (a redacted secret replaced by its pseudonym).
  private(set) var notes: [String] = []

  init(evidence: TypeEvidence, conventions: StoreConventions) {
    self.evidence = evidence
    self.conventions = conventions
  }

  /// Clears ``blockers`` and ``notes`` before the next value.
  mutating func reset() {
    blockers = []
    notes = []
  }

  /// The Swift expression for a logged value.
  ///
  /// - Parameters:
  ///   - value: The JSON tree.
  ///   - hint: What the summary says about it (``SummaryHint/truncated`` when nothing).
  ///   - isState: Whether it is part of a state (strings then follow ``TypeEvidence``).
  mutating func literal(_ value: JSONValue, hint: SummaryHint, isState: Bool = false) -> String {
    switch value {
    case .null:
      return "nil"
    case .bool(let flag):
      return flag ? "true" : "false"
    case .int(let number):
      return String(number)
    case .uint(let number):
      return String(number)
    case .double(let number):
      return SwiftText.double(number)
    case .string(let text):
      return string(text, hint: hint, isState: isState)
    case .array(let items)
    where isState && !items.isEmpty && items.allSatisfy({ Self.stackEntry($0) != nil }):
      // A stack: one built from its elements numbers them 0, 1, …, so it is right only when the
      // log's ids are those.
      let entries = items.compactMap(Self.stackEntry)
      if entries.enumerated().contains(where: { $0.offset != $0.element.id }) {
        blockers.append(
          "a stack whose element ids (\(entries.map { String($0.id) }.joined(separator: ", "))) "
            + "are not 0, 1, …, which a stack built from its elements gives")
      }
      // The stack's type, not an array literal: TCA's `StackState` is not expressible by one.
      return conventions.stackType + "(["
        + entries.map { literal($0.element, hint: .truncated, isState: true) }
        .joined(separator: ", ") + "])"
    case .array(let items):
      var hints: [SummaryHint] = []
      if case .array(let list) = hint { hints = list }
      let fallback = hints.last { if case .structure = $0 { true } else { false } } ?? .truncated
      let parts = items.enumerated().map { index, item in
        let itemHint = index < hints.count ? hints[index] : fallback
        return literal(item, hint: itemHint == .truncated ? fallback : itemHint, isState: isState)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object(let members):
      return object(members, hint: hint, isState: isState)
    }
  }

  private mutating func string(_ text: String, hint: SummaryHint, isState: Bool) -> String {
    if SwiftText.isPseudonym(text) {
      notes.append(
        "redacted in the log: the pseudonym stands in for the secret (equal secrets, equal "
          + "pseudonyms)")
      return SwiftText.string(text)
    }
    switch hint {
    case .string:
      return SwiftText.string(text)
    case .enumCase(let name, nil) where name == text:
      return "." + text
    case .structure(type: "UUID", _):
      return SwiftText.uuid(text) ?? SwiftText.string(text)
    case .scalar(let token) where token == text:
      return SwiftText.date(text) ?? SwiftText.string(text)
    default:
      if let date = SwiftText.date(text) { return date }
      if let uuid = SwiftText.uuid(text) { return uuid }
      let isCase = isState ? evidence.isEnumString(text) : SwiftText.isCaseName(text)
      return isCase ? "." + text : SwiftText.string(text)
    }
  }

  private mutating func object(_ members: JSONObject, hint: SummaryHint, isState: Bool) -> String {
    if case .scalar(let token) = hint, let number = Self.wrappedInteger(members),
      token == String(number)
    {
      // An id type that prints as its number (TCA's `StackElementID(generation:)`) and is
      // written as an integer literal.
      return token
    }
    if TextStateShape.matches(members) {
      guard let text = TextStateShape.literal(members) else {
        blockers.append(
          "it holds a TextState that is not plain text (a localized key or modifiers), whose "
            + "storage is private to TextState")
        return "<#TextState#>"
      }
      return text
    }
    if DialogShape.matches(members) {
      var blocker: String?
      let dialog = DialogShape.literal(
        members, action: { literal($0, hint: .truncated) }, blocker: &blocker)
      guard let dialog else {
        blockers.append(blocker ?? "it holds an alert that cannot be written as Swift")
        return "<#AlertState#>"
      }
      return dialog
    }
    if let function = members["$function"] {
      let type = function.stringValue ?? "a function"
      blockers.append("it holds a closure (\(type)), which a log records only by its type")
      return "<#closure: \(type)#>"
    }
    if let reference = members["$ref"] {
      let type = reference.stringValue ?? "an object"
      blockers.append(
        "it holds a reference to an object (\(type)) seen earlier in the same value, which a "
          + "literal cannot share")
      return "<#reference: \(type)#>"
    }
    if members["$shared"] != nil {
      guard let inner = members["value"] else {
        blockers.append("it holds a shared reference whose value is written elsewhere in the log")
        return "<#shared reference#>"
      }
      // The value itself: a memberwise initialiser takes a `@Shared` member's value (both stores'
      // `Shared` can be made from its wrapped value), not a `Shared`.
      return literal(inner, hint: hint, isState: isState)
    }
    if case .array(let entries)? = members["$entries"] {
      let pairs = entries.compactMap { entry -> String? in
        guard case .array(let pair) = entry, pair.count == 2 else { return nil }
        return literal(pair[0], hint: .truncated, isState: isState) + ": "
          + literal(pair[1], hint: .truncated, isState: isState)
      }
      return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
    }
    if members.count == 1, let key = members.keys.first, let inner = members.values.first,
      !key.hasPrefix("$"), !isStructure(hint),
      !isState || evidence.isEnumCase(key: key) || inner == .object([:])
    {
      return enumCase(key, payload: inner, hint: hint, isState: isState)
    }
    if case .structure(let type, _) = hint {
      return type + "(" + fields(members, hint: hint, isState: isState) + ")"
    }
    return ".init(" + fields(members, hint: hint, isState: isState) + ")"
  }

  /// A stack's entry (`{"id": 0, "element": …}`): its id and its element.
  static func stackEntry(_ item: JSONValue) -> (id: Int, element: JSONValue)? {
    guard case .object(let entry) = item, entry.count == 2, let element = entry["element"],
      let id = entry["id"]
    else { return nil }
    switch id {
    case .int(let number): return (Int(number), element)
    case .uint(let number): return (Int(number), element)
    default: return nil
    }
  }

  private func isStructure(_ hint: SummaryHint) -> Bool {
    if case .structure = hint { true } else { false }
  }

  private mutating func fields(_ members: JSONObject, hint: SummaryHint, isState: Bool) -> String {
    members.enumerated().map { index, member in
      let label = member.key.hasPrefix("_") && Int(member.key.dropFirst()) != nil ? nil : member.key
      if isState, member.value == .array([]), let label, evidence.stackKeys.contains(label) {
        return "\(label): \(conventions.stackType)()"
      }
      let value = literal(member.value, hint: hint.argument(label, at: index), isState: isState)
      return label.map { "\($0): \(value)" } ?? value
    }.joined(separator: ", ")
  }

  private mutating func enumCase(
    _ name: String, payload: JSONValue, hint: SummaryHint, isState: Bool
  ) -> String {
    var caseHint: SummaryHint = .truncated
    var arguments: [SummaryHint.Argument]?
    if case .enumCase(let hinted, let list) = hint, hinted == name {
      caseHint = hint
      arguments = list
    }
    guard case .object(let members) = payload else {
      return ".\(name)(" + literal(payload, hint: caseHint.argument(nil, at: 0), isState: isState)
        + ")"
    }
    if members.isEmpty {
      guard let first = arguments?.first else { return "." + name }
      if case .scalar("nil") = first.value { return ".\(name)(nil)" }
      if case .structure(let type, _) = first.value { return ".\(name)(\(type)())" }
      return "." + name
    }
    let labeled: Bool
    if let arguments {
      labeled = arguments.first?.label != nil
    } else {
      let positional = members.keys.allSatisfy { $0.hasPrefix("_") && Int($0.dropFirst()) != nil }
      let nested = members.count == 1 && members.keys.first?.hasPrefix("$") == false
      labeled = positional || !(nested || isState)
      if labeled && !positional && members.count > 0 && !isState {
        notes.append(
          "the summary was cut before `\(name)`'s payload; its members are written as labels")
      }
    }
    guard labeled else {
      return ".\(name)(" + literal(payload, hint: caseHint.argument(nil, at: 0), isState: isState)
        + ")"
    }
    return ".\(name)(" + fields(members, hint: caseHint, isState: isState) + ")"
  }
}

extension LiteralWriter {
  /// The integer of an object with one integer member (`{"generation": 0}`).
  static func wrappedInteger(_ members: JSONObject) -> Int64? {
    guard members.count == 1, let only = members.values.first else { return nil }
    switch only {
    case .int(let number): return number
    case .uint(let number): return Int64(exactly: number)
    default: return nil
    }
  }
}

extension JSONValue {
  var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }
}
