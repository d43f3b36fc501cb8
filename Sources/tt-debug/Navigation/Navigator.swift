import LogFormat
import Replay

/// A cursor over one log's states: what `jump`, `step`, `back`, `show`, `diff` and `open` share.
final class Navigator {
  /// The opened log.
  var timeline: Timeline
  /// The path as given.
  let path: String
  /// The current seq.
  private(set) var cursor: UInt64
  private let store: CursorStore
  /// Called instead of failing a move when the cursor cannot be saved (`open` keeps it in memory
  /// and says so once); `nil`: a move that cannot save its cursor fails (exit 5).
  var cursorNotSaved: ((CLIError) -> Void)?
  /// Whether the app is still writing the log (`open --follow`): its open end is then no loss.
  var isLive = false

  /// Opens the log at `path` and restores its saved cursor (or starts at the first state).
  ///
  /// - Throws: `CLIError` when the log cannot be opened.
  init(path: String, store: CursorStore = .standard) throws(CLIError) {
    self.path = path
    self.store = store
    timeline = try CLIError.catching { try Timeline(path: path) }
    let saved = store.load(for: path)
    if let saved, saved >= timeline.firstSeq, saved <= timeline.lastSeq {
      cursor = saved
    } else {
      cursor = timeline.firstSeq
    }
  }

  /// Moves the cursor to `seq` and saves it, returning the report to print there. The report is
  /// built first: when the state cannot be shown, the cursor stays where it was.
  ///
  /// - Parameter stepping: Whether the move is a step forward whose report names the markers of
  ///   every state it passed, not only those of `seq`.
  func move(to seq: UInt64, note: String? = nil, stepping: Bool = false) throws(CLIError)
    -> PositionReport
  {
    var report = try report(at: seq, note: note)
    if stepping, seq > cursor + 1 { report.markers = markers(from: cursor + 1, to: seq) }
    do {
      try store.save(seq, for: path)
    } catch {
      guard let unsaved = cursorNotSaved else { throw error }
      unsaved(error)
    }
    cursor = seq
    return report
  }

  /// Moves the cursor to `seq`, the newest state, as a follower does when records land: no
  /// report is built (one per poll would rebuild the state and survey the file each time).
  func follow(to seq: UInt64) {
    do {
      try store.save(seq, for: path)
    } catch {
      cursorNotSaved?(error)
    }
    cursor = seq
  }

  /// Throws exit 4 unless `seq` is a state of this log.
  func check(_ seq: UInt64) throws(CLIError) {
    guard seq >= timeline.firstSeq, seq <= timeline.lastSeq else {
      if seq > timeline.lastSeq, timeline.gap(containing: seq) != nil {
        _ = try CLIError.catching { try timeline.state(at: seq) }
      }
      throw .notInLog(
        "seq \(seq) is not in this log",
        fix: "pick a seq in \(timeline.firstSeq)…\(timeline.lastSeq)")
    }
  }

  /// The seq `target` names, and a note when a relative move stopped at an end.
  func resolve(_ target: Target) throws(CLIError) -> (seq: UInt64, note: String?) {
    switch target {
    case .seq(let seq):
      try check(seq)
      return (seq, nil)
    case .first:
      // The first data block may be damaged: then the first state is past its gap.
      let first = timeline.nearestState(to: timeline.firstSeq, forward: true)
      return (first?.seq ?? timeline.firstSeq, first?.skipped.map { "skipped \($0)" }.first)
    case .last:
      // Records the log lost at its end (dropped, cut off, never closed) are named, and when
      // its last seqs hold no state the cursor goes to the newest one that exists.
      let newest = newestSeq
      return (newest, lostEnd(after: newest).map { "after it: \($0)" })
    case .relative(let delta): return offset(by: delta)
    case .marker(let text):
      let markers = try CLIError.catching { try timeline.markers() }
      guard let marker = markers.first(where: { $0.text.lowercased().contains(text.lowercased()) })
      else {
        throw .notInLog(
          "no marker contains '\(text)'", fix: "list the markers with `tt-debug log FILE --markers`"
        )
      }
      return (marker.seq, nil)
    case .time(let seconds):
      let duration = Double(timeline.endWall - timeline.sessionStartWall) / 1000
      guard seconds <= duration else {
        throw .notInLog(
          "\(TimeText.offset(seconds)) is past the end of the session",
          fix: "pick a time up to \(TimeText.offset(duration))")
      }
      return (try CLIError.catching { try timeline.seq(atTimeOffset: seconds) }, nil)
    }
  }

