#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InteractiveSession {
  /// Reads commands from stdin that is not a terminal: no prompt, each error naming its line,
  /// each line at most ``CommandLines/maxBytes`` long.
  ///
  /// - Returns: 0, or the exit code of the first command that failed.
  func runScript() -> Int32 {
    var lineNumber = 0
    var firstFailure: Int32 = 0
    var lines = CommandLines(descriptor: STDIN_FILENO)
    while true {
      if let code = runScriptInput(lines.next(), lineNumber: &lineNumber, failure: &firstFailure) {
        return code
      }
    }
  }

  /// Runs one input of a script; the exit code once the script ends.
  func runScriptInput(_ input: CommandLines.Input, lineNumber: inout Int, failure: inout Int32)
    -> Int32?
  {
    let line: String
    switch input {
    case .end: return failure
    case .line(let text): line = text
    case .tooLong:
      let error = CLIError.usage(
        "line \(lineNumber + 1): longer than \(CommandLines.maxBytes / 1024) KiB, so the input is not a command script",
        fix:
          "give open one short command per line, e.g. `printf 'jump 12\\nquit\\n' | tt-debug open LOG`"
      )
      Terminal.writeFittedError("tt-debug: \(error.line)")
      return failure != 0 ? failure : error.exitCode.rawValue
    }
    lineNumber += 1
    catchUp(before: line)
    // In a script an empty line does nothing: repeating a command there surprises.
    guard !line.trimmingSpaces.isEmpty else { return nil }
    switch execute(line, lineNumber: lineNumber) {
    case .quit: return failure
    case .failed(let code): if failure == 0 { failure = code }
    case .done: break
    }
    return nil
  }
}
