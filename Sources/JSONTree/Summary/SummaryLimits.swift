/// The limits of an action's one-line summary, shared by the recorder that writes summaries and
/// the reader that rebuilds the ones format 2 leaves out (docs/LogFormat.md › Summaries).
package enum SummaryLimits {
  /// The most UTF-8 bytes before the summary is cut and ends in `…`.
  package static let maximumLength = 160
  /// The most characters of a quoted string before it is cut with `…`.
  package static let maximumStringLength = 40
  /// The deepest nesting written; deeper values are `…`.
  package static let maximumDepth = 12
  /// The most elements of a list or fields of a struct written before `…`.
  package static let maximumItems = 3
  /// The text of a redacted value in a summary.
  package static let redacted = "<redacted>"
}