  /// The cursor moved by `delta` seqs, stopping at either end, and moving on past a gap (lost
  /// records) to the nearest state beyond it, with a note that says what was skipped.
  func offset(by delta: Int64) -> (seq: UInt64, note: String?) {
    let (seq, note) = clampedOffset(by: delta)
    guard seq != cursor, (try? timeline.state(at: seq)) == nil else { return (seq, note) }
    let forward = delta >= 0
    guard let (found, skipped) = timeline.nearestState(to: seq, forward: forward),
      found != cursor
    else {
      let end = forward ? "after" : "before"
      let gap = timeline.gap(containing: seq).map { " (\($0))" } ?? ""
      return (cursor, "no state can be rebuilt \(end) #\(cursor)\(gap); the cursor stays")
    }
    let skips = skipped.map { "skipped \($0)" }.joined(separator: "; ")
    return (found, [skips, note].compactMap { $0 }.joined(separator: "; "))
  }

  /// The newest state that can be rebuilt (see ``LostEnd/newestState(of:)``).
  var newestSeq: UInt64 { LostEnd.newestState(of: timeline) }

  /// What the log lost after `seq`, its newest state, in `log`'s words; `nil` when nothing.
  func lostEnd(after seq: UInt64) -> String? {
    LostEnd(timeline, after: seq, live: isLive)?.text
  }

  /// The cursor moved by `delta` seqs, stopping at either end with a note that says so (and
  /// what the log lost after its last state, when it did).
  private func clampedOffset(by delta: Int64) -> (seq: UInt64, note: String?) {
    let first = timeline.firstSeq
    if delta >= 0 {
      // Past the newest state the log holds no state (only lost records).
      let last = newestSeq
      let room = last > cursor ? last - cursor : 0
      if delta.magnitude <= room { return (cursor + delta.magnitude, nil) }
      let lost = lostEnd(after: last)
      let note =
        cursor == last
        ? "already at the last state (#\(last)); "
          + (lost.map { "after it: \($0)" } ?? "there is nothing after it")
        : "stopped at the last state (#\(last))" + (lost.map { "; after it: \($0)" } ?? "")
      return (last, note)
    }
    let room = cursor - first
    if delta.magnitude <= room { return (cursor - delta.magnitude, nil) }
    let note =
      room == 0
      ? "already at the first state (#\(first)); there is nothing before it"
      : "stopped at the first state (#\(first))"
    return (first, note)
  }

  /// The caption of the record that made state `seq`.
  func caption(at seq: UInt64) throws(CLIError) -> (caption: StateCaption, time: Double) {
    let entry = try CLIError.catching { try timeline.entry(at: seq) }
    return (StateCaption(entry, firstSeq: timeline.firstSeq), entry.timeOffset)
  }

  /// The diff text between two states.
  func diffText(from old: UInt64, to new: UInt64) throws(CLIError) -> String {
    let states = try CLIError.catching {
      (try timeline.state(at: old), try timeline.state(at: new))
    }
    return CaseNames.diffText(from: states.0, to: states.1)
  }

  /// The report printed after a move: position, time, action, cause, route and its diff.
  func report(note: String? = nil) throws(CLIError) -> PositionReport {
    try report(at: cursor, note: note)
  }

  /// The report for the state at `seq`. A state whose predecessor is lost (the first after a
  /// gap) has no diff; its caption says so.
  func report(at seq: UInt64, note: String?) throws(CLIError) -> PositionReport {
    _ = try CLIError.catching { try timeline.state(at: seq) }
    let (caption, time) = try caption(at: seq)
    var diff = ""
    if seq > timeline.firstSeq, (try? timeline.state(at: seq - 1)) != nil {
      diff = try diffText(from: seq - 1, to: seq)
    }
    return PositionReport(
      seq: seq, lastSeq: timeline.lastSeq, timeOffset: time, caption: caption, diff: diff,
      note: note, markers: markers(from: seq, to: seq))
  }

  /// The markers the app placed at states `from...to` (after the action that made each), in
  /// order; of a long range only the last ``markerReach`` states are looked at.
  func markers(from: UInt64, to: UInt64) -> [PositionReport.Marker] {
    let start = max(from, to >= Self.markerReach ? to - Self.markerReach + 1 : 0)
    guard let markers = try? timeline.markers(from: start, to: to) else { return [] }
    return markers.map { PositionReport.Marker(seq: $0.seq, text: $0.text) }
  }

  /// How many states back a step's report looks for markers it passed.
  static let markerReach: UInt64 = 1000
}
