import DebugLinkWire
import Foundation

extension InteractiveSession {
  /// The verbs `attach` adds to `open`'s, as `help` prints them.
  static let attachHelp = """
    resume              let the app go on from the state it stands at (a branch in its log)
    live                the app back to its newest state, running; the cursor follows it
    load FILE           step through a bug report's log in the app (live returns)
    """

  /// In `attach`, after a command that moves the cursor or names a state: moves the app there
  /// and prints where it stands. `step`, `back`, `jump`, `where` move it to the cursor; `show`
  /// and `diff` to the state they name last.
  func moveApp(after command: String) throws(CLIError) {
    guard let app else { return }
    let words = command.split(separator: " ").map(String.init)
    guard let verb = words.first else { return }
    var seq = navigator.cursor
    switch verb {
    case "step", "n", "next", "back", "p", "prev", "jump", "j", "where": break
    case "show", "diff":
      if let word = words.dropFirst().last(where: { !$0.hasPrefix("/") }), let target = Target(word)
      {
        seq = try navigator.resolve(target).seq
      }
    default: return
    }
    print(try app.travel(to: seq, in: navigator.timeline, style: style))
  }

  /// `resume`, `live` and `load FILE`; `false` for any other verb.
  func performAttach(_ verb: String, _ arguments: [String]) throws(CLIError) -> Bool {
    guard let app else { return false }
    switch verb {
    case "resume":
      guard arguments.isEmpty else { throw .usage("resume takes no argument", fix: "type resume") }
      let answer = try app.connection.request(.resume)
      try returnToRun(app)
      guard case .at(let seq, _) = answer else {
        print(try AttachedApp.describe(answer, expected: nil, style: style))
        return true
      }
      app.sync()
      catchUp(atPrompt: false, sayPinned: false)
      following = true
      printReport(try navigator.move(to: min(seq, navigator.newestSeq)))
      print(style.dim("app: resumed at #\(seq); new actions run with their effects"))
      app.position = LivePage.AppPosition(mode: "live", seq: seq, text: "app: resumed at #\(seq)")
    case "live", "follow", "end":
      guard arguments.isEmpty else { throw .usage("\(verb) takes no argument", fix: "type live") }
      let answer = try app.connection.request(.live)
      try returnToRun(app)
      app.sync()
      catchUp(atPrompt: false, sayPinned: false)
      following = true
      printReport(try navigator.move(to: navigator.newestSeq))
      app.position = LivePage.AppPosition(mode: "live", seq: nil, text: "app: live")
      if case .at(let seq, _) = answer {
        print(style.dim("app: live again at #\(seq)"))
      } else {
        print(try AttachedApp.describe(answer, expected: nil, style: style))
      }
    case "load":
      guard let path = arguments.first, arguments.count == 1 else {
        throw .usage("load needs one log file", fix: "e.g. load ~/Downloads/report.ttlog")
      }
      let report = try Navigator(path: path, store: .inMemory)
      report.cursorNotSaved = { _ in }
      let run = app.runSession?.navigator ?? navigator
      guard report.timeline.header.stateType == run.timeline.header.stateType else {
        throw .usage(
          "\(path) records \(report.timeline.header.stateType), the app runs "
            + run.timeline.header.stateType,
          fix: "load a log this app recorded")
      }
      let name = URL(fileURLWithPath: path).lastPathComponent
      _ = try app.connection.request(.load(name: name))
      if app.runSession == nil { app.runSession = (navigator, live) }
      navigator = report
      live = nil
      following = false
      app.position = LivePage.AppPosition(
        mode: "report", seq: nil, text: "app: stepping through \(name)")
      page?.show(reportAt: path)
      print(
        "\(path): states #\(report.timeline.firstSeq)…#\(report.timeline.lastSeq). step, back "
          + "and jump move the app through it; live returns to this run.")
    default:
      return false
    }
    return true
  }

  /// Back to this run's log after a loaded report.
  private func returnToRun(_ app: AttachedApp) throws(CLIError) {
    guard let run = app.runSession else { return }
    navigator = run.navigator
    live = run.live
    app.runSession = nil
    page?.show(reportAt: nil)
  }

  /// Before a command: the app sends what it recorded, and a gone app is said once.
  func syncApp() {
    guard let app else { return }
    if let reason = app.connection.endReason {
      guard !app.saidGone else { return }
      app.saidGone = true
      writeError("tt-debug: \(reason); the log stays open, the app no longer follows")
      return
    }
    app.sync()
  }
}
