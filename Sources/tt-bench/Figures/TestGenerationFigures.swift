import Foundation
import ToolSupport

/// `tt-debug test` over the four sample sessions played to 5,000 actions, as cold
/// processes, beside `tt-debug log --no-pager` reading the same logs: a test's cost should follow
/// the session's length, as reading it does.
@MainActor
enum TestGenerationFigures {
  static let placeholder = Figure(
    group: "test", name: "cli.test_samples_ms",
    title: "tt-debug test, 4 samples × 5,000 actions, cold processes", unit: "ms", goal: nil,
    repetitions: 0)

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    guard let binary = ColdProcess.ttDebug else {
      return ColdProcess.skip([placeholder], into: sink)
    }
    await sink.measure([placeholder]) {
      let actions = config.quick ? 1_000 : 5_000
      let logs = try await SampleSessions.recordAll(atLeast: actions, in: config).map(\.path)
      return [try time(binary, logs: logs, actions: actions, config)]
    }
  }

  static func time(_ binary: String, logs: [String], actions: Int, _ config: BenchConfig) throws
    -> Figure
  {
    let output = config.scratch("GeneratedTests.swift")
    func wall(_ arguments: [String]) throws -> Double { try ColdProcess.wall(binary, arguments) }
    var test: [Double] = []
    var listing: [Double] = []
    for _ in 0..<config.repetitions {
      var testWall = 0.0
      var listingWall = 0.0
      for log in logs {
        testWall += try wall([
          "test", log, "--store", "composable-store", "--output", output, "--force",
        ])
        listingWall += try wall(["log", log, "--no-pager"])
      }
      test.append(testWall)
      listing.append(listingWall)
    }
    var figure = placeholder
    figure.value = median(test) / 1e6
    figure.baselines = [
      .init(name: "tt-debug log --no-pager of the same logs", value: median(listing) / 1e6)
    ]
    figure.repetitions = config.repetitions
    figure.title =
      "tt-debug test, 4 samples × \(ReplayFigures.label(actions)) actions, cold processes"
    figure.note =
      "wall time spawn→exit of each process, summed over the four sample logs (page cache warm); "
      + "the test files are written to the scratch folder"
    return figure
  }
}
