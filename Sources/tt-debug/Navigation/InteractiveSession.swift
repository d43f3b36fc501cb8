/// The read-eval-print loop of `tt-debug open`: the cursor verbs over one log, one command a line.
final class InteractiveSession {
  private let navigator: Navigator
  private let style: Style
  private var lastCommand: String?

  /// The verbs and what they do, as `help` prints them.
  static let help = """
    step|n [COUNT]      move forward (default 1) and show the action and its diff
    back|p [COUNT]      move back (default 1)
    jump|j TARGET       go to a seq, first, last, +N, -N, @marker-text or a time like 12.5s
    diff [A [B]]        changes A-1 → A (default: the cursor), or A → B
    show [SEQ] [/ptr]   the state at SEQ (default: the cursor), or the part at a JSON Pointer
    log [FROM [TO]]     list the records
    find TEXT           list the records whose line contains TEXT
    where               the cursor's position, action, cause and route
    help                this list
    quit|q              leave (so does end of input)
    An empty line repeats the last command.
    """

  init(navigator: Navigator, style: Style) {
    self.navigator = navigator
    self.style = style
  }

  /// Reads commands until `quit` or end of input; a prompt `> ` only when stdin is a terminal.
  func run() {
    let interactive = Terminal.stdinIsTerminal
    if interactive {
      Terminal.write(
        "\(navigator.path): states #\(navigator.timeline.firstSeq)…#\(navigator.timeline.lastSeq), "
          + "cursor at #\(navigator.cursor). Type help for the commands.")
    }
    while true {
      if interactive { Terminal.writePrompt("> ") }
      guard let line = readLine() else { return }
      var command = line.trimmingSpaces
      if command.isEmpty {
        guard let last = lastCommand else { continue }
        command = last
      }
      lastCommand = command
      do {
        if try !perform(command) { return }
      } catch {
        Terminal.writeError("tt-debug: \(error.line)")
      }
    }
  }

  /// Runs one command; `false` for quit.
  func perform(_ command: String) throws(CLIError) -> Bool {
    let words = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first else { return true }
    let arguments = Array(words.dropFirst())
    let rest = arguments.joined(separator: " ")
    switch verb {
    case "step", "n", "next": try move(by: Int64(try count(arguments)))
    case "back", "p", "prev": try move(by: -Int64(try count(arguments)))
    case "jump", "j":
      guard let target = Target(rest) else { throw Target.invalid(rest) }
      let (seq, note) = try navigator.resolve(target)
      print(try navigator.move(to: seq, note: note).lines(style: style))
    case "diff":
      let seqs = try numbers(arguments, atMost: 2)
      Terminal.write(
        try DiffCommand.render(
          navigator, a: seqs.first ?? navigator.cursor, b: seqs.dropFirst().first, json: false,
          style: style))
    case "show":
      let pointer = arguments.first { $0.hasPrefix("/") }
      let seqs = try numbers(arguments.filter { !$0.hasPrefix("/") }, atMost: 1)
      Terminal.write(
        try ShowCommand.render(
          navigator, seq: seqs.first, pointer: pointer, json: false, style: style))
    case "log":
      let seqs = try numbers(arguments, atMost: 2)
      print(
        try LogListing(
          timeline: navigator.timeline, from: seqs.first, to: seqs.dropFirst().first, grep: nil,
          limit: nil, effects: false
        ).lines(style: style))
    case "find":
      guard !rest.isEmpty else { throw .usage("find needs a text", fix: "e.g. find checkout") }
      print(
        try LogListing(
          timeline: navigator.timeline, from: nil, to: nil, grep: rest, limit: nil, effects: false
        ).lines(style: style))
    case "where":
      var report = try navigator.report()
      report.diff = ""
      print(report.lines(style: style).dropLast())
    case "help", "?": Terminal.write(Self.help)
    case "quit", "q", "exit": return false
    default:
      throw .usage("unknown command '\(verb)'", fix: "type help for the commands")
    }
    return true
  }

  private func move(by delta: Int64) throws(CLIError) {
    let (seq, note) = navigator.offset(by: delta)
    print(try navigator.move(to: seq, note: note).lines(style: style))
  }

  private func print(_ lines: some Sequence<String>) {
    Terminal.write(lines: lines)
  }

  private func count(_ arguments: [String]) throws(CLIError) -> UInt32 {
    guard let text = arguments.first else { return 1 }
    guard let count = UInt32(text) else {
      throw .usage("'\(text)' is not a count", fix: "give a whole number, e.g. step 3")
    }
    return count
  }

  private func numbers(_ arguments: [String], atMost limit: Int) throws(CLIError) -> [UInt64] {
    guard arguments.count <= limit else {
      throw .usage("too many arguments: \(arguments.joined(separator: " "))", fix: "type help")
    }
    return try arguments.map { text throws(CLIError) in
      guard let seq = UInt64(text) else {
        throw .usage("'\(text)' is not a seq", fix: "give a whole number, e.g. 42")
      }
      return seq
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and carriage returns.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
