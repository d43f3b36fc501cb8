import Foundation
import JSONTree

/// The fingerprint of a state tree's shape for the header's `stateShape`: FNV-1a 64 over the sorted,
/// de-duplicated lines `<pointer>:<kind>` of every value in the tree, array indices written `*`.
///
/// Two builds whose states have the same members and value kinds get the same fingerprint, whatever
/// the values; adding a field or changing a kind changes it.
///
/// - Parameter tree: The initial state tree.
/// - Returns: 16 lowercase hex digits.
package func stateShape(of tree: JSONValue) -> String {
  var lines: Set<String> = []
  collectShape(of: tree, at: "", into: &lines)
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for line in lines.sorted() {
    for byte in line.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    hash ^= 10
    hash = hash &* 0x0000_0100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex
}

private func collectShape(of value: JSONValue, at pointer: String, into lines: inout Set<String>) {
  switch value {
  case .null: lines.insert(pointer + ":null")
  case .bool: lines.insert(pointer + ":bool")
  case .int, .uint: lines.insert(pointer + ":int")
  case .double: lines.insert(pointer + ":number")
  case .string: lines.insert(pointer + ":string")
  case .array(let elements):
    lines.insert(pointer + ":array")
    for element in elements { collectShape(of: element, at: pointer + "/*", into: &lines) }
  case .object(let members):
    lines.insert(pointer + ":object")
    for (key, member) in members {
      let token = key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(
        of: "/", with: "~1")
      collectShape(of: member, at: pointer + "/" + token, into: &lines)
    }
  }
}
