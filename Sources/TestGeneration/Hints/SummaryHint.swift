/// What an action's one-line summary says about the Swift shape of its value, which the JSON tree
/// alone leaves open: whether an object is a struct (and its type name) or a case's labeled
/// payload, whether a string is a `String` or a case of a string-backed enum, whether `{}` is an
/// absent optional. Summaries are cut (`…`); what lies past the cut is ``truncated``.
indirect enum SummaryHint: Equatable {
  /// `name`, `.name` or `name(arguments)` — an enum case, with its payload if it has one.
  case enumCase(name: String, arguments: [Argument]?)
  /// `TypeName(label: value, …)` — a struct or class, or `UUID(…)`.
  case structure(type: String, arguments: [Argument])
  /// A quoted string.
  case string
  /// `<redacted>`.
  case redacted
  /// `[…]`.
  case array([SummaryHint])
  /// A number, `nil`, `true`, `false`, a date: the token as printed.
  case scalar(String)
  /// Past the cut, or unreadable.
  case truncated

  /// One payload value or field, with its label when it has one.
  struct Argument: Equatable {
    var label: String?
    var value: SummaryHint
  }

  /// Reads a summary line; never fails (what it cannot read becomes ``truncated``).
  ///
  /// - Parameter summary: For example `rowTapped(id: 2)`.
  init(parsing summary: String) {
    var parser = SummaryParser(text: Array(summary.unicodeScalars))
    self = parser.value(topLevel: true)
  }

  /// The hint for the one unlabeled payload of a case, or for the argument labeled `label`.
  func argument(_ label: String?, at index: Int) -> SummaryHint {
    let list: [Argument]
    switch self {
    case .enumCase(_, let arguments?): list = arguments
    case .structure(_, let arguments): list = arguments
    default: return .truncated
    }
    if let label, let found = list.first(where: { $0.label == label }) { return found.value }
    if label == nil, index < list.count, list[index].label == nil { return list[index].value }
    return .truncated
  }
}

/// A small recursive-descent reader of the recorder's summary syntax (docs/LogFormat.md › JSON summary).
private struct SummaryParser {
  let text: [Unicode.Scalar]
  var index = 0

  var current: Unicode.Scalar? { index < text.count ? text[index] : nil }

  mutating func value(topLevel: Bool = false) -> SummaryHint {
    guard let first = current else { return .truncated }
    switch first {
    case "…": return .truncated
    case "\"": return string()
    case "[": return array()
    case "<":
      while let scalar = current, scalar != ">" { index += 1 }
      if current == ">" { index += 1 }
      return .redacted
    case ".":
      index += 1
      return caseOrType(isCase: true)
    default:
      if isIdentifierStart(first) {
        let start = index
        _ = identifier()
        let opens = current == "("
        index = start
        if topLevel { return caseOrType(isCase: true) }
        if opens { return caseOrType(isCase: false) }
      }
      return scalar()
    }
  }

  mutating func caseOrType(isCase: Bool) -> SummaryHint {
    let name = identifier()
    guard current == "(" else { return .enumCase(name: name, arguments: nil) }
    index += 1
    if name == "UUID" {
      var raw = ""
      while let scalar = current, scalar != ")" {
        raw.unicodeScalars.append(scalar)
        index += 1
      }
      if current == ")" { index += 1 }
      return .structure(type: "UUID", arguments: [.init(label: nil, value: .scalar(raw))])
    }
    let arguments = argumentList(closing: ")")
    return isCase
      ? .enumCase(name: name, arguments: arguments)
      : .structure(type: name, arguments: arguments)
  }

  mutating func argumentList(closing: Unicode.Scalar) -> [SummaryHint.Argument] {
    var arguments: [SummaryHint.Argument] = []
    while let scalar = current, scalar != closing {
      if scalar == "…" {
        arguments.append(.init(label: nil, value: .truncated))
        index = text.count
        return arguments
      }
      var label: String?
      let start = index
      if isIdentifierStart(scalar) {
        let name = identifier()
        if current == ":" && index + 1 < text.count && text[index + 1] == " " {
          label = name
          index += 2
        } else {
          index = start
        }
      }
      arguments.append(.init(label: label, value: value()))
      if current == "," { index += 1 }
      if current == " " { index += 1 }
    }
    if current == closing { index += 1 }
    return arguments
  }

  mutating func array() -> SummaryHint {
    index += 1
    return .array(argumentList(closing: "]").map(\.value))
  }

  mutating func string() -> SummaryHint {
    index += 1
    while let scalar = current {
      index += 1
      if scalar == "\\" {
        index += 1
      } else if scalar == "\"" {
        break
      }
    }
    return .string
  }

  mutating func scalar() -> SummaryHint {
    var token = ""
    while let scalar = current, scalar != ",", scalar != ")", scalar != "]" {
      token.unicodeScalars.append(scalar)
      index += 1
    }
    return token.hasSuffix("…") ? .truncated : .scalar(token)
  }

  mutating func identifier() -> String {
    var name = ""
    while let scalar = current, isIdentifierStart(scalar) || ("0"..."9").contains(scalar) {
      name.unicodeScalars.append(scalar)
      index += 1
    }
    return name
  }

  func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }
}
