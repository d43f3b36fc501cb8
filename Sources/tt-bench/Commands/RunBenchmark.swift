import ArgumentParser
import Foundation

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
    help:
      "Measure only the figures of these issues (\(Self.issueList(", "))); repeat or comma-separate."
  )
  var onlyIssues: [String] = []

  @Option(
    name: .customLong("figure"),
    help: "Measure only the figures whose name starts with this, e.g. replay.reducer; repeatable.")
  var figurePrefixes: [String] = []

  /// The figure groups, by the issue that set their goals, in the order they run.
  static var groups: [(issue: Int, title: String, measure: (BenchConfig, FigureSink) async -> Void)]
  {
    [
      (3, "the log file", LogFileFigures.measure),
      (4, "the recorder", RecorderFigures.measure),
      (5, "replay", ReplayFigures.measure),
      (6, "the CLI", CLIFigures.measure),
      (15, "damaged logs: info's CRC pass", InfoFigures.measure),
      (17, "the html page", PageFigures.measure),
      (23, "dependency reads", DependencyReadFigures.measure),
      (24, "test generation", TestGenerationFigures.measure),
      (25, "following a log being written", FollowFigures.measure),
    ]
  }

  /// The groups' issue numbers, joined by `separator`.
  static func issueList(_ separator: String) -> String {
    groups.map { String($0.issue) }.joined(separator: separator)
  }

  func validate() throws {
    if let repetitions, repetitions < 1 {
      throw ValidationError("--repetitions must be at least 1")
    }
    if !onlyIssues.isEmpty, issues.isEmpty || !issues.isSubset(of: Self.groups.map(\.issue)) {
      throw ValidationError(
        "--only takes issue numbers among \(Self.issueList(", ")), e.g. --only 4,5")
    }
  }

  /// The issues whose figures to measure, from `--only` (every issue when empty or invalid).
  private var issues: Set<Int> {
    Set(onlyIssues.flatMap { $0.split(separator: ",") }.compactMap { Int($0) })
  }

  private func measures(_ issue: Int) -> Bool {
    onlyIssues.isEmpty || issues.contains(issue)
  }

  func run() async throws {
    let config = try BenchConfig.make(quick: quick, repetitions: repetitions)
    defer { try? FileManager.default.removeItem(atPath: config.scratchDirectory) }
    let sink = await MainActor.run { [figurePrefixes] in
      let sink = FigureSink()
      sink.namePrefixes = figurePrefixes
      return sink
    }
    say(quick ? "tt-bench --quick" : "tt-bench (release figures)")
    for group in Self.groups where measures(group.issue) {
      say("issue \(group.issue): \(group.title)")
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
