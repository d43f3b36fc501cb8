import ArgumentParser

/// `tt-drills inspect` (hidden): reads a log completely and prints one `key=value` line.
struct InspectChild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect", abstract: "Read every state of a log and print counts.",
    shouldDisplay: false)

  @Option(help: "The log to read.")
  var log: String

  func run() {
    print(LogProbe(path: log).line.text)
  }
}
