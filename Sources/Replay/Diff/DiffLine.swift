/// One line of a state diff: its mark, its depth and its text.
struct DiffLine {
  enum Mark: String {
    case same = " "
    case removed = "-"
    case added = "+"
  }

  var mark: Mark
  var depth: Int
  var body: String

  /// The printed line: mark, space, two spaces per level, body.
  var text: String {
    mark.rawValue + " " + String(repeating: "  ", count: depth) + body
  }
}
