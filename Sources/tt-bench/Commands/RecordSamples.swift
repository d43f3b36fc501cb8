import ArgumentParser
import Foundation
import LogFormat

/// `tt-bench record-samples`: records the four sample sessions, played to at least N actions, into a
/// folder, for profiling replay on the logs the replay figure uses (`replay-samples --logs DIR`).
struct RecordSamples: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record-samples",
    abstract: "Record the four sample sessions played to at least N actions into a folder.",
    discussion: "Example: tt-bench record-samples --at-least 1000 --output /tmp/samples-1000",
    shouldDisplay: false)

  @Option(help: "Play each sample's script again until it has at least this many actions.")
  var atLeast = 1_000

  @Option(help: "The folder to write NAME.ttlog files into.")
  var output: String

  @MainActor
  func run() async throws {
    let config = try BenchConfig.make(quick: true, repetitions: 1)
    defer { try? FileManager.default.removeItem(atPath: config.scratchDirectory) }
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for session in try await SampleSessions.recordAll(atLeast: atLeast, in: config) {
      let target = (output as NSString).appendingPathComponent("\(session.name).ttlog")
      try OutputFile.removeForReplacing(target)
      try FileManager.default.copyItem(atPath: session.path, toPath: target)
      print("\(target): \(session.actions) actions, \(session.fileBytes) bytes")
    }
  }
}
