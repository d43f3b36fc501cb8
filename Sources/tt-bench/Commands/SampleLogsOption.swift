import ArgumentParser

/// Where the committed sample logs are, for the commands that replay them.
struct SampleLogsOption: ParsableArguments {
  @Option(help: "The folder holding the committed sample logs.")
  var logs = "samples/logs"

  /// The committed log of the sample named `name`.
  func path(of name: String) -> String {
    "\(logs)/\(name).ttlog"
  }
}
