extension InteractiveSession {
  /// `open --follow`: takes the records that landed since the last look. While the session
  /// follows, they are printed as `log` lines and the cursor moves to the newest state; while the
  /// cursor is pinned, one line before the next command says how many new states wait (nothing
  /// is printed at the prompt); a new session replacing the file unpins it. News about the file
  /// (closed, crashed, replaced) goes to stderr.
  ///
  /// - Parameters:
  ///   - atPrompt: Whether the prompt is on screen (it is cleared first).
  ///   - sayPinned: Whether to print the pinned line when new states wait.
  ///   - idle: Whether no command follows (the prompt waits): the timeline is then reopened
  ///     only before the next command, so a busy app costs a look per poll, not a reopen.
  /// - Returns: Whether anything was printed.
  @discardableResult
  func catchUp(atPrompt: Bool, sayPinned: Bool = true, idle: Bool = false) -> Bool {
    guard let live else { return false }
    let update: LiveLog.Update
    do {
      if app?.runSession == nil { app?.connection.flushMirror() }
      update = try live.poll()
      if update.changed { timelineStale = true }
      // A new session: where the cursor was pinned means nothing in it.
      if update.replaced { following = true }
      if timelineStale, !idle {
        try navigator.reload()
        timelineStale = false
        if following { navigator.follow(to: navigator.newestSeq) }
      }
    } catch {
      if atPrompt { LineEditor.clearPromptLine() }
      writeError("tt-debug: \(CLIError(error).line)")
      return true
    }
    var lines: [String] = []
    if following {
      let width = Terminal.stdoutIsTerminal ? TerminalSize.columns : nil
      let shown = update.entries.filter {
        LogListing.shows($0, filter: LogFilter(), needle: nil, effects: false)
      }
      lines = FittedLog.lines(
        shown, effects: false, width: width ?? FittedLog.pipedWidth, style: style,
        whole: width == nil, columns: &followColumns)
    } else {
      if update.changed, idle || navigator.timeline.lastSeq > navigator.cursor {
        newStatesUnsaid = true
      }
      // Only before a command: at the prompt a busy app would push the pinned state off screen.
      if !atPrompt, sayPinned, newStatesUnsaid {
        newStatesUnsaid = false
        let waiting = navigator.timeline.lastSeq - navigator.cursor
        lines = [
          style.dim(
            "(pinned at #\(navigator.cursor); \(waiting) newer state\(waiting == 1 ? "" : "s") "
              + "up to #\(navigator.timeline.lastSeq): type follow to catch up)")
        ]
      }
    }
    guard !lines.isEmpty || !update.news.isEmpty else { return false }
    if atPrompt { LineEditor.clearPromptLine() }
    print(lines)
    for line in update.news { writeError("tt-debug: \(line)") }
    return true
  }

  /// `follow` / `end`: the cursor goes to the newest state and stays there as records land.
  func resumeFollowing() throws(CLIError) {
    guard live != nil else {
      throw .usage(
        "follow works in a session that follows a log being written",
        fix: "start it with `tt-debug open --follow FILE`")
    }
    catchUp(atPrompt: false, sayPinned: false)
    newStatesUnsaid = false
    following = true
    printReport(try navigator.move(to: navigator.newestSeq))
  }

  /// Before running `line`: what landed since the last look, but not the pinned line before
  /// `follow`, which shows the newest state anyway.
  func catchUp(before line: String) {
    syncApp()
    let verb = line.trimmingSpaces.split(separator: " ").first
    catchUp(atPrompt: false, sayPinned: verb != "follow" && verb != "end")
  }

  /// After a command moved the cursor: a session that follows stays following only while the
  /// cursor is on the newest state; stepping back pins it, and says so once.
  func updatePinning() {
    guard live != nil, following, navigator.cursor != navigator.newestSeq else { return }
    following = false
    print([
      style.dim(
        "(pinned at #\(navigator.cursor): new states no longer move the cursor; type follow to "
          + "follow the app again)")
    ])
  }
}
