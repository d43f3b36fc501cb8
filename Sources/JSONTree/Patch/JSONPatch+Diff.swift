extension JSONPatch {
  /// The operations that turn `old` into `new`, found structurally.
  ///
  /// Objects are compared member by member, recursing. Arrays whose elements (in both trees) are
  /// all objects with a unique `"id"` member (identified arrays, stack entries) are matched by id:
  /// removed ids become `remove` ops (highest index first), new ids `add` ops at their new index,
  /// kept elements are diffed in place. If the kept ids changed relative order, the whole array is
  /// replaced. Other arrays keep their common prefix and suffix and replace, add or remove the
  /// middle element by element. So pushing onto a navigation stack is exactly one `add`, and popping
  /// exactly one `remove`. `apply(diff(from: a, to: b), to: a) == b` always holds, member order
  /// included.
  ///
  /// - Parameters:
  ///   - old: The earlier tree.
  ///   - new: The later tree.
  /// - Returns: The patch, empty when the trees are equal.
  public static func diff(from old: JSONValue, to new: JSONValue) -> [PatchOperation] {
    var differ = TreeDiffer()
    differ.diff(old, new)
    return differ.operations
  }
}

/// Accumulates operations while walking two trees; `path` is the current location.
private struct TreeDiffer {
  var operations: [PatchOperation] = []
  private var path: [String] = []

  private var pointer: JSONPointer { JSONPointer(tokens: path) }

  private func pointer(_ token: String) -> JSONPointer { JSONPointer(tokens: path + [token]) }

  mutating func diff(_ old: JSONValue, _ new: JSONValue) {
    // A memoizing encoder hands back the very trees of unchanged parts: skip them at once.
    if old.isIdentical(to: new) { return }
    switch (old, new) {
    case (.object(let oldMembers), .object(let newMembers)):
      diffObjects(oldMembers, newMembers)
    case (.array(let oldElements), .array(let newElements)):
      if oldElements == newElements { return }
      if Self.keepsIdentifiers(oldElements, newElements) {
        diffPositional(oldElements, newElements)
      } else if let oldIDs = ArrayAlignment.identifiers(oldElements),
        let newIDs = ArrayAlignment.identifiers(newElements)
      {
        diffIdentified(oldElements, oldIDs, newElements, newIDs)
      } else {
        diffPositional(oldElements, newElements)
      }
    default:
      if old != new { operations.append(.replace(path: pointer, value: new)) }
    }
  }

  private mutating func descend(_ token: String, _ old: JSONValue, _ new: JSONValue) {
    path.append(token)
    diff(old, new)
    path.removeLast()
  }

  private mutating func diffObjects(_ old: JSONObject, _ new: JSONObject) {
    // The same members in the same order (the usual case: one struct's next value): each member is
    // diffed in place, which gives no operations for equal members, as `old == new` would.
    if old.keys.elementsEqual(new.keys) {
      for index in old.values.indices {
        descend(old.keys[index], old.values[index], new.values[index])
      }
      return
    }
    if old == new { return }
    // Member order is part of equality: unless the surviving members keep their order and new
    // members come last, an in-place patch cannot reproduce `new`, so replace the object.
    var expectedOrder: [String] = old.keys.filter { new[$0] != nil }
    expectedOrder += new.keys.filter { old[$0] == nil }
    guard expectedOrder.elementsEqual(new.keys) else {
      operations.append(.replace(path: pointer, value: .object(new)))
      return
    }
    for key in old.keys where new[key] == nil {
      operations.append(.remove(path: pointer(key)))
    }
    for (key, newValue) in new {
      if let oldValue = old[key] {
        descend(key, oldValue, newValue)
      } else {
        operations.append(.add(path: pointer(key), value: newValue))
      }
    }
  }

  /// Whether the two arrays have the same length and, where their common prefix and suffix end,
  /// the same `"id"` (or none) at each index. Then the diff by id, had both had unique ids, would
  /// keep every element in place and diff it there — exactly what the positional diff does — so
  /// the ids need not be collected and hashed (a 1,000-row list edited in one row).
  private static func keepsIdentifiers(_ old: [JSONValue], _ new: [JSONValue]) -> Bool {
    guard old.count == new.count else { return false }
    for index in old.indices where !old[index].isIdentical(to: new[index]) {
      guard old[index]["id"] == new[index]["id"] else { return false }
    }
    return true
  }

  private mutating func diffIdentified(
    _ old: [JSONValue], _ oldIDs: [JSONValue], _ new: [JSONValue], _ newIDs: [JSONValue]
  ) {
    var newIndexByID: [JSONValue: Int] = [:]
    for (index, id) in newIDs.enumerated() { newIndexByID[id] = index }
    let oldIDSet = Set(oldIDs)
    let keptInOldOrder = oldIDs.filter { newIndexByID[$0] != nil }
    let keptInNewOrder = newIDs.filter { oldIDSet.contains($0) }
    guard keptInOldOrder == keptInNewOrder else {
      operations.append(.replace(path: pointer, value: .array(new)))
      return
    }
    for index in oldIDs.indices.reversed() where newIndexByID[oldIDs[index]] == nil {
      operations.append(.remove(path: pointer(String(index))))
    }
    for (index, id) in newIDs.enumerated() where !oldIDSet.contains(id) {
      operations.append(.add(path: pointer(String(index)), value: new[index]))
    }
    var oldByID: [JSONValue: JSONValue] = [:]
    for (index, id) in oldIDs.enumerated() { oldByID[id] = old[index] }
    for (index, id) in newIDs.enumerated() {
      if let previous = oldByID[id] { descend(String(index), previous, new[index]) }
    }
  }

  private mutating func diffPositional(_ old: [JSONValue], _ new: [JSONValue]) {
    let (prefix, suffix) = ArrayAlignment.commonEnds(old, new)
    let oldMiddle = old.count - prefix - suffix
    let newMiddle = new.count - prefix - suffix
    let common = min(oldMiddle, newMiddle)
    for offset in 0..<common {
      descend(String(prefix + offset), old[prefix + offset], new[prefix + offset])
    }
    if oldMiddle > newMiddle {
      for index in (prefix + common..<prefix + oldMiddle).reversed() {
        operations.append(.remove(path: pointer(String(index))))
      }
    } else if newMiddle > oldMiddle {
      for index in prefix + common..<prefix + newMiddle {
        operations.append(.add(path: pointer(String(index)), value: new[index]))
      }
    }
  }
}
