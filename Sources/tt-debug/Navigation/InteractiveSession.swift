/// The read-eval-print loop of `tt-debug open`: the cursor verbs over one log, one command a line.
final class InteractiveSession {
  var navigator: Navigator
  let style: Style
  private var lastCommand: String?
  /// The log as it is written, in `open --follow`; `nil` otherwise.
  var live: LiveLog?
  /// In `attach`: the app the moves drive; `nil` in `open`.
  let app: AttachedApp?
  /// In `open --follow`: whether the cursor moves to each new state (until a move pins it).
  var following: Bool
  /// The column widths of the records printed as they land.
  var followColumns = FittedLog.ColumnWidths()
  /// In `open --follow`, while pinned: whether states landed that no line has mentioned yet.
  var newStatesUnsaid = false
  /// In `open --follow`: states landed while idle that the navigator's timeline does not hold
  /// yet (it is reopened before the next command, not on every look).
  var timelineStale = false
  /// In `attach --web`: the live page, which follows the cursor and sends commands.
  var page: LivePage?
  /// The last command's error line, for the page that sent it.
  var lastError: String?

  /// The verbs and what they do, as `help` prints them.
  static let help = """
    step|n [COUNT]      move forward (default 1; negative: back) and show the action and its diff
    back|p [COUNT]      move back (default 1)
    jump|j TARGET       go to a seq, first, last, +N, -N, @marker-text or a time (2m5s)
    diff [A [B]]        changes A-1 → A (default: the cursor), or A → B; A and B are targets
    show [TARGET] [/p]  the state at TARGET (default: the cursor), or the part at a JSON Pointer
    log [FROM [TO]]     list the records
    find TEXT           list the records whose line contains TEXT
    markers             list the markers the app placed (jump @text goes to one)
    where               the cursor's position, action, cause and route
    follow|end          (open --follow) go to the newest state and stay on it as the app runs
    clear               clear the screen
    help                this list
    quit|q              leave (so does end of input)
    On a terminal: an empty line repeats the last command, Up/Down history, Tab completes,
    Ctrl-C cancels the line, Ctrl-D quits; Tab after @ completes a marker's words. In a script
    an empty line does nothing.
    """

  init(navigator: Navigator, style: Style, live: LiveLog? = nil, app: AttachedApp? = nil) {
    self.navigator = navigator
    self.style = style
    self.live = live
    self.app = app
    following = live != nil
  }

