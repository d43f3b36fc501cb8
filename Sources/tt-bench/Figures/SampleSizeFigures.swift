/// Bytes per action of the four sample sessions, beside the naive full-state
/// log, as scripted (~50 actions) and played on to 1,000 actions.
@MainActor
enum SampleSizeFigures {
  /// Goals: ≤ 1.5× naive for the scripted session (the fixed header and index are
  /// spread over ~50 records), ≤ 1.0× for 1,000 actions.
  static func placeholder(_ name: String, long: Bool) -> Figure {
    Figure(
      group: "file", name: "log.bytes_per_record.\(name)\(long ? "_1000" : "")",
      title: "bytes/action, \(name) sample\(long ? ", 1,000 actions" : "")",
      unit: "B", goal: .ratioAtMost(long ? 1.0 : 1.5), repetitions: 1)
  }

  static let sampleNames = ["split-view", "tab-stack", "app-root", "sign-up"]

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    for long in [false, true] {
      await sink.measure(sampleNames.map { placeholder($0, long: long) }) {
        let minimum = long ? (config.quick ? 200 : 1_000) : 0
        return try await SampleSessions.recordAll(atLeast: minimum, in: config).map { recorded in
          var figure = placeholder(recorded.name, long: long)
          figure.value = Double(recorded.fileBytes) / Double(max(recorded.actions, 1))
          figure.baselines = [
            .init(
              name: "naive full-state gzip NDJSON",
              value: Double(recorded.naiveBytes) / Double(max(recorded.actions, 1)))
          ]
          figure.note =
            "\(recorded.actions) actions\(long ? " (the script played again until 1,000)" : ""), "
            + "\(recorded.fileBytes) B file vs \(recorded.naiveBytes) B naive (header, keyframes, "
            + "effect events and index included); default level 6, one run (deterministic sizes)"
          return figure
        }
      }
    }
  }
}
