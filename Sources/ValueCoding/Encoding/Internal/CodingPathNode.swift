/// One step of a coding path, linked to its parent, so encoders pass paths on without copying
/// arrays; ``keys(_:)`` builds the array only when someone asks for it.
final class CodingPathNode {
  let parent: CodingPathNode?
  let key: any CodingKey

  init(parent: CodingPathNode?, key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  /// The path ending at `node`, outermost key first (empty for the root).
  static func keys(_ node: CodingPathNode?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var current = node
    while let step = current {
      keys.append(step.key)
      current = step.parent
    }
    keys.reverse()
    return keys
  }

  /// The member names and indices of the path ending at `node`, then `last`.
  static func names(_ node: CodingPathNode?, then last: String) -> [String] {
    var names = [last]
    var current = node
    while let step = current {
      names.append(step.key.stringValue)
      current = step.parent
    }
    names.reverse()
    return names
  }
}

/// An array index as a coding key; its text is only made when asked for.
struct IndexCodingKey: CodingKey {
  let index: Int

  init(_ index: Int) {
    self.index = index
  }

  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.index = index
  }

  init?(intValue: Int) {
    index = intValue
  }

  var stringValue: String { String(index) }
  var intValue: Int? { index }
}
