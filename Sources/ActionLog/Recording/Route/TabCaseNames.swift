import JSONTree
import LogFormat

/// The case names of tab selections, found again by the value's type and bytes: a route is walked
/// after most actions, and the selected tab is the same few cases every time.
///
/// A plain enum's bytes name its case (``RouteTypeFacts/isPlainEnum``): equal bytes are the same
/// case, so the same name and the same answer to whether it carries a payload. Equal cases with
/// different bytes (unused payload bytes) are a miss, never a wrong name.
///
/// ```swift
/// enum Tab { case inbox, settings }
/// let node = RouteWalker.Node(value: Tab.inbox, facts: .of(Tab.self))
/// TabCaseNames.payloadlessCaseName(of: node)  // "inbox", reflected once
/// TabCaseNames.payloadlessCaseName(of: node)  // "inbox", found by its bytes
/// ```
enum TabCaseNames {
  /// Values larger than this are reflected every time.
  static let largestValue = 16
  /// Entries kept; the cache starts afresh when full.
  static let capacity = 256

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let low: UInt64
    let high: UInt64
  }

  /// A found answer: the case name, or `nil` when the case carries a payload.
  private struct Entry {
    let name: String?
  }

  private static let cache = LockedValue<[Key: Entry]>([:])

  /// The case name of a payload-less enum value, as `String(describing:)` gives it; `nil` for a
  /// case with a payload or a value that is not an enum.
  ///
  /// - Parameter node: The value, unwrapped, with its type's facts.
  /// - Returns: The case name.
  static func payloadlessCaseName(of node: RouteWalker.Node) -> String? {
    guard node.facts.isPlainEnum, let key = key(of: node.value) else {
      return reflectedName(of: node.value)
    }
    if let known = cache.withLock({ $0[key] }) { return known.name }
    let name = reflectedName(of: node.value)
    cache.withLock { entries in
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = Entry(name: name)
    }
    return name
  }

  private static func reflectedName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, mirror.children.isEmpty else { return nil }
    return String(describing: value)
  }

  private static func key(of value: Any) -> Key? {
    func words<Value>(_ value: Value) -> Key? {
      guard MemoryLayout<Value>.size <= largestValue else { return nil }
      var words: (UInt64, UInt64) = (0, 0)
      withUnsafeBytes(of: value) { source in
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: source) }
      }
      return Key(type: ObjectIdentifier(Value.self), low: words.0, high: words.1)
    }
    return _openExistential(value, do: words)
  }
}
