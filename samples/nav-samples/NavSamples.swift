import ArgumentParser
import Foundation

/// Lists and runs the navigation sample apps' scripted sessions.
@main
struct NavSamples: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nav-samples",
    abstract: "Run the navigation sample apps' scripted sessions headless.",
    subcommands: [List.self, Run.self, Record.self, ReplayLog.self]
  )

  /// Parses the arguments and runs the command; a bad argument is one line on stderr (exit 64),
  /// as `tt-debug` reports it, and help prints as ArgumentParser prints it.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      Foundation.exit(report(error))
    }
  }

  private static func report(_ error: any Error) -> Int32 {
    let code = exitCode(for: error)
    if code.isSuccess {
      print(fullMessage(for: error))
      return code.rawValue
    }
    // A command's own failure (`ExitCode`) was said where it happened.
    if error is ExitCode { return code.rawValue }
    var message = message(for: error)
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    let line = message.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    printError("nav-samples: \(line); see `nav-samples help` for usage")
    return code.rawValue
  }
}
