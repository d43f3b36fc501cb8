import ArgumentParser

/// The `tt-debug` command: open a recorded session and walk it action by action.
@main
struct TTDebug: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tt-debug",
    abstract: "Walk a recorded app session (.ttlog): which screen, which action, what changed.",
    discussion: """
      Logs are written by the ActionLog recorder. Start with `tt-debug info FILE`, list the actions \
      with `tt-debug log FILE`, then move a cursor with `jump`, `step` and `back`, or explore \
      interactively with `tt-debug open FILE`.

      Example:
        tt-debug log session.ttlog --grep checkout
        tt-debug jump session.ttlog @checkout

      Exit codes:
        0   success (verify: the log is clean)
        1   unreadable log: missing, a directory, empty, not a log, newer format
        3   damaged or not closed (verify), or the state asked for is damaged
        4   not in this log: seq, JSON Pointer target, marker or time
        5   an output file cannot be written (recover, html, the cursor file)
        64  bad usage: unknown option, malformed seq, target or pointer
      Errors are one line on stderr: `tt-debug: <what>; <how to fix>`.
      """,
    version: "0.1.0",
    subcommands: [
      InfoCommand.self, LogCommand.self, ShowCommand.self, DiffCommand.self, JumpCommand.self,
      StepCommand.self, BackCommand.self, OpenCommand.self, VerifyCommand.self,
      RecoverCommand.self, ExportCommand.self, HTMLCommand.self, TestCommand.self,
      OrdersCommand.self, AttachCommand.self,
    ]
  )

  /// Parses the arguments and runs the command, reporting every failure as one line on stderr.
  static func main() {
    let code: Int32
    var parsed: (any ParsableCommand)?
    do {
      let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
      let arguments = LeadingOptions.moved(Array(CommandLine.arguments.dropFirst()))
      if let unknown = UnknownCommand.check(arguments, commands: commands) {
        throw unknown
      }
      var command = try parseAsRoot(arguments)
      parsed = command
      try command.run()
      code = 0
    } catch let failure as CLIError {
      let path = (parsed as? any LogFileCommand)?.file
      Terminal.writeFittedError("tt-debug: \(CommandHints.line(for: failure, path: path))")
      code = failure.exitCode.rawValue
    } catch let exit as ExitCode {
      code = exit.rawValue
    } catch {
      let arguments = LeadingOptions.moved(Array(CommandLine.arguments.dropFirst()))
      let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
      code = report(error, command: arguments.first.flatMap { commands.contains($0) ? $0 : nil })
    }
    Terminal.exit(code)
  }

  /// Prints help and version requests as ArgumentParser does; anything else as one line.
  private static func report(_ error: Error, command: String?) -> Int32 {
    let exitCode = exitCode(for: error)
    let text = fullMessage(for: error)
    if exitCode.isSuccess {
      Terminal.write(text)
      return exitCode.rawValue
    }
    var message = message(for: error)
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    Terminal.writeFittedError("tt-debug: " + ParserMessage.line(firstLine, command: command))
    return ExitCode.validationFailure.rawValue
  }
}
