import JSONTree
import LogFormat

/// Differences between two state trees as text, in swift-custom-dump's visual style: what TCA
/// users know from `_printChanges` and `TestStore` failures.
///
/// Lines start with `- ` (only before), `+ ` (only after) or two spaces, and nest by two spaces
/// per level along the path to each change. Object members show as `"key": value`, array elements
/// as `[index]: value`; arrays of objects with unique `"id"`s are matched by id, so an insertion
/// shows as one `+` element. Unchanged siblings more than `context` away from a change fold into
/// `… (N unchanged)`.
public enum StateDiff {
  /// The differences between two trees, or `""` when they are equal.
  ///
  /// ```swift
  /// let old: JSONValue = .object(["count": .int(1), "title": .string("Groceries"), "done": .bool(false)])
  /// let new: JSONValue = .object(["count": .int(2), "title": .string("Groceries"), "done": .bool(false)])
  /// print(StateDiff.text(from: old, to: new, context: 0))
  /// ```
  ///
  /// ```text
  ///   {
  /// -   "count": 1,
  /// +   "count": 2,
  ///     … (2 unchanged)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - old: The earlier tree.
  ///   - new: The later tree.
  ///   - context: Unchanged siblings shown on each side of a change; the rest are folded.
  /// - Returns: The diff text without a trailing newline, or `""` when `old == new`.
  public static func text(from old: JSONValue, to new: JSONValue, context: Int = 1) -> String {
    guard old != new else { return "" }
    let printer = DiffPrinter(context: max(0, context))
    return printer.root(old, new).map(\.text).joined(separator: "\n")
  }
}
