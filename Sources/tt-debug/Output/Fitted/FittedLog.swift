import LogFormat
import Replay

/// `tt-debug log` for a terminal: every line fits `width` columns.
///
/// A line is the seq, the time, the route the action left the user on (its last screens, after
/// `…` when the column is too narrow for all of them) and the action as a compact key path whose
/// innermost case is kept whole: wrappers are left out from the outside first. An action an effect
/// sent ends with `← #N`, the action that started the effect. Records other than actions (markers,
/// drops, shared-state changes, effects) use the route and action columns together.
///
/// ```swift
/// FittedLog.lines(entries, effects: false, width: 80, style: Style(enabled: false))
/// ```
///
/// ```text
/// #21  +5.250s  … › HistoryDetail(id: 2)  …path[0].detail.editButtonTapped
/// #22  +5.500s  sheet: EditTransaction    …edit.titleChanged("Rent (June)")
/// ```
enum FittedLog {
  /// The narrowest width the layout supports.
  static let minimumWidth = 40

  /// The width piped output is laid out for: `$COLUMNS` when set, else 120. Piped lines keep the
  /// action whole, so a line can be longer.
  static var pipedWidth: Int {
    if let text = Terminal.environment("COLUMNS"), let columns = Int(text),
      columns >= minimumWidth
    {
      return columns
    }
    return 120
  }

  /// The lines for `entries`.
  ///
  /// - Parameters:
  ///   - entries: The records to list, in order.
  ///   - effects: Whether effect lifecycle records are shown.
  ///   - width: The columns of the terminal (at least ``minimumWidth``).
  ///   - style: The colouring.
  /// - Returns: One line per shown record, none longer than `width`.
  ///   - whole: Whether to keep the action and other texts whole (piped output, where lines are
  ///     searched) rather than cut them to `width`.
  static func lines(
    _ entries: [TimelineEntry], effects: Bool, width: Int, style: Style, whole: Bool = false
  ) -> [String] {
    var columns = ColumnWidths()
    return lines(
      entries, effects: effects, width: width, style: style, whole: whole, columns: &columns)
  }

  /// The widths of the seq, time and route columns, kept across calls by `log --follow` so the
  /// columns of lines printed as they land only ever widen.
  struct ColumnWidths {
    var seq = 0
    var time = 0
    var route = 0
    /// The route of the last action printed, so an unchanged one is painted dim.
    var previousRoute: [String]?
  }

  /// The lines for `entries`, with columns at least as wide as `columns`, which is widened to
  /// what they needed.
  static func lines(
    _ entries: [TimelineEntry], effects: Bool, width: Int, style: Style, whole: Bool = false,
    columns: inout ColumnWidths
  ) -> [String] {
    let plain = Style(enabled: false)
    let shown = entries.filter { EntryRow.hasRow($0, effects: effects) }
    let seqWidth = max(columns.seq, shown.map { "#\($0.seq)".count }.max() ?? 0)
    let timeWidth = max(columns.time, shown.map { TimeText.offset($0.timeOffset).count }.max() ?? 0)
    let available = max(width, minimumWidth) - seqWidth - timeWidth - 4
    let longestRoute =
      shown.compactMap { entry -> Int? in
        guard case .action(let action) = entry.record else { return nil }
        return action.breadcrumb.count
      }.max() ?? 0
    let routeWidth = max(columns.route, min(longestRoute, available * 2 / 5))
    var previousRoute = columns.previousRoute
    defer {
      columns = ColumnWidths(
        seq: seqWidth, time: timeWidth, route: routeWidth, previousRoute: previousRoute)
    }
    return shown.flatMap { entry -> [String] in
      let seq = "#\(entry.seq)"
      let time = TimeText.offset(entry.timeOffset)
      let prefix =
        style.seq(seq) + pad(seq, to: seqWidth) + "  " + style.dim(time) + pad(time, to: timeWidth)
        + "  "
      guard case .action(let action) = entry.record else {
        let cells = (EntryRow.cells(for: entry, effects: effects, style: plain) ?? []).dropFirst(2)
        let text = cells.map(\.text).filter { !$0.isEmpty }.joined(separator: "  ")
        let paint =
          EntryRow.cells(for: entry, effects: effects, style: style)?.dropFirst(2).first?.paint
          ?? { $0 }
        return [
          trimmingTrailingSpaces(
            prefix + paint(whole ? text : FitText.right(text, width: available)))
        ]
      }
      var line = prefix
      var actionWidth = available
      if routeWidth > 0 {
        let route = FitText.tail(action.route, separator: " › ", width: routeWidth)
        let changed = previousRoute != action.route
        line +=
          (changed ? style.route(route) : style.dim(route)) + pad(route, to: routeWidth) + "  "
        actionWidth -= routeWidth + 2
      }
      previousRoute = action.route
      var cause = ""
      if case .effect(let seq, _, _) = action.cause { cause = "  ← #\(seq)" }
      let (wrappers, leaf) = shortened(
        ActionPath(summary: action.summary), width: whole ? .max : actionWidth - cause.count)
      line += style.dim(wrappers) + leaf + style.cause(cause)
      guard effects, let reads = ReadsText.line(action.reads) else {
        return [trimmingTrailingSpaces(line)]
      }
      // With --effects, what the action read goes under it, as the effects it started do.
      let indent = String(repeating: " ", count: seqWidth + timeWidth + 4)
      let text = "reads  " + reads
      return [
        trimmingTrailingSpaces(line),
        indent + style.dim(whole ? text : FitText.right(text, width: available)),
      ]
    }
  }

  /// The action as `wrappers.leaf`, dropping wrappers from the outside until it fits `width`; the
  /// two parts are returned apart so they can be painted apart.
  static func shortened(_ path: ActionPath, width: Int) -> (wrappers: String, leaf: String) {
    for dropped in 0...path.wrappers.count {
      let kept = path.wrappers[dropped...]
      let wrappers =
        (dropped > 0 ? "…" : "") + kept.map { $0 + "." }.joined()
      if wrappers.count + path.leaf.count <= width { return (wrappers, path.leaf) }
    }
    // `registerTransaction(.saveButtonTapped)`: the case that matters is at the end, so the
    // parent is cut instead.
    if path.leafIsBareCase, width > 1 {
      return ("…", String(path.leaf.suffix(width - 1)))
    }
    let marker = path.wrappers.isEmpty ? "" : "…"
    return (marker, FitText.right(path.leaf, width: width - marker.count))
  }

  private static func pad(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count))
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
