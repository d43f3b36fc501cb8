import Foundation
import JSONTree
import ValueCoding

/// Decoded actions by their logged tree, within one replay: a session repeats most of its actions
/// (the same tap, the same toggle), and decoding one through `Codable` costs more than the reduce.
/// An action is kept the second time its tree is met, so one-off actions cost a lookup only.
///
/// Reusing a decoded action is right when decoding is a function of the tree alone, which this
/// assumes of `init(from:)` (it must not read a global, the clock or a counter in `userInfo`), and
/// when the action handed out again cannot have been changed by the reducer that got it before.
/// So only actions whose values hold no class instance, no shared reference and no custom mirror
/// that could hide one (as `Mirror` sees them) are kept. Trees are matched exactly: `-0.0` and
/// `0.0`, which `==` calls equal, are different keys.
///
/// When few actions repeat (under a quarter of the first 256), it stops looking them up and
/// checking new ones, so a session of distinct actions pays nothing for it.
final class DecodedActions<Action> {
  /// Entries kept at most; past it the memo starts afresh.
  static var limit: Int { 4_096 }
  /// Lookups after which a memo with few hits turns itself off.
  static var trial: Int { 256 }

  private var known: [ExactTree: DecodedActionEntry] = [:]
  private var actions: [Action] = []
  private var lookups = 0
  private var hits = 0
  private var isOn = true

  /// The action decoded from `tree`: a kept one, or `decode()`'s, kept when it may be reused.
  func action(for tree: JSONValue, decode: () throws -> Action) rethrows -> Action {
    if lookups == Self.trial, hits * 4 < lookups {
      isOn = false
      known = [:]
      actions = []
    }
    guard isOn else { return try decode() }
    lookups += 1
    let key = ExactTree(tree)
    switch known[key] {
    case .kept(let index)?:
      hits += 1
      return actions[index]
    case .notReusable?:
      return try decode()
    case .seenOnce?:
      let action = try decode()
      if PlainValue.holdsNoReferences(action) {
        known[key] = .kept(actions.count)
        actions.append(action)
      } else {
        known[key] = .notReusable
      }
      return action
    case nil:
      if known.count >= Self.limit {
        known.removeAll(keepingCapacity: true)
        actions.removeAll(keepingCapacity: true)
      }
      known[key] = .seenOnce
      return try decode()
    }
  }
}

/// What is known of each tree met: seen once (not kept: most one-off actions never come back),
/// its action (at an index in the memo's list), or that its action may not be reused. Outside the
/// generic memo, so the dictionary's lookups are compiled for these types, not for any `Action`.
private enum DecodedActionEntry {
  case seenOnce
  case kept(Int)
  case notReusable
}

/// A tree as a dictionary key that tells apart trees `==` calls equal but that decode to
/// different values (`-0.0` and `0.0`).
struct ExactTree: Hashable {
  let tree: JSONValue

  init(_ tree: JSONValue) {
    self.tree = tree
  }

  static func == (left: ExactTree, right: ExactTree) -> Bool {
    exactlyEqual(left.tree, right.tree)
  }

  func hash(into hasher: inout Hasher) {
    // `==` above implies JSONValue's `==`, so JSONValue's hash stays consistent with it.
    hasher.combine(tree)
  }

  private static func exactlyEqual(_ left: JSONValue, _ right: JSONValue) -> Bool {
    if left.isIdentical(to: right) { return true }
    switch (left, right) {
    case (.double(let a), .double(let b)):
      return a.bitPattern == b.bitPattern
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { exactlyEqual($0, $1) }
    case (.object(let a), .object(let b)):
      return a.keys == b.keys && zip(a.values, b.values).allSatisfy { exactlyEqual($0, $1) }
    default:
      return left == right
    }
  }
}

/// Whether a value can be handed out twice: it holds no class instance or shared reference, as far
/// as `Mirror` sees, and no custom mirror that could hide one (the standard collections' and
/// Foundation's value types' mirrors are trusted).
enum PlainValue {
  /// Mirror nodes looked at, at most; a larger value counts as not plain.
  static var budget: Int { 2_048 }

  static func holdsNoReferences(_ value: Any) -> Bool {
    var budget = Self.budget
    return isPlain(value, budget: &budget)
  }

  private static func isPlain(_ value: Any, budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0, !(type(of: value) is AnyClass), !(value is any RecordableSharedReference)
    else { return false }
    if value is any CustomReflectable, !isStandardValue(value) {
      return false
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle != .class else { return false }
    for child in mirror.children where !isPlain(child.value, budget: &budget) { return false }
    return true
  }

  /// The standard library's and Foundation's value types whose mirrors are custom.
  private static func isStandardValue(_ value: Any) -> Bool {
    value is any BinaryInteger || value is any BinaryFloatingPoint || value is Bool
      || value is any StringProtocol || value is Character || value is any Collection
      || value is any OptionalValue || value is Date || value is UUID || value is URL
      || value is Data || value is Decimal
  }
}

/// `Optional`, whose custom mirror shows the wrapped value.
private protocol OptionalValue {}

extension Optional: OptionalValue {}
