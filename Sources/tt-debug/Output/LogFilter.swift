import ArgumentParser
import LogFormat
import Replay

/// Which records `tt-debug log` keeps besides its seq range and `--grep`: `--route`, `--markers`,
/// `--since` and `--until`.
struct LogFilter {
  /// Keep only actions whose route breadcrumb matches this (a ``SearchText``: `… › sheet: Edit`).
  var route: String?
  /// Keep only markers.
  var markersOnly = false
  /// Keep only records at or after this many seconds into the session.
  var since: SessionTime?
  /// Keep only records at or before this many seconds into the session.
  var until: SessionTime?

  /// Whether `entry` passes every filter that is set.
  func keeps(_ entry: TimelineEntry) -> Bool {
    if let since, entry.timeOffset < since.seconds { return false }
    if let until, entry.timeOffset > until.seconds { return false }
    if markersOnly, case .marker = entry.record {} else if markersOnly { return false }
    if let route {
      guard case .action(let action) = entry.record else { return false }
      return SearchText(route).matches(action.breadcrumb)
    }
    return true
  }
}

/// A time into the session, written `12.5s`, `12.5` or `2m5s`.
struct SessionTime: ExpressibleByArgument, Equatable {
  /// Seconds since the session started.
  var seconds: Double

  init(seconds: Double) { self.seconds = seconds }

  init?(argument: String) {
    var text = Substring(argument)
    var minutes = 0.0
    if let m = text.firstIndex(of: "m") {
      guard let value = Double(text[..<m]), value >= 0 else { return nil }
      minutes = value
      text = text[text.index(after: m)...]
      if text.isEmpty { text = "0" }
    }
    if text.hasSuffix("s") { text = text.dropLast() }
    guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
    seconds = minutes * 60 + value
  }

  static var defaultCompletionKind: CompletionKind { .default }
}
