/// Issue 3: bytes per record of the four sample sessions, beside the naive full-state log.
@MainActor
enum SampleSizeFigures {
  static func placeholder(_ name: String) -> Figure {
    Figure(
      issue: 3, name: "log.bytes_per_record.\(name)", title: "bytes/record, \(name) sample",
      unit: "B", goal: .atMost(40), repetitions: 1)
  }

  static let sampleNames = ["split-view", "tab-stack", "app-root", "sign-up"]

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    await sink.measure(sampleNames.map(placeholder)) {
      try await SampleSessions.recordAll(in: config).map { recorded in
        var figure = placeholder(recorded.name)
        figure.value = Double(recorded.fileBytes) / Double(max(recorded.actions, 1))
        figure.baselines = [
          .init(
            name: "naive full-state gzip NDJSON",
            value: Double(recorded.naiveBytes) / Double(max(recorded.actions, 1)))
        ]
        figure.note =
          "\(recorded.actions) actions, \(recorded.fileBytes) B file (header, keyframes, "
          + "effect events and index included); default level 6, one run (deterministic sizes)"
        return figure
      }
    }
  }
}
