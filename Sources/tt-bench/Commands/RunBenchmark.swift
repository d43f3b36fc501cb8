import ArgumentParser
import Foundation
import LogFormat

/// `tt-bench` (default): measures every figure and prints one table.
struct RunBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Measure every figure beside its baselines and print one table.",
    discussion: """
      Run in release mode: swift run -c release tt-bench
      Generated logs are cached under $TMPDIR/tt-bench-cache and reused by later runs.
      """)

  @Flag(help: "Small sizes and few repetitions (under a minute); asserts nothing about time.")
  var quick = false

  @Option(name: .customLong("json"), help: "Also write the figures as JSON to this file.")
  var jsonPath: String?

  @Option(help: "Repetitions per median (default 5, or 2 with --quick).")
  var repetitions: Int?

  @Option(
    name: .customLong("only"),
    help: "Measure only these figure groups (\(Self.groupList)); repeat or comma-separate.")
  var onlyGroups: [String] = []

  @Option(
    name: .customLong("figure"),
    help: "Measure only the figures whose name starts with this, e.g. replay.reducer; repeatable.")
  var figurePrefixes: [String] = []

  /// The figure groups, named for what they measure, in the order they run.
  static var groups:
    [(name: String, title: String, measure: (BenchConfig, FigureSink) async -> Void)]
  {
    [
      ("file", "the log file", LogFileFigures.measure),
      ("recorder", "the recorder", RecorderFigures.measure),
      ("replay", "replay", ReplayFigures.measure),
      ("show", "tt-debug show on a big log", CLIFigures.measure),
      ("info", "tt-debug info's CRC pass", InfoFigures.measure),
      ("page", "the html page", PageFigures.measure),
      ("reads", "dependency reads", DependencyReadFigures.measure),
      (
        "test", "test generation and served tests",
        { config, sink in
          await TestGenerationFigures.measure(config, into: sink)
          await ServedTestFigures.measure(config, into: sink)
        }
      ),
      ("follow", "following a log being written", FollowFigures.measure),
      ("shrink", "shrinking long sessions", ShrinkFigures.measure),
      ("attach", "tt-debug attach and time travel", AttachFigures.measure),
      ("livepage", "the live page of attach --web and html --serve", LivePageFigures.measure),
    ]
  }

  /// The groups' names, comma-separated.
  static var groupList: String { groups.map(\.name).joined(separator: ", ") }

  func validate() throws {
    if let repetitions, repetitions < 1 {
      throw ValidationError("--repetitions must be at least 1")
    }
    let known = Set(Self.groups.map(\.name))
    if let unknown = selectedGroups.first(where: { !known.contains($0) }) {
      throw ValidationError(
        "--only: no group '\(unknown)'; the groups are \(Self.groupList), e.g. --only replay,follow"
      )
    }
  }

  /// The groups named by `--only` (every group when empty).
  private var selectedGroups: Set<String> {
    Set(onlyGroups.flatMap { $0.split(separator: ",") }.map(String.init))
  }

  private func measures(_ group: String) -> Bool {
    onlyGroups.isEmpty || selectedGroups.contains(group)
  }

  func run() async throws {
    // Said before the figures are measured, not after.
    if let jsonPath {
      do {
        try OutputFile.check(jsonPath, force: true, suggesting: "figures.json")
      } catch {
        throw BenchError(error.line.replacingOccurrences(of: "--output", with: "--json"))
      }
    }
    let config = try BenchConfig.make(quick: quick, repetitions: repetitions)
    defer { try? FileManager.default.removeItem(atPath: config.scratchDirectory) }
    let sink = await MainActor.run { [figurePrefixes] in
      let sink = FigureSink()
      sink.namePrefixes = figurePrefixes
      return sink
    }
    say(quick ? "tt-bench --quick" : "tt-bench (release figures)")
    for group in Self.groups where measures(group.name) {
      say("\(group.name): \(group.title)")
      await group.measure(config, sink)
    }

    let figures = await sink.figures
    say("")
    say(Machine.current.line)
    say(TableReport.render(figures, repetitions: config.repetitions, quick: quick))
    if let jsonPath {
      try JSONReport.write(
        figures, repetitions: config.repetitions, quick: quick, to: jsonPath)
      say("wrote \(jsonPath)")
    }
    let errors = await sink.errors
    if !errors.isEmpty {
      say("\(errors.count) figure group(s) failed:")
      for error in errors { say("  \(error)") }
      throw ExitCode.failure
    }
  }
}
