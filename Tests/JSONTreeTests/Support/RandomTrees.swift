import JSONTree
import ToolSupport

/// Random JSON trees with small key and id alphabets, so diffs meet shared structure often.
enum RandomTrees {
  static func tree(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
    let choice =
      depth <= 0
      ? Int.random(in: 0..<5, using: &generator) : Int.random(in: 0..<9, using: &generator)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .int(Int64.random(in: -5...5, using: &generator))
    case 3: return .double(Double(Int.random(in: -100...100, using: &generator)) / 8)
    case 4:
      return .string(["", "a", "b", "é", "x\"y", "~/"].randomElement(using: &generator) ?? "")
    case 5, 6:
      var members = JSONObject()
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let key = ["a", "b", "c", "d", "id", "a/b", "m~n"].randomElement(using: &generator) ?? "a"
        members[key] = tree(depth: depth - 1, using: &generator)
      }
      return .object(members)
    case 7:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          tree(depth: depth - 1, using: &generator)
        })
    default:
      // An identified array: objects with unique ids, like stack entries.
      var ids = Array(0..<6).shuffled(using: &generator)
      ids = Array(ids.prefix(Int.random(in: 0...4, using: &generator)))
      return .array(
        ids.map { id in
          .object(["id": .int(Int64(id)), "element": tree(depth: depth - 1, using: &generator)])
        })
    }
  }

  /// A tree derived from `base` by a few random edits, so diffs are usually small.
  static func mutation(of base: JSONValue, using generator: inout SeededGenerator) -> JSONValue {
    switch base {
    case .object(var members) where !members.isEmpty && Bool.random(using: &generator):
      let index = Int.random(in: 0..<members.count, using: &generator)
      members.values[index] = mutation(of: members.values[index], using: &generator)
      return .object(members)
    case .array(var elements) where !elements.isEmpty && Bool.random(using: &generator):
      let index = Int.random(in: 0..<elements.count, using: &generator)
      if Bool.random(using: &generator) {
        elements.remove(at: index)
      } else {
        elements[index] = mutation(of: elements[index], using: &generator)
      }
      return .array(elements)
    default:
      return tree(depth: 3, using: &generator)
    }
  }
}
