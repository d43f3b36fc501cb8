import LogFormat
import Replay

/// What `open --follow` learns from a log while the app writes it: the records that landed since
/// the last look, and what happened to the file, in words.
final class LiveLog {
  /// New records and news about the file.
  struct Update {
    /// Records that landed, as `log` lists them.
    var entries: [TimelineEntry] = []
    /// One line each: the app closed the log, stopped without closing it, or a new session
    /// replaced it.
    var news: [String] = []
    /// Whether a new state landed (or the file was replaced), so the timeline must be reopened.
    var changed = false
    /// Whether another session replaced the file.
    var replaced = false
  }

  /// The followed path.
  let path: String
  private let tail: TimelineTail
  /// Whether the app went to the background, for the words when its process ends.
  private var ending = WriterGoneNotice()
  /// Whether this process writes the log (`attach`'s mirror): the file then says nothing of the
  /// app, whose link says when it goes.
  var writtenHere = false

  /// Follows `path` from its start; the first ``poll()`` returns what is there already.
  init(path: String) {
    self.path = path
    tail = TimelineTail(path: path)
  }

  /// Called with every read's events (none, when nothing landed): the live page takes the
  /// records this tail reads rather than read the file again.
  var observer: (([TimelineTail.Event]) -> Void)?

  /// Reads what landed since the last call. Never blocks.
  func poll() throws(CLIError) -> Update {
    var update = Update()
    let events = try CLIError.catching({ try tail.read() })
    observer?(events)
    for event in events {
      switch event {
      case .entry(let entry, _):
        ending.note(entry)
        update.entries.append(entry)
        if entry.record.makesState || entry.record.kind == "key" { update.changed = true }
      case .waitingForFile: update.news.append("\(path) does not exist yet; waiting for the app")
      case .waitingForHeader:
        if !writtenHere { update.news.append("\(path) is empty; waiting for the app") }
      case .started(_, let damage):
        if let damage { HeaderDamageWarning.write(damage, path: path) }
      case .closed:
        update.news.append("the app closed the log\(at)")
      case .writerGone:
        if !writtenHere { update.news.append(ending.text(at: at)) }
        ending.reset()
      case .replaced:
        ending.reset()
        update.news.append("\(path) was replaced by a new session; starting over")
        update.entries = []
        update.changed = true
        update.replaced = true
      case .problem(let error):
        update.news.append(
          "warning: \(path) is damaged but every record was read: \(error.message)")
      case .damaged(let error):
        throw CLIError(error)
      case .stateLost:
        break  // this tail does not track states
      }
    }
    return update
  }

  /// Sleeps until the file may have changed, at most `milliseconds`.
  func waitForChange(milliseconds: Int32) {
    tail.waitForChange(milliseconds: milliseconds)
  }

  private var at: String { tail.lastSeq.map { " at #\($0)" } ?? "" }

  /// Waits until the log at `path` has a first state (saying once on stderr why it waits), then
  /// opens it with the cursor on its newest state, and returns the log followed from there.
  ///
  /// - Parameters:
  ///   - observer: Given every read's events (see ``observer``).
  ///   - givingUp: Asked while waiting: an error ends the wait (`attach`, when the app went away
  ///     before its first state).
  static func open(
    path: String, store: CursorStore = .standard, writtenHere: Bool = false,
    observer: (([TimelineTail.Event]) -> Void)? = nil, givingUp: () -> CLIError? = { nil }
  ) throws(CLIError) -> (Navigator, LiveLog) {
    let live = LiveLog(path: path)
    live.writtenHere = writtenHere
    live.observer = observer
    while true {
      if let error = givingUp() { throw error }
      let update = try live.poll()
      for line in update.news { Terminal.writeError("tt-debug: \(line)") }
      if update.changed, let navigator = try? Navigator(path: path, store: store) {
        navigator.isLive = true
        // The newest state that exists: a log whose last records were dropped ends in seqs
        // with no state, and a move there would fail and leave the saved cursor in place.
        _ = try? navigator.move(to: navigator.newestSeq)
        return (navigator, live)
      }
      live.waitForChange(milliseconds: LogCommand.followIdleMilliseconds)
    }
  }
}

extension Navigator {
  /// Reopens the log after it grew or was replaced; the cursor stays where it was when that state
  /// is still in the log, else it moves to the newest state.
  func reload() throws(CLIError) {
    timeline = try CLIError.catching { try Timeline(path: path) }
    if cursor < timeline.firstSeq || cursor > timeline.lastSeq {
      _ = try move(to: newestSeq)
    }
  }
}
