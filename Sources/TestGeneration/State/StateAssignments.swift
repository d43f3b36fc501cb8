import JSONTree

/// The body of an exhaustive `send`/`receive` closure for a state the log wrote by reflection:
/// what changed from one state to the next, assigned as TCA users write it. Members are assigned
/// their new values (`$0.isLoading = true`), a stack's elements by id
/// (`$0.path[id: 1] = .detail(…)`, `= nil` when popped), an enum's payload through `modify`
/// (`$0.modify(\.mainTab) { … }`), and a shared value through its reference
/// (`$0.$user.withLock { $0.name = "ada" }`), once however many places hold it. Arrays that are
/// not stacks, alerts and texts are assigned whole.
struct StateAssignments {
  /// One assignment, inside the closures ``frames`` open (each relative to the `$0` around it).
  struct Assignment: Equatable {
    var frames: [String]
    var line: String
  }

  /// A place in the state, spelled from the innermost closure's `$0`.
  private struct Place {
    var frames: [String] = []
    var expression = "$0"
    var isOptional = false
    /// The normalised log path, to look up ``TypeEvidence``.
    var path = ""

    func member(_ key: String, evidence: TypeEvidence) -> Place {
      var next = self
      next.expression += (isOptional ? "?." : ".") + key
      next.path += "/" + key
      next.isOptional = evidence.optionalPaths.contains(next.path)
      return next
    }

    func opening(_ frame: String, path: String) -> Place {
      Place(frames: frames + [frame], expression: "$0", isOptional: false, path: path)
    }
  }

  var evidence: TypeEvidence
  var literals: LiteralWriter
  private(set) var assignments: [Assignment] = []
  /// Why a change cannot be written as Swift, one line each; empty when all can.
  private(set) var blockers: [String] = []
  private var sharedWritten: Set<String> = []

  init(evidence: TypeEvidence, literals: LiteralWriter) {
    self.evidence = evidence
    self.literals = literals
  }

  /// Adds the assignments that turn the state `old` into `new`.
  mutating func add(from old: JSONValue, to new: JSONValue) {
    compare(Self.resolvingShared(old), Self.resolvingShared(new), at: Place())
  }

  /// The closure body's lines, nested frames indented by two spaces.
  var lines: [String] {
    var out: [String] = []
    var open: [String] = []
    for assignment in assignments {
      var common = 0
      while common < open.count, common < assignment.frames.count,
        open[common] == assignment.frames[common]
      {
        common += 1
      }
      while open.count > common {
        open.removeLast()
        out.append(String(repeating: "  ", count: open.count) + "}")
      }
      for frame in assignment.frames[common...] {
        out.append(String(repeating: "  ", count: open.count) + frame + " {")
        open.append(frame)
      }
      out.append(String(repeating: "  ", count: open.count) + assignment.line)
    }
    while !open.isEmpty {
      open.removeLast()
      out.append(String(repeating: "  ", count: open.count) + "}")
    }
    return out
  }

