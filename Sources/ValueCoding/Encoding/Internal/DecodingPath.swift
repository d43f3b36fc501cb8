/// The coding path of a decoder as a link to its parent's path, so going one level deeper costs
/// one small allocation instead of copying the whole array; ``keys`` builds the array on demand
/// (for `codingPath` and for errors).
enum DecodingPath {
  /// The top of the tree.
  case root
  /// `key` below `parent`.
  indirect case child(any CodingKey, parent: DecodingPath)
  /// Array element `index` below `parent`; its key is made only when the path is read.
  indirect case element(Int, parent: DecodingPath)

  /// The path one key deeper.
  func appending(_ key: any CodingKey) -> DecodingPath { .child(key, parent: self) }

  /// The path one array element deeper.
  func appending(index: Int) -> DecodingPath { .element(index, parent: self) }

  /// The keys from the top of the tree down.
  var keys: [any CodingKey] {
    var reversed: [any CodingKey] = []
    var current = self
    while true {
      switch current {
      case .root:
        return reversed.reversed()
      case .child(let key, let parent):
        reversed.append(key)
        current = parent
      case .element(let index, let parent):
        reversed.append(TreeCodingKey(intValue: index))
        current = parent
      }
    }
  }
}
