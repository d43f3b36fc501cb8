import ArgumentParser
import Foundation
import ToolSupport

/// `tt-drills make-log`: writes a deterministic multi-block drill log through the real recorder.
struct MakeLog: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-log",
    abstract: "Write a deterministic drill log (a navigation-shaped session) through the Recorder.")

  @Option(help: "Where to write the log.")
  var output: String

  @Option(help: "Actions to record.")
  var actions = 300

  @OptionGroup var seeding: SeedOption

  func validate() throws {
    guard actions > 0 else { throw ValidationError("--actions must be positive") }
  }

  func run() async throws {
    let outcome = try await DrillSession.record(to: output, actions: actions, seed: seeding.seed)
    guard outcome.dropped == 0 else {
      // A test log must be the one asked for: a `dropped` record in it is not.
      FileHandle.standardError.write(
        Data(
          ("tt-drills: the recorder dropped \(outcome.dropped) of \(actions) actions (its queue "
            + "was full), so \(output) is not the log asked for; pass a smaller --actions\n").utf8))
      throw ExitCode(1)
    }
    print("wrote \(output): \(actions) actions")
  }
}
