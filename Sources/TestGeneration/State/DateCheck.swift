import Foundation
import JSONTree

/// How a check compares a date in the state: at the log's precision. The log writes a date as ISO
/// 8601 with milliseconds, rounded down (`2026-11-25T16:21:26.156Z`), while the app's date — one
/// served from the recorded reads, `Date(timeIntervalSince1970: 1795623686.1563425)` — may be finer,
/// so `==` against `Date(timeIntervalSince1970: 1795623686.156)` would fail on the very build that
/// recorded it. The check rounds the app's date down the same way and compares whole milliseconds:
///
/// ```swift
/// #expect(loggedMilliseconds(store.state.todos[0].createdAt) == 1795623686156)  // 2026-11-25T16:21:26.156Z
/// ```
///
/// `loggedMilliseconds(_:)` is a helper the file defines (``helper``); it takes an optional, so the
/// same line works after `?.`.
enum DateCheck {
  /// The helper's name.
  static let function = "loggedMilliseconds"

  /// The whole milliseconds since 1970 of a date as the log writes it, or `nil` for other strings.
  static func milliseconds(_ text: String) -> String? {
    guard SwiftText.date(text) != nil, let date = ISO8601.date(from: text) else { return nil }
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    guard abs(milliseconds) < 1e15 else { return nil }
    return String(Int64(milliseconds))
  }

  /// The helper the checks call, at the end of the file.
  static let helper = [
    "",
    "/// A date as the log keeps it: whole milliseconds since 1970, rounded down. The checks compare "
      + "dates at that precision, since the app's may be finer.",
    "private func \(function)(_ date: Date?) -> Double? {",
    "  date.map { ($0.timeIntervalSince1970 * 1000).rounded(.down) }",
    "}",
  ]
}
