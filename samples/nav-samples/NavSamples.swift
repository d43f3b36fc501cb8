import ArgumentParser

/// Lists and runs the navigation sample apps' scripted sessions.
@main
struct NavSamples: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nav-samples",
    abstract: "Run the navigation sample apps' scripted sessions headless.",
    subcommands: [List.self, Run.self, Record.self, ReplayLog.self]
  )
}
