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
      let line: String
      switch lines.next() {
      case .end: return firstFailure
      case .line(let text): line = text
      case .tooLong:
        let error = CLIError.usage(
          "line \(lineNumber + 1): longer than \(CommandLines.maxBytes / 1024) KiB, so the input is not a command script",
          fix:
            "give open one short command per line, e.g. `printf 'jump 12\\nquit\\n' | tt-debug open LOG`"
        )
        Terminal.writeFittedError("tt-debug: \(error.line)")
        return firstFailure != 0 ? firstFailure : error.exitCode.rawValue
      }
      lineNumber += 1
      catchUp(before: line)
      // In a script an empty line does nothing: repeating a command there surprises.
      guard !line.trimmingSpaces.isEmpty else { continue }
      switch execute(line, lineNumber: lineNumber) {
      case .quit: return firstFailure
      case .failed(let code): if firstFailure == 0 { firstFailure = code }
      case .done: break
      }
    }
  }
}
