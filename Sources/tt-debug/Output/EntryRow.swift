import LogFormat
import LogReading
import Replay

/// How one timeline record appears as a row of `tt-debug log`.
enum EntryRow {
  /// The row for `entry`: `#seq`, time, text, cause, route; `nil` for records the log hides
  /// (the header, keyframes, the close record, and effects unless `effects` is set).
  ///
  /// - Parameters:
  ///   - entry: A timeline record.
  ///   - effects: Whether to show effect lifecycle records.
  ///   - style: The colouring.
  /// - Returns: The cells, or `nil`.
  static func cells(for entry: TimelineEntry, effects: Bool, style: Style) -> [Cell]? {
    guard hasRow(entry, effects: effects) else { return nil }
    let seq = Cell(text: "#\(entry.seq)", paint: style.seq)
    let time = Cell(text: TimeText.offset(entry.timeOffset), paint: style.dim)
    switch entry.record {
    case .action(let action):
      return [
        seq, time, Cell(text: action.summary),
        Cell(text: shortCause(action.cause), paint: style.cause),
        Cell(text: action.breadcrumb, paint: style.route),
      ]
    case .outOfBand(let change):
      // No shared reference named: the app's store was set to this state by time travel.
      guard !change.shared.isEmpty else {
        return [seq, time, Cell(text: "⟲ state set by time travel", paint: style.marker)]
      }
      let ids = change.shared.map { "#\($0)" }.joined(separator: ", ")
      return [seq, time, Cell(text: "⟳ shared state changed (\(ids))")]
    case .marker(let marker):
      return [seq, time, Cell(text: "★ \(marker.text)", paint: style.marker)]
    case .dropped(let dropped):
      let reason = dropped.reason.isEmpty ? "" : " (\(dropped.reason))"
      return [
        seq, time,
        Cell(text: "✕ \(dropped.count) record(s) dropped\(reason)", paint: style.removed),
      ]
    case .effect(let effect) where effects:
      let error = effect.error.map { ": \($0)" } ?? ""
      return [
        seq, time,
        Cell(text: "⚙ effect \(eventText(effect)) \(effect.name)\(error)", paint: style.dim),
        Cell(text: "← started by #\(effect.action)", paint: style.cause),
      ]
    case .gap(let gap):
      let lost = LogGap(first: gap.first, last: gap.last, cause: .recorded, reason: gap.reason)
      return [
        Cell(text: "#\(gap.first)", paint: style.seq), time,
        Cell(text: "✕ \(lost)", paint: style.removed),
      ]
    case .appPhase(let change):
      let text =
        change.phase == .background
        ? "☾ the app went to the background" : "☀ the app came back to the foreground"
      return [seq, time, Cell(text: text, paint: style.dim)]
    case .header, .keyframe, .effect, .close, .unknown:
      return nil
    }
  }

  /// Whether `entry` has a row (``cells(for:effects:style:)`` is not `nil`), found without
  /// building it.
  ///
  /// - Parameters:
  ///   - entry: A timeline record.
  ///   - effects: Whether effect lifecycle records are shown.
  /// - Returns: `false` for the header, keyframes, the close record, unknown records and, unless
  ///   `effects` is set, effects.
  static func hasRow(_ entry: TimelineEntry, effects: Bool) -> Bool {
    switch entry.record {
    case .header, .keyframe, .close, .unknown: false
    case .effect: effects
    case .action, .outOfBand, .marker, .dropped, .gap, .appPhase: true
    }
  }

  /// `finished`, `cancelled`…, or `ended (finished or cancelled by id)` for a `finished` record
  /// whose store does not report cancellation by id (`maybeCancelled`).
  static func eventText(_ effect: EffectRecord) -> String {
    effect.maybeCancelled ? "ended (finished or cancelled by id)" : effect.event.rawValue
  }

  /// `← effect of #3` for effect-caused actions; empty for external ones.
  static func shortCause(_ cause: ActionCause) -> String {
    switch cause {
    case .external: ""
    case .effect(let seq, _, _): "← effect of #\(seq)"
    }
  }
}
