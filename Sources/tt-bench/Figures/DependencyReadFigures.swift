import AppRootSample
import Replay
import SampleSupport
import SplitViewSample

/// What a recorded dependency read costs in the compressed log — the two samples whose
/// reducers read a UUID or a date, recorded with reads and without, as scripted and played on to
/// 1,000 actions. Sizes are deterministic, so one run.
@MainActor
enum DependencyReadFigures {
  static func placeholder(_ name: String, long: Bool) -> Figure {
    Figure(
      group: "reads", name: "log.bytes_per_read.\(name)\(long ? "_1000" : "")",
      title: "bytes/dependency read, \(name)\(long ? ", 1,000 actions" : "")", unit: "B",
      goal: .atMost(16), repetitions: 1)
  }

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    for long in [false, true] {
      let names = [SplitViewSession.name, AppRootSession.name]
      await sink.measure(names.map { placeholder($0, long: long) }) {
        let minimum = long ? (config.quick ? 200 : 1_000) : 0
        return [
          try await figure(SplitViewSession.self, minimum: minimum, long: long, config),
          try await figure(AppRootSession.self, minimum: minimum, long: long, config),
        ]
      }
    }
  }

  private static func figure<Sample: NavigationSample>(
    _ sample: Sample.Type, minimum: Int, long: Bool, _ config: BenchConfig
  ) async throws -> Figure {
    let with = try await SampleSessions.record(
      sample, redaction: .default, atLeast: minimum, fixedClock: true, in: config)
    let without = try await SampleSessions.record(
      sample, redaction: .default, atLeast: minimum, recordsReads: false, in: config)
    let timeline = try Timeline(path: with.path)
    var reads = 0
    for entry in try timeline.entries(from: timeline.firstSeq, to: timeline.lastSeq) {
      if case .action(let action) = entry.record { reads += action.reads.count }
    }
    var figure = placeholder(sample.name, long: long)
    figure.value = Double(with.fileBytes - without.fileBytes) / Double(max(reads, 1))
    figure.note =
      "\(reads) reads in \(with.actions) actions: \(with.fileBytes) B with reads, "
      + "\(without.fileBytes) B recorded without them (Recorder.Options.recordsDependencyReads "
      + "off), both on a fixed 250 ms clock"
    return figure
  }
}
