import Foundation

/// The one-line summary a reader can rebuild from an action's JSON tree alone.
///
/// Format 2 writes an action's `summary` only when it differs from this line, so both the writer
/// (to decide) and every reader (to fill it in) call this one function. It follows the style of
/// ValueCoding's `summary(of:policy:)` for the shapes JSON keeps: `{"case":{}}` is `case`, a nested case gets a
/// leading dot, a payload that is itself a one-key object is a nested case, other objects are
/// labeled payloads (`id: 0, action: …`), a string that reads as a Swift identifier is an enum
/// value (`.second`), a redaction pseudonym is `<redacted>`, other strings are quoted and cut to 40
/// characters, lists show 3 elements, and the line stops at 160 characters. Where the recorder's
/// summary says otherwise (`rowTapped(id: 2)`, `titleChanged("ada")`), the line keeps it.
///
/// ```swift
/// let action = try JSONValue(parsing: Array(#"{"path":{"element":{"id":0,"action":{"detail":{"saveTapped":{}}}}}}"#.utf8))
/// print(jsonSummary(of: action))
/// ```
///
/// ```text
/// path(.element(id: 0, action: .detail(.saveTapped)))
/// ```
///
/// - Parameter action: An action's JSON tree.
/// - Returns: The summary line.
package func jsonSummary(of action: JSONValue) -> String {
  var writer = JSONSummaryWriter()
  writer.write(action, depth: 0)
  return String(decoding: writer.bytes, as: UTF8.self)
}

private struct JSONSummaryWriter {
  var bytes: [UInt8] = []
  private var full = false

  private mutating func emit(_ text: String) {
    guard !full else { return }
    bytes.append(contentsOf: text.utf8)
    if bytes.count > SummaryLimits.maximumLength {
      var end = SummaryLimits.maximumLength
      while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      bytes.removeSubrange(end...)
      bytes.append(contentsOf: "…".utf8)
      full = true
    }
  }

  mutating func write(_ value: JSONValue, depth: Int) {
    guard !full else { return }
    guard depth < SummaryLimits.maximumDepth else { return emit("…") }
    switch value {
    case .object(let members):
      if members.count == 1, let member = members.elements.first, !member.key.hasPrefix("$") {
        writeCase(member.key, member.value, depth: depth)
      } else {
        emit("{")
        writeFields(members, depth: depth)
        emit("}")
      }
    case .array(let elements):
      emit("[")
      for (index, element) in elements.enumerated() {
        if index > 0 { emit(", ") }
        if index >= SummaryLimits.maximumItems {
          emit("…")
          break
        }
        write(element, depth: depth + 1)
      }
      emit("]")
    case .string(let text) where Self.isIdentifier(text):
      emit(".\(text)")
    case .string(let text) where Self.isPseudonym(text):
      emit(SummaryLimits.redacted)
    case .string(let text):
      var quoted =
        text.count > SummaryLimits.maximumStringLength
        ? String(text.prefix(SummaryLimits.maximumStringLength)) + "…" : text
      // Most strings need no escape; Foundation's replacing costs a reader ~8% of a seek.
      if quoted.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 == 0x0A }) {
        quoted = quoted.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
          .replacingOccurrences(of: "\n", with: "\\n")
      }
      emit("\"\(quoted)\"")
    case .null:
      emit("nil")
    default:
      emit(value.jsonText)
    }
  }

  private mutating func writeCase(_ name: String, _ payload: JSONValue, depth: Int) {
    if depth > 0 { emit(".") }
    emit(name)
    if case .object(let members) = payload, members.isEmpty { return }
    emit("(")
    if case .object(let members) = payload {
      if members.count == 1, let key = members.keys.first, !key.hasPrefix("$") {
        write(payload, depth: depth + 1)
      } else {
        writeFields(members, depth: depth)
      }
    } else {
      write(payload, depth: depth + 1)
    }
    emit(")")
  }

  /// `[a-z_][A-Za-z0-9_]*`: how a `String`-backed enum case encodes.
  private static func isIdentifier(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, first == UInt8(ascii: "_") || (97...122).contains(first) else {
      return false
    }
    return bytes.allSatisfy {
      $0 == UInt8(ascii: "_") || (48...57).contains($0) || (65...90).contains($0)
        || (97...122).contains($0)
    }
  }

  /// `<redacted>` or `<redacted:` + 16 lowercase hex digits + `>`: what redaction leaves.
  private static func isPseudonym(_ text: String) -> Bool {
    guard text != SummaryLimits.redacted else { return true }
    let bytes = Array(text.utf8)
    guard bytes.count == 27, text.hasPrefix("<redacted:"), bytes.last == UInt8(ascii: ">") else {
      return false
    }
    return bytes[10..<26].allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  private mutating func writeFields(_ members: JSONObject, depth: Int) {
    for (index, (label, value)) in members.enumerated() {
      if index > 0 { emit(", ") }
      emit(label)
      emit(": ")
      write(value, depth: depth + 1)
    }
  }
}