  private mutating func compare(_ old: JSONValue, _ new: JSONValue, at place: Place) {
    guard old != new else { return }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      compareObjects(before, after, at: place)
    case (.array(let before), .array(let after)) where isStack(before, after, at: place):
      compareStacks(before, after, at: place)
    default:
      assign(new, at: place)
    }
  }

  private mutating func compareObjects(_ old: JSONObject, _ new: JSONObject, at place: Place) {
    if let id = new["$shared"] {
      guard old["$shared"] == id, let before = old["value"], let after = new["value"] else {
        return assign(.object(new), at: place)
      }
      guard !sharedWritten.contains(id.jsonText) else { return }
      sharedWritten.insert(id.jsonText)
      // The property holding the reference: its projected value (`$user`) sets it.
      guard let dot = place.expression.lastIndex(of: "."),
        place.expression[place.expression.index(after: dot)...].allSatisfy(\.isLetter)
      else {
        return blocked(place, "a shared value the test cannot reach by a property")
      }
      var reference = place.expression
      reference.insert("$", at: reference.index(after: dot))
      compare(before, after, at: place.opening(reference + ".withLock", path: place.path))
      return
    }
    let isWhole =
      TextStateShape.matches(new) || DialogShape.matches(new) || old["$shared"] != nil
      || new.keys.contains { $0.hasPrefix("$") } || old.keys.contains { $0.hasPrefix("$") }
    if isWhole { return assign(.object(new), at: place) }
    if new.count == 1, old.count == 1, let key = new.keys.first,
      evidence.isEnumCase(key: key, path: place.path) || evidence.isEnumCase(key: key)
    {
      guard literals.conventions.modifiesCases, old.keys.first == key, let before = old[key],
        let after = new[key],
        case .object = after, case .object = before
      else { return assign(.object(new), at: place) }
      // The same case with another payload: change the payload where it is.
      let frame = place.expression + (place.isOptional ? "?" : "") + ".modify(\\.\(key))"
      compare(before, after, at: place.opening(frame, path: place.path + "/" + key))
      return
    }
    for (key, value) in new {
      let member = place.member(key, evidence: evidence)
      if let before = old[key] {
        compare(before, value, at: member)
      } else {
        assign(value, at: member)
      }
    }
    for key in old.keys where new[key] == nil {
      assign(.null, at: place.member(key, evidence: evidence))
    }
  }

  /// A stack's elements by id: popped ones set to `nil`, pushed ones appended by id (TCA's test
  /// store numbers them 0, 1, … as the log does), kept ones compared where they are.
  private mutating func compareStacks(_ old: [JSONValue], _ new: [JSONValue], at place: Place) {
    let before = old.compactMap(LiteralWriter.stackEntry)
    let after = new.compactMap(LiteralWriter.stackEntry)
    let kept = before.filter { entry in after.contains { $0.id == entry.id } }
    let pushed = after.filter { entry in !before.contains { $0.id == entry.id } }
    guard after.map(\.id) == kept.map(\.id) + pushed.map(\.id) else {
      return assign(.array(new), at: place)
    }
    let stack = place.expression + (place.isOptional ? "?" : "")
    for entry in before where !kept.contains(where: { $0.id == entry.id }) {
      line("\(stack)[id: \(entry.id)] = nil", at: place)
    }
    for entry in kept {
      guard let element = after.first(where: { $0.id == entry.id })?.element else { continue }
      var inside = place
      inside.expression = stack + "[id: \(entry.id)]"
      inside.isOptional = true
      inside.path += "/*/element"
      compare(entry.element, element, at: inside)
    }
    for entry in pushed {
      var inside = place
      inside.expression = stack + "[id: \(entry.id)]"
      inside.path += "/*/element"
      assign(entry.element, at: inside)
    }
  }

  private mutating func assign(_ value: JSONValue, at place: Place) {
    literals.reset()
    let literal = literals.literal(value, hint: .truncated, isState: true)
    guard literals.blockers.isEmpty else {
      return blocked(place, literals.blockers.joined(separator: "; "))
    }
    var text = "\(place.expression) = \(literal)"
    if let note = literals.notes.first { text += "  // \(note)" }
    line(text, at: place)
  }

  private mutating func blocked(_ place: Place, _ reason: String) {
    let frames = place.frames.map { $0 + " { " }.joined()
    blockers.append("`\(frames)\(place.expression) = …`: \(reason)")
  }

  private mutating func line(_ text: String, at place: Place) {
    assignments.append(Assignment(frames: place.frames, line: text))
  }

  private func isStack(_ old: [JSONValue], _ new: [JSONValue], at place: Place) -> Bool {
    let items = old + new
    guard items.allSatisfy({ LiteralWriter.stackEntry($0) != nil }) else { return false }
    if !items.isEmpty { return true }
    return place.path.split(separator: "/").last.map { evidence.stackKeys.contains(String($0)) }
      ?? false
  }

  /// The state with each shared reference's value written wherever the reference is (the log
  /// writes it once, at the first place), so that a change to it shows at every place.
  static func resolvingShared(_ state: JSONValue) -> JSONValue {
    var values: [String: JSONValue] = [:]
    collect(state, into: &values)
    return resolve(state, values)
  }

  private static func collect(_ value: JSONValue, into values: inout [String: JSONValue]) {
    switch value {
    case .object(let members):
      if let id = members["$shared"], let inner = members["value"] {
        values[id.jsonText] = inner
      }
      for member in members.values { collect(member, into: &values) }
    case .array(let items):
      for item in items { collect(item, into: &values) }
    default:
      break
    }
  }

  private static func resolve(_ value: JSONValue, _ values: [String: JSONValue]) -> JSONValue {
    switch value {
    case .object(var members):
      if let id = members["$shared"] {
        if let inner = members["value"] ?? values[id.jsonText] {
          members["value"] = resolve(inner, values)
        }
        return .object(members)
      }
      for (key, member) in members { members[key] = resolve(member, values) }
      return .object(members)
    case .array(let items):
      return .array(items.map { resolve($0, values) })
    default:
      return value
    }
  }
}
