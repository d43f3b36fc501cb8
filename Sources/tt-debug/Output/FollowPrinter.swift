import LogFormat
import Replay

/// The lines `log --follow` prints for records as they land: filtered as `log` filters, in its
/// layout, and with `--diff` each state change in the `-`/`+` style under its line.
///
/// Lines are laid out as `log`'s: on a terminal each fits the width; piped, the action is kept
/// whole. The columns only ever widen.
struct FollowPrinter {
  var filter: LogFilter
  var needle: SearchText?
  var effects: Bool
  var width: Int?
  var style: Style
  var diff: Bool
  private var columns = FittedLog.ColumnWidths()

  init(
    filter: LogFilter, grep: String?, effects: Bool, width: Int?, style: Style, diff: Bool
  ) {
    self.filter = filter
    needle = grep.map(SearchText.init)
    self.effects = effects
    self.width = width
    self.style = style
    self.diff = diff
  }

  /// Whether `entry` is listed.
  func shows(_ entry: TimelineEntry) -> Bool {
    LogListing.shows(entry, filter: filter, needle: needle, effects: effects)
  }

  /// The lines of the listed `entries` (already filtered with ``shows(_:)``), each followed by
  /// its diff with `--diff`.
  mutating func lines(for entries: [(entry: TimelineEntry, change: TimelineTail.StateStep?)])
    -> [String]
  {
    var lines: [String] = []
    for (entry, change) in entries {
      lines += row(entry)
      guard diff, case .action = entry.record, let change else { continue }
      let text = CaseNames.diffText(from: change.before, to: change.after)
      lines.append(text.isEmpty ? style.dim("  (no change)") : style.diff(text))
    }
    return lines
  }

  private mutating func row(_ entry: TimelineEntry) -> [String] {
    FittedLog.lines(
      [entry], effects: effects, width: width ?? FittedLog.pipedWidth, style: style,
      whole: width == nil, columns: &columns)
  }
}
