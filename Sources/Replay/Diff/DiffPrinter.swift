import JSONTree
import LogFormat

/// Walks two trees and prints their differences as ``DiffLine``s.
struct DiffPrinter {
  /// A child of a container: unchanged (may be folded) or printed as changed lines.
  private enum Item {
    case same(label: String, value: JSONValue, comma: Bool)
    case changed([DiffLine])
  }

  /// Unchanged siblings shown beside a change.
  let context: Int
  /// Unchanged containers longer than this print as `{…}` / `[…]` when shown as context.
  private let contextWidth = 60

  /// The lines for two different roots.
  func root(_ old: JSONValue, _ new: JSONValue) -> [DiffLine] {
    changed(old, new, oldLabel: "", newLabel: "", depth: 0, oldComma: false, newComma: false)
  }

  private func changed(
    _ old: JSONValue, _ new: JSONValue, oldLabel: String, newLabel: String, depth: Int,
    oldComma: Bool, newComma: Bool
  ) -> [DiffLine] {
    let comma = newComma ? "," : ""
    switch (old, new) {
    case (.object(let oldMembers), .object(let newMembers)):
      return [DiffLine(mark: .same, depth: depth, body: newLabel + "{")]
        + fold(objectItems(oldMembers, newMembers, depth: depth + 1), depth: depth + 1)
        + [DiffLine(mark: .same, depth: depth, body: "}" + comma)]
    case (.array(let oldElements), .array(let newElements)):
      return [DiffLine(mark: .same, depth: depth, body: newLabel + "[")]
        + fold(arrayItems(oldElements, newElements, depth: depth + 1), depth: depth + 1)
        + [DiffLine(mark: .same, depth: depth, body: "]" + comma)]
    default:
      return lines(old, label: oldLabel, depth: depth, mark: .removed, comma: oldComma)
        + lines(new, label: newLabel, depth: depth, mark: .added, comma: newComma)
    }
  }

  /// A whole value, one line per scalar, each line marked.
  private func lines(
    _ value: JSONValue, label: String, depth: Int, mark: DiffLine.Mark, comma: Bool
  ) -> [DiffLine] {
    let end = comma ? "," : ""
    switch value {
    case .object(let members) where !members.isEmpty:
      var result = [DiffLine(mark: mark, depth: depth, body: label + "{")]
      for (offset, member) in members.enumerated() {
        result += lines(
          member.value, label: Self.key(member.key), depth: depth + 1, mark: mark,
          comma: offset < members.count - 1)
      }
      return result + [DiffLine(mark: mark, depth: depth, body: "}" + end)]
    case .array(let elements) where !elements.isEmpty:
      var result = [DiffLine(mark: mark, depth: depth, body: label + "[")]
      for (index, element) in elements.enumerated() {
        result += lines(
          element, label: Self.index(index), depth: depth + 1, mark: mark,
          comma: index < elements.count - 1)
      }
      return result + [DiffLine(mark: mark, depth: depth, body: "]" + end)]
    default:
      return [DiffLine(mark: mark, depth: depth, body: label + value.jsonText + end)]
    }
  }

  private func objectItems(_ old: JSONObject, _ new: JSONObject, depth: Int) -> [Item] {
    var items: [Item] = []
    for (offset, member) in old.enumerated() {
      let oldComma = offset < old.count - 1
      guard let newOffset = new.index(forKey: member.key) else {
        items.append(
          .changed(
            lines(
              member.value, label: Self.key(member.key), depth: depth, mark: .removed,
              comma: oldComma)))
        continue
      }
      let newValue = new.values[newOffset]
      let newComma = newOffset < new.count - 1
      items.append(
        item(
          member.value, newValue, oldLabel: Self.key(member.key), newLabel: Self.key(member.key),
          depth: depth, oldComma: oldComma, newComma: newComma))
    }
    for (offset, member) in new.enumerated() where old[member.key] == nil {
      items.append(
        .changed(
          lines(
            member.value, label: Self.key(member.key), depth: depth, mark: .added,
            comma: offset < new.count - 1)))
    }
    return items
  }

