import JSONTree

/// Trees of recent actions, found again by the actions' bytes: a recorder encodes every action,
/// and apps send the same few (a tap, a tab, a toggle) again and again.
///
/// Two values of one type with the same bytes are the same value, provided the encode read nothing
/// that can change behind those bytes: strings, arrays and enum boxes cannot while the memo holds
/// the value (see ``SummaryMemo``), class instances and `Shared` boxes can, so a tree whose encode
/// met one is not kept. As with ``MemoizingTreeEncoder``, an `encode(to:)` must depend only on its
/// value. Equal values with different bytes (padding, an enum's unused payload bytes) are a miss,
/// never a wrong tree.
///
/// ```swift
/// let memo = ActionTreeMemo(TreeEncoder(policy: .default))
/// _ = try memo.tree(of: AppAction.tabSelected(.inbox))  // encoded
/// _ = try memo.tree(of: AppAction.tabSelected(.inbox))  // the same tree, found by its bytes
/// print(memo.hits)
/// ```
///
/// ```text
/// 1
/// ```
///
/// Not thread-safe: one memo per recorder worker.
package final class ActionTreeMemo {
  /// Entries kept; the memo starts afresh when full.
  static let capacity = 512
  /// Trees with more values than this are not kept: an action carrying a page of data is seldom
  /// sent twice, and keeping it would hold its tree and its buffers.
  package static let largestTree = 64

  private final class Entry {
    /// The action, kept so its buffers stay alive and unwritten while its bytes are a key.
    let held: Any
    let tree: JSONValue
    /// ``jsonSummary(of:)`` of ``tree``, once asked for.
    var jsonSummary: String?

    init(held: Any, tree: JSONValue) {
      self.held = held
      self.tree = tree
    }
  }

  private let encoder: TreeEncoder
  private var entries: [ActionBytesKey: Entry] = [:]
  /// The entry of the tree the last ``tree(of:)`` gave, when it was kept.
  private var lastEntry: Entry?
  /// How many trees were found by their action's bytes.
  package private(set) var hits = 0

  /// A memo encoding with `encoder`.
  ///
  /// - Parameter encoder: The policy, key and userInfo to encode with.
  package init(_ encoder: TreeEncoder) {
    self.encoder = encoder
  }

  /// The tree ``TreeEncoder/encode(_:shared:)`` gives for `action`.
  ///
  /// - Parameter action: Any `Encodable` value, usually an action enum.
  /// - Returns: Its tree.
  /// - Throws: What the action's `encode(to:)` throws.
  package func tree<Action: Encodable>(of action: Action) throws -> JSONValue {
    lastEntry = nil
    guard let key = ActionBytesKey(action) else { return try encoder.encode(action) }
    if let entry = entries[key] {
      hits += 1
      lastEntry = entry
      return entry.tree
    }
    let (tree, metReference) = try encoder.encodeNotingReferences(action)
    var budget = Self.largestTree
    if !metReference, Self.fits(tree, within: &budget) {
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      let entry = Entry(held: action, tree: tree)
      entries[key] = entry
      lastEntry = entry
    }
    return tree
  }

  /// Whether `tree` holds at most `budget` values, counted until the budget runs out.
  private static func fits(_ tree: JSONValue, within budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch tree {
    case .array(let elements):
      for element in elements where !fits(element, within: &budget) { return false }
    case .object(let members):
      for value in members.values where !fits(value, within: &budget) { return false }
    case .null, .bool, .int, .uint, .double, .string:
      break
    }
    return true
  }

  /// ``jsonSummary(of:)`` of the tree the last ``tree(of:)`` gave, made once per kept tree; `nil`
  /// when that tree was not kept (or another encoder wrote the action since, see
  /// ``forgetLast()``).
  package func jsonSummaryOfLastTree() -> String? {
    guard let entry = lastEntry else { return nil }
    if let known = entry.jsonSummary { return known }
    let text = jsonSummary(of: entry.tree)
    entry.jsonSummary = text
    return text
  }

  /// Forgets which tree was given last: the caller encoded an action some other way.
  package func forgetLast() {
    lastEntry = nil
  }
}
