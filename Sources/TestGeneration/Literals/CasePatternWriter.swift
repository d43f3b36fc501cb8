import JSONTree

/// An effect-sent action as the cases it passes through from the outside in, a stack element as
/// its id, stopping at the innermost case. Whether a one-member object is a nested case or a
/// labeled payload (`loggedIn(username:)`) comes from the summary.
///
/// TCA's `store.receive` matches such an action by a case key path
/// (`\.intro.delegate.loggedIn`, ``keyPath``) when every enum on the way is `@CasePathable`, or by
/// a closure over an enum case pattern (`.intro(.delegate(.loggedIn))`, ``pattern``), which needs
/// neither `Equatable` nor `@CasePathable`. Neither compares the innermost case's payload;
/// ``payloadLiteral`` is that payload when a key path can compare it (TCA's `receive(_:_:)`).
struct CasePatternWriter {
  /// One case on the way in.
  enum Piece: Equatable {
    /// A case whose payload is the next case.
    case wrapper(String)
    /// A stack element, `.element(id:action:)`: its id as JSON text (an integer literal for TCA's
    /// `StackElementID`), and whether it is one.
    case element(id: String, isInteger: Bool)
    /// The innermost case.
    case leaf(String)
  }

  private(set) var pieces: [Piece] = []
  /// Whether the innermost case has a payload.
  private(set) var hasPayload = false
  /// The innermost case's payload as a Swift literal, when it is one number, string or Boolean
  /// that the summary prints the same way (so an `Equatable` type written by that literal).
  private(set) var payloadLiteral: String?
  private var payloadLabel: String?

  /// Walks `action` with the hints its summary gives.
  init(_ action: JSONValue, hint: SummaryHint) {
    var node = action
    var hint = hint
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
        var isInteger = false
        if case .int = id { isInteger = true }
        if case .object(let wrapped) = id, let number = LiteralWriter.wrappedInteger(wrapped) {
          idText = String(number)  // TCA's StackElementID(generation:), an integer literal
          isInteger = true
        }
        pieces.append(.element(id: idText, isInteger: isInteger))
        node = next
        hint = hinted ? hint.argument("action", at: 1) : .truncated
        continue
      }
      if case .object(let payload) = inner, payload.isEmpty {
        pieces.append(.leaf(key))
        return
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
        pieces.append(.leaf(key))
        hasPayload = true
        if let arguments, arguments.count == 1 {
          payloadLiteral = Self.literal(inner, argument: arguments[0])
          payloadLabel = arguments[0].label
        }
        return
      }
      pieces.append(.wrapper(key))
      node = inner
      hint = hinted ? hint.argument(nil, at: 0) : .truncated
    }
  }

  /// The enum case pattern: `.intro(.delegate(.loggedIn))`, a stack element as
  /// `.element(id: 3, action: …)`.
  var pattern: String {
    var text = ""
    var closing = 0
    for piece in pieces {
      switch piece {
      case .wrapper(let name):
        text += ".\(name)("
        closing += 1
      case .element(let id, _):
        text += ".element(id: \(id), action: "
        closing += 1
      case .leaf(let name):
        text += "." + name
      }
    }
    return text + String(repeating: ")", count: closing)
  }

  /// ``pattern`` comparing the innermost payload too, when it is ``payloadLiteral``
  /// (`.detail(.delegate(.deleteConfirmed(id: 3)))`); otherwise `nil`.
  var patternWithPayload: String? {
    guard let payloadLiteral else { return nil }
    let argument = payloadLabel.map { "\($0): " } ?? ""
    var text = pattern
    var closing = ""
    while text.hasSuffix(")"), pieces.count > 1 {
      text.removeLast()
      closing += ")"
      if closing.count == pieces.count - 1 { break }
    }
    return text + "(\(argument)\(payloadLiteral))" + closing
  }

  /// The case key path as TCA users write it: `\.history.path[id: 3].detail.saved`, a
  /// presentation's `presented` left out (TCA looks through it); `nil` when a stack element's id
  /// is not an integer literal, or when the path goes into an enum that `@Reducer` does not make
  /// `@CasePathable` (a feature's nested `Delegate` or `Alert`, often plain), so the file compiles
  /// either way.
  var keyPath: String? {
    var text = "\\"
    for piece in pieces {
      switch piece {
      case .wrapper(let name) where Self.plainEnumCases.contains(name):
        return nil
      case .wrapper("presented"):
        continue
      case .wrapper(let name), .leaf(let name):
        text += "." + name
      case .element(let id, let isInteger):
        guard isInteger else { return nil }
        text += "[id: \(id)]"
      }
    }
    return text
  }

  /// Cases whose payload is an enum a feature declares itself rather than through `@Reducer`.
  static let plainEnumCases: Set<String> = ["delegate", "alert", "confirmationDialog", "dialog"]

  /// `value`, the one payload of a case, as a literal when the summary prints it as the same
  /// number, string or Boolean.
  private static func literal(_ value: JSONValue, argument: SummaryHint.Argument) -> String? {
    var value = value
    if let label = argument.label {
      guard case .object(let members) = value, members.count == 1, let only = members[label]
      else { return nil }
      value = only
    }
    switch (value, argument.value) {
    case (.int, .scalar(let token)), (.double, .scalar(let token)), (.bool, .scalar(let token)):
      return token == value.jsonText ? token : nil
    case (.string(let text), .string):
      return SwiftText.isPseudonym(text) ? nil : SwiftText.string(text)
    default:
      return nil
    }
  }
}
