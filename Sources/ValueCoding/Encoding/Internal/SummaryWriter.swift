import Foundation
import JSONTree

/// Builds an ``summary(of:policy:)`` line into a byte buffer.
struct SummaryWriter {
  static let maximumLength = SummaryLimits.maximumLength
  static let maximumStringLength = SummaryLimits.maximumStringLength
  static let maximumDepth = SummaryLimits.maximumDepth
  static let maximumItems = SummaryLimits.maximumItems

  let matcher: RedactionMatcher
  private var bytes: [UInt8] = []
  private var path: [String] = []
  private var full = false
  /// Whether the summary read a value whose summary may change while its bytes do not
  /// (``SummaryTypeFacts/mayChangeBehindBytes``); ``SummaryMemo`` keeps only summaries that did not.
  private(set) var readChangeableValue = false
  /// Whether the summary left part of the value out (`…`: a long string, list, field list or
  /// line, or a level too deep); ``SummaryMemo`` keeps only summaries that show their whole value,
  /// so it never holds a large one alive.
  private(set) var elided = false

  init(matcher: RedactionMatcher) {
    self.matcher = matcher
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  private mutating func emit(_ text: String) {
    guard !full else { return }
    bytes.append(contentsOf: text.utf8)
    if bytes.count > Self.maximumLength {
      // Cut on a UTF-8 character boundary, then mark the cut.
      var end = Self.maximumLength
      while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      bytes.removeSubrange(end...)
      bytes.append(contentsOf: "…".utf8)
      full = true
      elided = true
    }
  }

  /// Writes `…` for what the summary leaves out.
  private mutating func elide() {
    elided = true
    emit("…")
  }

  private func redacts(_ key: String) -> Bool {
    matcher.redactsKey(key) || (matcher.hasPaths && matcher.redactsPath(path + [key]))
  }

  /// Steps into `key`; the path is only kept when the policy redacts by path, since nothing else
  /// reads it.
  private mutating func enter(_ key: @autoclosure () -> String) {
    if matcher.hasPaths { path.append(key()) }
  }

  private mutating func leave() {
    if matcher.hasPaths { path.removeLast() }
  }

  mutating func write(_ value: Any, depth: Int) {
    guard !full else { return }
    if let json = ScalarEncoding.json(for: value) {
      writeScalar(value, json)
      return
    }
    guard depth < Self.maximumDepth else { return elide() }
    let facts = SummaryTypeFacts.of(type(of: value))
    if facts.isRedacted { return emit(RedactionPolicy.placeholder) }
    if facts.mayChangeBehindBytes { readChangeableValue = true }
    switch IntegrationRole(of: value) {
    case .shared(let reference): return write(reference.recordedValue, depth: depth + 1)
    case .stack(let entries):
      return writeList(entries.map(\.element), open: "[", close: "]", depth: depth)
    case .presentation(let presented):
      guard let presented else { return emit("nil") }
      return write(presented, depth: depth)
    case .excluded: return emit("…")
    case .dialog, nil: break
    }
    if let style = facts.plainStyle {
      // What the mirror would list, read without building it.
      return writeReflected(
        value, typeName: facts.typeName, style: style, children: RuntimeChildren.of(value),
        depth: depth)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return emit("nil") }
      write(wrapped.value, depth: depth)
    case .collection, .set:
      writeList(mirror.children.map(\.value), open: "[", close: "]", depth: depth)
    case .dictionary:
      writeDictionary(mirror, depth: depth)
    default:
      writeReflected(
        value, typeName: facts.typeName, style: mirror.displayStyle, children: mirror.children,
        depth: depth)
    }
  }

  /// Writes an enum case, a tuple or a struct or class from its reflected children.
  private mutating func writeReflected(
    _ value: Any, typeName: String, style: Mirror.DisplayStyle?,
    children: some Collection<Mirror.Child>, depth: Int
  ) {
    switch style {
    case .enum:
      writeEnum(value, payload: children.first, depth: depth)
    case .tuple:
      emit("(")
      writeFields(children, depth: depth, limit: Int.max)
      emit(")")
    default:
      if typeName.hasSuffix("StackElementID"),
        let number = children.lazy.compactMap({ ScalarEncoding.json(for: $0.value) }).first
      {
        return emit(number.jsonText)
      }
      if children.isEmpty, typeName.contains("->") { return emit("(function)") }
      emit(typeName)
      emit("(")
      writeFields(children, depth: depth, limit: Self.maximumItems)
      emit(")")
    }
  }

