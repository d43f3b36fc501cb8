import JSONTree

/// Shared references (`{"$shared": id, "value": …}`) renumbered by first appearance, so two
/// states that hold the same values in the same sharing compare equal even when their boxes were
/// made apart (a state rebuilt from the log gets new boxes, and the recorder new ids for them).
///
/// ```swift
/// let state = try JSONValue(parsing: #"{"a":{"$shared":7,"value":1},"b":{"$shared":7}}"#)
/// print(SharedNumbering.renumbered(state).jsonText)
/// ```
///
/// ```text
/// {"a":{"$shared":1,"value":1},"b":{"$shared":1}}
/// ```
public enum SharedNumbering {
  /// `value` with every `$shared` id replaced by its rank of first appearance, from 1.
  ///
  /// - Parameter value: A state tree.
  /// - Returns: The tree renumbered.
  public static func renumbered(_ value: JSONValue) -> JSONValue {
    var numbers: [String: Int64] = [:]
    return renumber(value, &numbers)
  }

  private static func renumber(_ value: JSONValue, _ numbers: inout [String: Int64]) -> JSONValue {
    switch value {
    case .object(var members):
      if let id = members["$shared"] {
        let key = id.jsonText
        let number = numbers[key] ?? Int64(numbers.count + 1)
        numbers[key] = number
        members["$shared"] = .int(number)
      }
      for (key, member) in members where key != "$shared" {
        members[key] = renumber(member, &numbers)
      }
      return .object(members)
    case .array(let elements):
      return .array(elements.map { renumber($0, &numbers) })
    default:
      return value
    }
  }
}
