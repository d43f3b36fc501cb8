import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import ToolSupport
import ValueCoding

/// The recorder's cost per action on the store's thread and in total, beside the bare
/// store and the `_printChanges`-equivalent logger; the RSS of a long recording. Goals: store
/// thread ≤ 0.015×, total ≤ 0.1× of the logger.
@MainActor
enum RecorderFigures {
  static func placeholders(_ size: StateSize) -> [Figure] {
    Figure.placeholders(
      group: "recorder",
      [
        (
          "recorder.store_thread_us.\(size.rawValue)",
          "store-thread CPU/action, \(size.rawValue) state", "µs", .ratioAtMost(0.015)
        ),
        (
          "recorder.total_cpu_us.\(size.rawValue)", "total CPU/action, \(size.rawValue) state",
          "µs", .ratioAtMost(0.1)
        ),
      ])
  }

  static let rssPlaceholder = Figure(
    group: "recorder", name: "recorder.rss_growth_mb", title: "recording RSS, big − small run",
    unit: "MB", goal: .atMost(32), repetitions: 0)

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    for size in StateSize.allCases {
      await sink.measure(placeholders(size)) { try perActionCost(size, config) }
    }
    await sink.measure([rssPlaceholder]) { [try recordingRSS(config)] }
  }

  /// Sends the same scripted actions to three stores and compares CPU per action.
  static func perActionCost(_ size: StateSize, _ config: BenchConfig) throws -> [Figure] {
    let count = config.storeActions[size] ?? 1_000
    let actions = SyntheticUser.script(count: count, size: size, seed: 11)
    var bare: [Cost] = []
    var logged: [Cost] = []
    var recorded: [Cost] = []
    var dropped: UInt64 = 0
    let path = config.scratch("per-action-\(size.rawValue).ttlog")
    for _ in 0..<config.repetitions {
      let bareStore = Store(initialState: size.initialState) { SyntheticFeature() }
      bare.append(Cost.of { for action in actions { bareStore.send(action) } }.per(count))

      let logSink = LogSink()
      let loggedStore = Store(initialState: size.initialState) {
        SyntheticFeature().printingChanges(to: logSink)
      }
      logged.append(Cost.of { for action in actions { loggedStore.send(action) } }.per(count))

      try? FileManager.default.removeItem(atPath: path)  // the last repetition's log
      let recorder = try Recorder(path: path, options: SyntheticRecording.options)
      let recordedStore = Store(initialState: size.initialState) {
        SyntheticFeature().recording(to: recorder)
      }
      // The waits below block on a semaphore, which costs the store's thread no CPU time.
      let total = Cost.of {
        for (number, action) in actions.enumerated() {
          recordedStore.send(action)
          // Wait for the worker now and then so the bounded queue never drops.
          if number % 1024 == 1023 { recorder.flush() }
        }
        recorder.close()
      }
      dropped += recorder.droppedCount
      recorded.append(total.per(count))
    }
    let (b, l, r) = (median(bare), median(logged), median(recorded))
    var figures = placeholders(size)
    let sizeNote =
      "\(count) actions × \(config.repetitions) reps; state ≈ "
      + "\(stateBytes(size)) B JSON; recorder dropped \(dropped)"
    figures[0].value = r.thread / 1000
    figures[0].baselines = [
      .init(name: "_printChanges", value: l.thread / 1000),
      .init(name: "bare store", value: b.thread / 1000),
    ]
    figures[0].repetitions = config.repetitions
    figures[0].note = sizeNote + "; store-thread CPU (CLOCK_THREAD_CPUTIME_ID) over all sends"
    figures[1].value = r.process / 1000
    figures[1].baselines = [
      .init(name: "_printChanges", value: l.process / 1000),
      .init(name: "bare store", value: b.process / 1000),
    ]
    figures[1].repetitions = config.repetitions
    figures[1].note = "process CPU (getrusage) from the first send to recorder.close()"
    return figures
  }

  static func stateBytes(_ size: StateSize) -> Int {
    ValueEncoder().encode(size.initialState).jsonBytes.count
  }

  /// Peak RSS of two `make-log` child processes, a short and a long recording.
  static func recordingRSS(_ config: BenchConfig) throws -> Figure {
    func run(_ actions: Int) throws -> ChildProcess.Outcome {
      let output = config.scratch("rss-\(actions).ttlog")
      defer { try? FileManager.default.removeItem(atPath: output) }
      let result = try ChildProcess.run(
        ChildProcess.selfExecutable,
        ["make-log", "--actions", "\(actions)", "--state", "medium", "--output", output])
      guard result.status == 0 else { throw BenchError("make-log exited with \(result.status)") }
      return result
    }
    let small = try run(config.rssSizes.small)
    // The big recording is the one that made the cached big log (same command, same child
    // measurement); re-recording it every run would cost minutes.
    let bigPath = try LogCache.log(actions: config.rssSizes.big, size: .medium, in: config)
    let big: Int
    let source: String
    if let cached = LogCache.generationRSS(of: bigPath) {
      (big, source) = (cached, "measured when the cached log was generated")
    } else {
      big = try run(config.rssSizes.big).maxRSS
      source = "measured now, kept for later runs"
      try? "\(big)".write(
        toFile: bigPath + ".rss\(LogCache.rssVersion)", atomically: true, encoding: .utf8)
    }
    var figure = rssPlaceholder
    figure.value = Double(big - small.maxRSS) / 1_048_576
    figure.repetitions = 1
    figure.note =
      "peak RSS (child's own VmHWM; wait4 ru_maxrss inherits the parent's) of child make-log --state medium: \(config.rssSizes.big) "
      + "actions \(big / 1_048_576) MB (\(source)), \(config.rssSizes.small) actions "
      + "\(small.maxRSS / 1_048_576) MB"
    return figure
  }
}