  private mutating func writeScalar(_ value: Any, _ json: JSONValue) {
    switch json {
    case .string(let text):
      if let uuid = value as? UUID { return emit("UUID(\(uuid.uuidString))") }
      if value is Date { return emit(text) }
      let isLong = text.count > Self.maximumStringLength
      if isLong { elided = true }
      var quoted = isLong ? String(text.prefix(Self.maximumStringLength)) + "…" : text
      // Most strings need no escaping; Foundation's search costs more than the check.
      if quoted.utf8.contains(where: {
        $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 10
      }) {
        quoted = quoted.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
          .replacingOccurrences(of: "\n", with: "\\n")
      }
      emit("\"\(quoted)\"")
    default:
      emit(json.jsonText)
    }
  }

  private mutating func writeEnum(_ value: Any, payload: Mirror.Child?, depth: Int) {
    if depth > 0 { emit(".") }
    guard let payload else {
      return emit(enumCaseName(of: value) ?? String(describing: value))
    }
    let name = payload.label ?? enumCaseName(of: value) ?? "_0"
    emit(name)
    emit("(")
    if redacts(name) {
      emit(RedactionPolicy.placeholder)
    } else {
      enter(name)
      if Self.cannotReflectAsTuple(payload.value) {
        // `write` reflects the payload itself; a mirror made here only to look would be thrown away.
        write(payload.value, depth: depth + 1)
      } else if SummaryTypeFacts.of(type(of: payload.value)).plainStyle == .tuple {
        writeFields(RuntimeChildren.of(payload.value), depth: depth, limit: Int.max)
      } else {
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
          writeFields(payloadMirror.children, depth: depth, limit: Int.max)
        } else {
          write(payload.value, depth: depth + 1)
        }
      }
      leave()
    }
    emit(")")
  }

  /// Whether `Mirror(reflecting: value).displayStyle` is surely not `.tuple`: a scalar (none of
  /// them reflects as one), or a value that does not customise its mirror and whose type is not a
  /// tuple (the runtime's mirror then takes its style from the type's kind).
  private static func cannotReflectAsTuple(_ value: Any) -> Bool {
    let valueType = type(of: value)
    if ScalarEncoding.kind(of: valueType) != nil { return true }
    let facts = SummaryTypeFacts.of(valueType)
    return !facts.hasCustomMirror && !facts.isTuple
  }

  private mutating func writeFields(
    _ reflected: some Collection<Mirror.Child>, depth: Int, limit: Int
  ) {
    let children = reflected.filter { !ReflectionWalk.isOmitted($0) }
    for (index, child) in children.enumerated() {
      if index > 0 { emit(", ") }
      if index >= limit { return elide() }
      let key = ReflectionWalk.key(child.label, index: index)
      if let label = child.label, !label.hasPrefix(".") {
        emit(key)
        emit(": ")
      }
      if redacts(key) {
        emit(RedactionPolicy.placeholder)
        continue
      }
      enter(key)
      write(child.value, depth: depth + 1)
      leave()
    }
  }

  private mutating func writeList(_ elements: [Any], open: String, close: String, depth: Int) {
    emit(open)
    for (index, element) in elements.enumerated() {
      if index > 0 { emit(", ") }
      if index >= Self.maximumItems {
        elide()
        break
      }
      enter(String(index))
      if matcher.hasPaths, matcher.redactsPath(path) {
        emit(RedactionPolicy.placeholder)
      } else {
        write(element, depth: depth + 1)
      }
      leave()
    }
    emit(close)
  }

  private mutating func writeDictionary(_ mirror: Mirror, depth: Int) {
    guard !mirror.children.isEmpty else { return emit("[:]") }
    emit("[")
    for (index, child) in mirror.children.enumerated() {
      if index > 0 { emit(", ") }
      if index >= Self.maximumItems {
        elide()
        break
      }
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { continue }
      write(pair[0].value, depth: depth + 1)
      emit(": ")
      if let key = pair[0].value as? String, redacts(key) {
        emit(RedactionPolicy.placeholder)
      } else {
        write(pair[1].value, depth: depth + 1)
      }
    }
    emit("]")
  }
}
