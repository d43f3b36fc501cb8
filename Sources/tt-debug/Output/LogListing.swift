import LogFormat
import Replay

/// The records `log` (and `open`'s `log` and `find`) list, after range, grep and limit.
struct LogListing {
  /// The kept records, in order.
  var entries: [TimelineEntry]
  /// The range's lost-records entries, kept or not (``HiddenGaps`` says which the filters hid).
  var gaps: [TimelineEntry] = []
  /// Whether effect records are shown.
  var effects: Bool

  /// Selects records `from...to` (clamped to the log) that pass `filter` and whose line matches
  /// `grep` (a ``SearchText``), at most `limit` of them.
  init(
    timeline: Timeline, from: UInt64?, to: UInt64?, grep: String?, limit: Int?, effects: Bool,
    filter: LogFilter = LogFilter()
  ) throws(CLIError) {
    self.effects = effects
    let first = max(from ?? timeline.firstSeq, timeline.firstSeq)
    let last = min(to ?? timeline.lastSeq, timeline.lastSeq)
    let all =
      first <= last
      ? try CLIError.catching { try timeline.entries(from: first, to: last) } : []
    let needle = grep.map(SearchText.init)
    var kept: [TimelineEntry] = []
    gaps = all.filter { $0.record.kind == "gap" }
    for entry in all {
      if let limit, kept.count >= limit { break }
      guard Self.shows(entry, filter: filter, needle: needle, effects: effects) else { continue }
      kept.append(entry)
    }
    entries = kept
  }

  /// Whether `log` lists `entry`: it passes `filter`, has a row, and its row matches `needle`
  /// when one is given.
  static func shows(_ entry: TimelineEntry, filter: LogFilter, needle: SearchText?, effects: Bool)
    -> Bool
  {
    guard filter.keeps(entry) else { return false }
    guard let needle else { return EntryRow.hasRow(entry, effects: effects) }
    let plain = Style(enabled: false)
    guard let cells = EntryRow.cells(for: entry, effects: effects, style: plain) else {
      return false
    }
    var text = cells.map(\.text).joined(separator: " ")
    // The key path and cause `log` shows (`mainTab.history.rowTapped(id: 2)  ← #24`) match as
    // well as the summary the log holds (`mainTab(.history(.rowTapped(id: 2)))`).
    if case .action(let action) = entry.record {
      text += " " + ActionPath(summary: action.summary).keyPath
      if case .effect(let seq, _, _) = action.cause { text += "  ← #\(seq)" }
    }
    return needle.matches(text)
  }
}
