import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InteractiveSession {
  /// After each command: the page's cursor and app bar follow the session, and a command the
  /// page sent that failed is shown there too.
  func publishToPage() {
    guard let page else { return }
    if let error = lastError {
      lastError = nil
      page.report(error: error)
    }
    var position = app?.position
    if let app, let reason = app.connection.endReason {
      position = LivePage.AppPosition(mode: "gone", seq: nil, text: "app: gone (\(reason))")
    } else if position?.mode == "live" {
      position?.seq = navigator.newestSeq
    }
    page.publish(cursor: navigator.cursor, app: position)
  }

  /// Runs the commands the page sent, each printed first as `page: jump 12` so the terminal
  /// shows what moved the app. Returns whether any ran.
  ///
  /// - Parameter atPrompt: Whether the prompt is on screen (it is cleared first).
  func runPageCommands(atPrompt: Bool) -> Bool {
    guard let page else { return false }
    let commands = page.inbox.takePageCommands()
    for command in commands { runPageCommand(command, atPrompt: atPrompt) }
    return !commands.isEmpty
  }

  private func runPageCommand(_ command: String, atPrompt: Bool) {
    if atPrompt { LineEditor.clearPromptLine() }
    print(style.dim("page: \(command)"))
    catchUp(before: command)
    _ = execute(command, lineNumber: nil)
  }

  /// A script beside a live page: stdin is read on its own thread, and its lines and the page's
  /// commands run in the order they came; new records print as they land.
  ///
  /// - Returns: 0, or the exit code of the script's first command that failed.
  func runScript(with page: LivePage) -> Int32 {
    let inbox = page.inbox
    let reader = Thread {
      var lines = CommandLines(descriptor: STDIN_FILENO)
      while true {
        let input = lines.next()
        inbox.push(.input(input))
        guard case .line = input else { return }
      }
    }
    reader.name = "tt-debug stdin"
    reader.start()
    var lineNumber = 0
    var failure: Int32 = 0
    while true {
      switch inbox.next(waiting: 10) {
      case nil:
        catchUp(atPrompt: false, sayPinned: false, idle: true)
      case .page(let command):
        runPageCommand(command, atPrompt: false)
      case .input(let input):
        if let code = runScriptInput(input, lineNumber: &lineNumber, failure: &failure) {
          return code
        }
      }
    }
  }
}