  /// `help` for a terminal `width` columns wide: a verb's description goes on under itself, and
  /// the closing note is one paragraph broken between words.
  static func help(_ text: String = help, width: Int) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    let isVerb = { (line: String) in line.dropFirst(18).hasPrefix("  ") }
    let verbs = lines.filter(isVerb).flatMap { ScreenFit.wrap($0, width: width, indent: 20) }
    let note = lines.filter { !isVerb($0) }.joined(separator: " ")
    return verbs + ScreenFit.wrap(note, width: width, indent: 0)
  }

  /// The verbs Tab completes, as `help` lists them.
  static let verbs = [
    "step", "back", "jump", "diff", "show", "log", "find", "markers", "where", "follow", "end",
    "clear", "help", "quit",
  ]

  /// Reads commands until `quit` or end of input: through a ``LineEditor`` with a `> ` prompt
  /// when stdin and stdout are a terminal, else line by line with no prompt, naming the line of
  /// each error.
  ///
  /// - Returns: 0, or the exit code of the first command that failed when stdin is not a
  ///   terminal (so a script sees the failure).
  func run() -> Int32 {
    if Terminal.stdinIsTerminal, Terminal.stdoutIsTerminal,
      let editor = LineEditor(historyFile: LineEditor.historyFile(for: navigator.path))
    {
      let width = TerminalSize.columns
      LineEditor.markerWords = markerWords()
      print(
        WordWrap.lines(
          "\(navigator.path): states #\(navigator.timeline.firstSeq)…#\(navigator.timeline.lastSeq)"
            + (DamageClause.text(of: navigator.timeline, live: live != nil).map { " (\($0))" } ?? "")
            + ", cursor at #\(navigator.cursor). Type help for the commands, Tab completes them.",
          width: width))
      if live != nil {
        print(
          WordWrap.lines(
            "Following the app: the cursor stays on the newest state; back or jump pins it, "
              + "follow resumes.", width: width))
        // `attach` looks every 10 ms, so a record reaches the screen as the app writes it.
        let idle = app == nil ? LogCommand.followIdleMilliseconds : 10
        editor.wake(every: idle) { [unowned self] in
          let printed = self.catchUp(atPrompt: true, idle: true)
          return self.runPageCommands(atPrompt: true) || printed
        }
      }
      while true {
        switch editor.read() {
        case .end:
          Terminal.write("")
          return 0
        case .cancelled: continue
        case .line(let line):
          if !line.trimmingSpaces.isEmpty { editor.remember(line.trimmingSpaces) }
          catchUp(before: line)
          if case .quit = execute(line, lineNumber: nil) { return 0 }
        }
      }
    }
    if let page { return runScript(with: page) }
    return runScript()
  }

  /// What one line did.
  enum Outcome {
    case done, quit
    case failed(Int32)
  }

  /// Runs `line` (an empty line repeats the last command, on a terminal), reporting an error as
  /// one line on stderr, with `line N:` when reading a script.
  func execute(_ line: String, lineNumber: Int?) -> Outcome {
    var command = line.trimmingSpaces
    if command.isEmpty {
      guard let last = lastCommand else { return .done }
      command = last
    }
    lastCommand = command
    do {
      let goOn = try perform(command)
      try moveApp(after: command)
      updatePinning()
      publishToPage()
      return goOn ? .done : .quit
    } catch {
      let place = lineNumber.map { "line \($0): " } ?? ""
      let line = SessionHints.line(for: error, path: navigator.path)
      writeError("tt-debug: \(place)\(line)")
      lastError = line
      publishToPage()
      return .failed(error.exitCode.rawValue)
    }
  }

  /// Runs one command; `false` for quit.
  func perform(_ command: String) throws(CLIError) -> Bool {
    let words = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first else { return true }
    let arguments = Array(words.dropFirst())
    let rest = arguments.joined(separator: " ")
    if try performAttach(verb, arguments) { return true }
    switch verb {
    case "step", "n", "next": try move(by: try count(arguments, verb: verb))
    case "back", "p", "prev": try move(by: -(try count(arguments, verb: verb)))
    case "jump", "j":
      guard arguments.count <= 1 else { throw Self.extra(arguments.dropFirst(), verb: verb) }
      guard !rest.isEmpty else {
        throw .usage(
          "\(verb) needs a target", fix: "e.g. \(verb) 42, \(verb) @checkout or \(verb) 2m5s")
      }
      guard let target = Target(rest) else { throw Target.invalid(rest) }
      let (seq, note) = try navigator.resolve(target)
      printReport(try navigator.move(to: seq, note: note))
    case "diff":
      let seqs = try numbers(arguments, atMost: 2)
      print(
        try DiffCommand.render(
          navigator, a: seqs.first ?? navigator.cursor, b: seqs.dropFirst().first, json: false,
          style: style))
    case "show":
      let pointers = arguments.filter { $0.hasPrefix("/") }
      let targets = arguments.filter { !$0.hasPrefix("/") }
      guard pointers.count <= 1 else { throw Self.extra(pointers.dropFirst(), verb: nil) }
      if let word = targets.first, Target(word) == nil { throw Self.notAPointer(word, after: nil) }
      if targets.count > 1 { throw Self.notAPointer(targets[1], after: targets[0]) }
      let pointer = pointers.first
      let seqs = try numbers(targets, atMost: 1)
      print(
        try ShowCommand.render(
          navigator, seq: seqs.first, pointer: pointer, json: false, style: style))
    case "log":
      var words = arguments
      // A TO past the last seq is clamped, as `tt-debug log --to` clamps it.
      if words.count == 2, let to = UInt64(words[1]), to > navigator.timeline.lastSeq {
        words[1] = "last"
      }
      let seqs = try numbers(words, atMost: 2)
      if seqs.count == 2, seqs[0] > seqs[1] {
        throw .usage(
          "FROM #\(seqs[0]) is after TO #\(seqs[1])", fix: "e.g. log \(seqs[1]) \(seqs[0])")
      }
      print(
        try LogListing(
          timeline: navigator.timeline, from: seqs.first, to: seqs.dropFirst().first, grep: nil,
          limit: nil, effects: false
        ).lines(style: style, fitting: fittedWidth))
    case "find":
      guard !rest.isEmpty else { throw .usage("find needs a text", fix: "e.g. find checkout") }
      try printWholeLog(grep: rest, ifEmpty: "no line contains '\(rest)'")
    case "markers":
      try Self.none(arguments, verb: verb)
      try printWholeLog(
        filter: LogFilter(markersOnly: true), ifEmpty: "no markers: the app placed none in this log"
      )
    case "where":
      try Self.none(arguments, verb: verb)
      var report = try navigator.report()
      report.diff = ""
      print(report.lines(style: style).dropLast())
    case "follow", "end":
      try Self.none(arguments, verb: verb)
      try resumeFollowing()
    case "clear":
      try Self.none(arguments, verb: verb)
      // In a script there is no screen to clear.
      if Terminal.stdoutIsTerminal { Terminal.writeControl("\u{1B}[H\u{1B}[2J") }
    case "help", "?":
      try Self.none(arguments, verb: verb)
      let help = app == nil ? Self.help : Self.attachHelp + "\n" + Self.help
      Terminal.write(lines: fittedWidth.map { Self.help(help, width: $0) } ?? [help])
    case "quit", "q", "exit":
      try Self.none(arguments, verb: verb)
      return false
    default:
      let nearest = Self.verbs.min {
        UnknownCommand.distance(verb, $0) < UnknownCommand.distance(verb, $1)
      }
      let suggestion =
        nearest.map { UnknownCommand.distance(verb, $0) <= 2 ? "did you mean '\($0)'? " : "" }
        ?? ""
      throw .usage("unknown command '\(verb)'", fix: "\(suggestion)type help for the commands")
    }
    return true
  }

  /// The words of the log's markers, each once, in order.
  private func markerWords() -> [String] {
    var seen: Set<String> = []
    let markers = (try? navigator.timeline.markers()) ?? []
    return markers.flatMap { $0.text.split(separator: " ").map(String.init) }
      .filter { seen.insert($0.lowercased()).inserted }
  }

  /// On a terminal, its width: `log` and `find` fit it, as `tt-debug log` does, and every other
  /// line is broken between words to fit it; in a script, `nil`.
  var fittedWidth: Int? {
    Terminal.stdoutIsTerminal ? TerminalSize.columns : nil
  }

  private func move(by delta: Int64) throws(CLIError) {
    let (seq, note) = navigator.offset(by: delta)
    printReport(try navigator.move(to: seq, note: note, stepping: delta > 0))
  }

  /// Prints lines (each may hold several), on a terminal broken between words to fit its width.
  func print(_ lines: some Sequence<String>) {
    let split = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map(String.init)
    Terminal.write(lines: fittedWidth.map { ScreenFit.wrap(split, width: $0) } ?? split)
  }

  func print(_ text: String) { print([text]) }

  /// Prints an error line on stderr, on a terminal broken between words to fit its width.
  func writeError(_ line: String) {
    Terminal.writeFittedError(line)
  }

  /// Prints what a move shows; on a terminal, the position, route and markers first and, when
  /// the change does not fit the screen, its first lines and how to see it whole.
  func printReport(_ report: PositionReport) {
    let lines = report.lines(style: style).flatMap { $0.split(separator: "\n") }.map(String.init)
    guard let width = fittedWidth else { return Terminal.write(lines: lines) }
    // Two rows stay for the command typed and the next prompt.
    let fitted = ScreenFit.fold(
      ScreenFit.wrap(lines, width: width), rows: max(4, TerminalSize.rows - 2)
    ) { more in
      style.dim("… \(Plural.count(more, "more line")) of the change: type diff to see it whole")
    }
    Terminal.write(lines: fitted)
  }

  /// Prints the lines of the whole log that `grep` and `filter` keep; when none is kept, says so
  /// (`empty`) rather than print nothing.
  private func printWholeLog(
    grep: String? = nil, filter: LogFilter = LogFilter(), ifEmpty empty: String
  ) throws(CLIError) {
    let found = try LogListing(
      timeline: navigator.timeline, from: nil, to: nil, grep: grep, limit: nil, effects: false,
      filter: filter)
    print(
      found.entries.isEmpty ? [style.dim(empty)] : found.lines(style: style, fitting: fittedWidth))
  }

  /// A count (default 1; negative moves the other way).
  private func count(_ arguments: [String], verb: String) throws(CLIError) -> Int64 {
    guard arguments.count <= 1 else { throw Self.extra(arguments.dropFirst(), verb: verb) }
    guard let text = arguments.first else { return 1 }
    guard let count = Int64(text), count != .min else {
      throw .usage("'\(text)' is not a count", fix: "give a whole number, e.g. \(verb) 3")
    }
    return count
  }

  /// The seqs of up to `limit` targets (a seq, first, last, +N, -N, @marker or a time).
  private func numbers(_ arguments: [String], atMost limit: Int) throws(CLIError) -> [UInt64] {
    guard arguments.count <= limit else {
      throw Self.extra(arguments.dropFirst(limit), verb: nil)
    }
    return try arguments.map { text throws(CLIError) in
      guard let target = Target(text) else { throw Target.invalid(text) }
      return try navigator.resolve(target).seq
    }
  }

  /// Throws for words after a verb that takes none.
  private static func none(_ arguments: [String], verb: String) throws(CLIError) {
    guard arguments.isEmpty else {
      throw .usage(
        "unexpected extra argument\(arguments.count == 1 ? "" : "s") "
          + arguments.map { "'\($0)'" }.joined(separator: ", "),
        fix: "\(verb) takes none")
    }
  }

  /// `show 12 items`: a word that is neither the target nor a pointer, which starts with `/`.
  private static func notAPointer(_ word: String, after target: String?) -> CLIError {
    let example = ["show", target, "/" + word].compactMap { $0 }.joined(separator: " ")
    return .usage(
      "'\(word)' is neither a target nor a JSON Pointer",
      fix: "a pointer starts with /, e.g. \(example)")
  }

  private static func extra(_ words: some Collection<String>, verb: String?) -> CLIError {
    .usage(
      "unexpected extra argument\(words.count == 1 ? "" : "s") "
        + words.map { "'\($0)'" }.joined(separator: ", "),
      fix: verb.map { "\($0) takes one" } ?? "type help for what each command takes")
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and carriage returns.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