  private func arrayItems(_ old: [JSONValue], _ new: [JSONValue], depth: Int) -> [Item] {
    if let oldIDs = ArrayAlignment.identifiers(old), let newIDs = ArrayAlignment.identifiers(new),
      !oldIDs.isEmpty, !newIDs.isEmpty
    {
      return identifiedItems(old, oldIDs, new, newIDs, depth: depth)
    }
    let (prefix, suffix) = ArrayAlignment.commonEnds(old, new)
    var items: [Item] = []
    for index in 0..<prefix {
      items.append(.same(label: Self.index(index), value: new[index], comma: index < new.count - 1))
    }
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    let common = min(oldEnd, newEnd) - prefix
    for index in prefix..<prefix + common {
      items.append(
        item(
          old[index], new[index], oldLabel: Self.index(index), newLabel: Self.index(index),
          depth: depth, oldComma: index < old.count - 1, newComma: index < new.count - 1))
    }
    for index in prefix + common..<oldEnd {
      items.append(element(index, of: old, depth: depth, mark: .removed))
    }
    for index in prefix + common..<newEnd {
      items.append(element(index, of: new, depth: depth, mark: .added))
    }
    for index in newEnd..<new.count {
      items.append(.same(label: Self.index(index), value: new[index], comma: index < new.count - 1))
    }
    return items
  }

  /// Elements matched by id, in the new order, each removed one shown where it stood (before the
  /// first kept element that came after it), as TCA's `customDump` diff shows them.
  private func identifiedItems(
    _ old: [JSONValue], _ oldIDs: [JSONValue], _ new: [JSONValue], _ newIDs: [JSONValue],
    depth: Int
  ) -> [Item] {
    var oldIndexByID: [JSONValue: Int] = [:]
    for (index, id) in oldIDs.enumerated() { oldIndexByID[id] = index }
    let newIDSet = Set(newIDs)
    var items: [Item] = []
    var nextOld = 0
    func removed(before end: Int) {
      while nextOld < end {
        if !newIDSet.contains(oldIDs[nextOld]) {
          items.append(element(nextOld, of: old, depth: depth, mark: .removed))
        }
        nextOld += 1
      }
    }
    for (index, id) in newIDs.enumerated() {
      let comma = index < new.count - 1
      guard let oldIndex = oldIndexByID[id] else {
        // Removed elements that stood where this one goes print first, `-` before `+`.
        while nextOld < old.count, !newIDSet.contains(oldIDs[nextOld]) {
          removed(before: nextOld + 1)
        }
        items.append(element(index, of: new, depth: depth, mark: .added))
        continue
      }
      removed(before: oldIndex)
      nextOld = max(nextOld, oldIndex + 1)
      items.append(
        item(
          old[oldIndex], new[index], oldLabel: Self.index(oldIndex), newLabel: Self.index(index),
          depth: depth, oldComma: oldIndex < old.count - 1, newComma: comma))
    }
    removed(before: old.count)
    return items
  }

  /// The element at `index` of `elements`, whole, every line marked `mark`.
  private func element(_ index: Int, of elements: [JSONValue], depth: Int, mark: DiffLine.Mark)
    -> Item
  {
    .changed(
      lines(
        elements[index], label: Self.index(index), depth: depth, mark: mark,
        comma: index < elements.count - 1))
  }

  private func item(
    _ old: JSONValue, _ new: JSONValue, oldLabel: String, newLabel: String, depth: Int,
    oldComma: Bool, newComma: Bool
  ) -> Item {
    if old == new {
      return .same(label: newLabel, value: new, comma: newComma)
    }
    return .changed(
      changed(
        old, new, oldLabel: oldLabel, newLabel: newLabel, depth: depth, oldComma: oldComma,
        newComma: newComma))
  }

  /// Shows changes, unchanged items within ``context`` of a change, and folds the rest.
  private func fold(_ items: [Item], depth: Int) -> [DiffLine] {
    let changedIndices = items.indices.filter {
      if case .changed = items[$0] { true } else { false }
    }
    var result: [DiffLine] = []
    var folded = 0
    func flush() {
      if folded > 0 {
        result.append(DiffLine(mark: .same, depth: depth, body: "… (\(folded) unchanged)"))
      }
      folded = 0
    }
    for (index, item) in items.enumerated() {
      switch item {
      case .changed(let lines):
        flush()
        result += lines
      case .same(let label, let value, let comma):
        let near = changedIndices.contains { abs($0 - index) <= context }
        guard near else {
          folded += 1
          continue
        }
        flush()
        result.append(
          DiffLine(mark: .same, depth: depth, body: label + brief(value) + (comma ? "," : "")))
      }
    }
    flush()
    return result
  }

  /// An unchanged value on one line, or `{…}` / `[…]` when that line would be long.
  private func brief(_ value: JSONValue) -> String {
    let text = value.jsonText
    guard text.count > contextWidth else { return text }
    switch value {
    case .object: return "{…}"
    case .array: return "[…]"
    default: return text
    }
  }

  private static func key(_ key: String) -> String { JSONValue.string(key).jsonText + ": " }

  private static func index(_ index: Int) -> String { "[\(index)]: " }
}
