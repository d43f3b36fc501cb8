import JSONTree
import LogFormat

/// Applies a patch while recording the operations that undo it, so one step back is one patch.
enum InversePatch {
  /// Applies `operations` to `document` and returns the patch that turns the result back.
  ///
  /// - Throws: `LogError` `.malformedRecord` when an operation does not apply.
  static func apply(_ operations: [PatchOperation], to document: inout JSONValue) throws
    -> [PatchOperation]
  {
    var undo: [PatchOperation] = []
    for operation in operations {
      let inverse = inverse(of: operation, in: document)
      document = try LogError.recordJSON { try JSONPatch.apply([operation], to: document) }
      undo.append(contentsOf: inverse)
    }
    return undo.reversed()
  }

  /// The operations undoing `operation` when applied to `document`; for moves and copies, the
  /// whole previous document (held by reference, so it costs no copy).
  private static func inverse(of operation: PatchOperation, in document: JSONValue)
    -> [PatchOperation]
  {
    let root = JSONPointer()
    switch operation {
    case .add(let path, _):
      guard let last = path.tokens.last else { return [.replace(path: root, value: document)] }
      let parentPath = JSONPointer(tokens: Array(path.tokens.dropLast()))
      switch document.value(at: parentPath) {
      case .array(let elements)?:
        let index = last == "-" ? elements.count : (JSONPointer.arrayIndex(last) ?? elements.count)
        return [.remove(path: parentPath.appending(String(index)))]
      case .object(let members)?:
        if let old = members[last] { return [.replace(path: path, value: old)] }
        return [.remove(path: path)]
      default:
        return []
      }
    case .remove(let path):
      guard let last = path.tokens.last, let old = document.value(at: path) else { return [] }
      let parentPath = JSONPointer(tokens: Array(path.tokens.dropLast()))
      guard case .object(let members)? = document.value(at: parentPath) else {
        return [.add(path: path, value: old)]
      }
      // Adding a member back appends it; only the last member returns to its place that way.
      if members.keys.last == last { return [.add(path: path, value: old)] }
      return [.replace(path: parentPath, value: .object(members))]
    case .replace(let path, _):
      guard let old = document.value(at: path) else { return [] }
      return [.replace(path: path, value: old)]
    case .move, .copy:
      return [.replace(path: root, value: document)]
    case .test:
      return []
    }
  }
}
