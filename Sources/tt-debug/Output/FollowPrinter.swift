import LogFormat
import Replay

/// The lines `log --follow` prints for records as they land: filtered as `log` filters, in its
/// layout, and with `--diff` each state change in the `-`/`+` style under its line.
///
/// On a terminal each line fits the width as `log`'s do, and the columns only ever widen; piped,
/// each line is the full text with its cells two spaces apart (no alignment, which would need
/// the lines still to come).
struct FollowPrinter {
  var filter: LogFilter
  var needle: String?
  var effects: Bool
  var width: Int?
  var style: Style
  var diff: Bool
  private var columns = FittedLog.ColumnWidths()

  init(
    filter: LogFilter, grep: String?, effects: Bool, width: Int?, style: Style, diff: Bool
  ) {
    self.filter = filter
    needle = grep?.lowercased()
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
      let text = StateDiff.text(from: change.before, to: change.after)
      lines.append(text.isEmpty ? style.dim("  (no change)") : style.diff(text))
    }
    return lines
  }

  private mutating func row(_ entry: TimelineEntry) -> [String] {
    if let width {
      return FittedLog.lines(
        [entry], effects: effects, width: width, style: style, columns: &columns)
    }
    guard let cells = EntryRow.cells(for: entry, effects: effects, style: style) else { return [] }
    return Columns.render([cells])
  }
}
