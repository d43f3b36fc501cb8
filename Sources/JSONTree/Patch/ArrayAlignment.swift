/// How two arrays line up: the elements they share at both ends, and the ids that identify their
/// elements. The patch diff and the printed diff both align arrays so.
package enum ArrayAlignment {
  /// The lengths of the common prefix and of the common suffix (which does not overlap it).
  package static func commonEnds(_ old: [JSONValue], _ new: [JSONValue]) -> (
    prefix: Int, suffix: Int
  ) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// The `"id"` of every element when all are objects with unique ids, else `nil`.
  package static func identifiers(_ elements: [JSONValue]) -> [JSONValue]? {
    var ids: [JSONValue] = []
    ids.reserveCapacity(elements.count)
    var seen: Set<JSONValue> = []
    for element in elements {
      guard case .object(let members) = element, let id = members["id"],
        seen.insert(id).inserted
      else { return nil }
      ids.append(id)
    }
    return ids
  }
}
