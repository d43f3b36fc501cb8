import JSONTree

/// A place in the state, spelled as Swift from `store.state`: struct members (`.history`), optional
/// chaining where the log shows a member `nil` or left out (`?.`), stack elements by id
/// (`path[id: 0]`), and enum cases bound with `if case let` (`if case let .mainTab(mainTab) = …`).
struct StateAccess: Equatable {
  /// A condition the expression needs, with what to say when it does not hold.
  struct Condition: Equatable {
    var swift: String
    var failure: String
  }

  var conditions: [Condition]
  var expression: String
  var isOptional: Bool
  /// The normalised log path (array positions `*`), to look up ``TypeEvidence``.
  var path: String

  /// The names given to enum payload bindings so far.
  struct Names {
    var bindings: [String: String] = [:]
    var counts: [String: Int] = [:]
  }

  /// `store.state`.
  static let root = StateAccess(
    conditions: [], expression: "store.state", isOptional: false, path: "")

  func member(_ key: String, evidence: TypeEvidence) -> StateAccess {
    var next = self
    next.expression += (isOptional ? "?." : ".") + key
    next.path += "/" + key
    if evidence.optionalPaths.contains(next.path) { next.isOptional = true }
    return next
  }

  /// Binds the case `key` of this enum; the same subject and case get the same name each time, so
  /// their checks share one `if case let` block.
  func enumCase(_ key: String, names: inout Names) -> StateAccess {
    var next = self
    let subject = "\(key)@\(expression)"
    let binding: String
    if let known = names.bindings[subject] {
      binding = known
    } else {
      let count = names.counts[key, default: 0]
      names.counts[key] = count + 1
      binding = count == 0 ? key : "\(key)\(count + 1)"
      names.bindings[subject] = binding
    }
    next.conditions.append(
      Condition(
        swift: "case let .\(key)(\(binding))\(isOptional ? "?" : "") = \(expression)",
        failure: "`\(expression)` is not `.\(key)`"))
    next.expression = binding
    next.isOptional = false
    next.path += "/" + key
    return next
  }

  func stackElement(id: String) -> StateAccess {
    var next = self
    next.expression += (isOptional ? "?" : "") + "[id: \(id)]"
    next.isOptional = true
    next.path += "/*/element"
    return next
  }

  func element(_ index: Int, of count: Int) -> StateAccess {
    var next = self
    if !conditions.contains(where: { $0.swift == "\(expression).count == \(count)" }) {
      next.conditions.append(
        Condition(
          swift: "\(expression)\(isOptional ? "?" : "").count == \(count)",
          failure: "`\(expression)` does not have \(count) elements"))
    }
    next.expression += (isOptional ? "?" : "") + "[\(index)]"
    next.path += "/*"
    return next
  }
}
