import ArgumentParser

/// `tt-debug open FILE`: an interactive session over one log.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Explore a log interactively: step, back, jump, diff, show, log, find, where.",
    discussion: """
      Reads one command per line from stdin: step|n [COUNT], back|p [COUNT], jump|j TARGET, \
      diff [A [B]], show [SEQ] [/pointer], log [FROM [TO]], find TEXT, where, help, quit|q. An \
      empty line repeats the last command. On a terminal it prints a one-line banner and a `> ` \
      prompt with line editing: Up/Down walk the history (kept per log), Tab completes a verb, \
      Ctrl-C cancels the line, Ctrl-D quits. With piped stdin it prints neither, so output is \
      exactly the commands' output and scripts can drive it; each error names its line and the \
      exit status is that of the first failed command (0 when none failed). Errors print one \
      line on stderr and the session goes on. The cursor is shared with jump, step and back.

      Example:
        printf 'jump @checkout\\nback\\nshow /cart\\n' | tt-debug open session.ttlog
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @Flag(
    name: [.customShort("f"), .long],
    help: """
      Follow the app while it writes the log: new records print as they land and the cursor \
      stays on the newest state until back or jump pins it; follow (or end) resumes. Waits for \
      a log that does not exist yet.
      """)
  var follow = false
  @OptionGroup var output: OutputOptions

  func run() throws {
    var live: LiveLog?
    let navigator: Navigator
    if follow {
      (navigator, live) = try LiveLog.open(path: file)
    } else {
      navigator = try Navigator(path: file)
      HeaderDamageWarning.write(for: navigator.timeline)
    }
    // The session's cursor lives in memory: a state folder it cannot write to is said once and
    // does not stop the session.
    var warned = false
    navigator.cursorNotSaved = { error in
      guard !warned else { return }
      warned = true
      Terminal.writeFittedError(
        "tt-debug: warning: \(error.line); this session keeps it in memory only")
    }
    let code = InteractiveSession(navigator: navigator, style: output.style, live: live).run()
    if code != 0 { throw ExitCode(code) }
  }
}
