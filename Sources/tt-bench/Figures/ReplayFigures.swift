import ActionLog
import ComposableStoreRecording
import Foundation
import JSONTree
import Replay
import ToolSupport

/// Random seek latency by log length, one step back, reducer replay, seek memory.
@MainActor
enum ReplayFigures {
  static func seekPlaceholder(_ actions: Int, goal: Figure.Goal?) -> Figure {
    Figure(
      group: "replay", name: "replay.seek_us.\(label(actions))",
      title: "random state(at:), \(label(actions))-action log", unit: "µs", goal: goal,
      repetitions: 0)
  }

  static let stepPlaceholder = Figure(
    group: "replay", name: "replay.step_back_us", title: "one step back from a warm position",
    unit: "µs", goal: .ratioAtMost(1), repetitions: 0)

  static let stepRunPlaceholder = Figure(
    group: "replay", name: "replay.step_back_run_us", title: "20 steps back in a row, per step",
    unit: "µs", goal: nil, repetitions: 0)

  static let replayPlaceholder = Figure(
    group: "replay", name: "replay.reducer_actions_per_s",
    title: "reducer replay, 4 samples played to 1,000 actions", unit: "actions/s",
    goal: .atLeast(100_000), repetitions: 0)

  static let replayRatioPlaceholder = Figure(
    group: "replay", name: "replay.reducer_vs_decoding",
    title: "reducer replay ÷ JSONDecoder alone",
    unit: "actions/s", goal: .ratioAtLeast(5), repetitions: 0)

  static let replayOneThreadPlaceholder = Figure(
    group: "replay", name: "replay.reducer_one_thread_actions_per_s",
    title: "reducer replay on one thread (readsAhead off)", unit: "actions/s", goal: nil,
    repetitions: 0)

  static let replaySharePlaceholder = Figure(
    group: "replay", name: "replay.reducer_share",
    title: "reducer replay: the app's reducer's share",
    unit: "%", goal: nil, repetitions: 0)

  static let rssPlaceholder = Figure(
    group: "replay", name: "replay.seek_peak_rss_mb", title: "peak RSS seeking randomly, big log",
    unit: "MB", goal: .atMost(64), repetitions: 0)

  static func label(_ actions: Int) -> String {
    actions >= 1_000_000 && actions % 1_000_000 == 0
      ? "\(actions / 1_000_000)M" : actions % 1000 == 0 ? "\(actions / 1000)k" : "\(actions)"
  }

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    let sizes = config.seekSizes
    let placeholders = sizes.enumerated().map { index, actions in
      seekPlaceholder(actions, goal: index == sizes.count - 1 ? .ratioAtMost(1.5) : nil)
    }
    await sink.measure(placeholders) { try seekLatency(config, placeholders: placeholders) }
    await sink.measure([stepPlaceholder, stepRunPlaceholder]) { try stepBack(config) }
    await sink.measure([
      replayPlaceholder, replayRatioPlaceholder, replayOneThreadPlaceholder, replaySharePlaceholder,
    ]) {
      try await reducerReplay(config)
    }
    await sink.measure([rssPlaceholder]) { [try seekRSS(config)] }
  }

  static func seekLatency(_ config: BenchConfig, placeholders: [Figure]) throws -> [Figure] {
    var latencies: [Double] = []
    var notes: [String] = []
    for actions in config.seekSizes {
      let path = try LogCache.log(actions: actions, size: .medium, in: config)
      var costs: [Double] = []
      var blocks = 0
      for repetition in 0..<config.repetitions {
        let timeline = try Timeline(path: path)
        blocks = timeline.keyframeCount
        var random = SeededGenerator(seed: 100 + UInt64(repetition))
        let seqs = (0..<config.seeks).map { _ in
          UInt64.random(in: timeline.firstSeq...timeline.lastSeq, using: &random)
        }
        costs.append(
          try Cost.of { for seq in seqs { _ = try timeline.state(at: seq) } }.wall
            / Double(config.seeks))
      }
      latencies.append(median(costs) / 1000)
      notes.append("\(blocks) blocks")
    }
    var figures = placeholders
    for index in figures.indices {
      figures[index].value = latencies[index]
      figures[index].repetitions = config.repetitions
      if index > 0 {
        figures[index].baselines = [
          .init(name: "\(label(config.seekSizes[0]))-action log", value: latencies[0])
        ]
      }
      figures[index].note =
        "\(config.seeks) seeded random seqs per rep on a fresh Timeline (medium state), "
        + notes[index]
    }
    return figures
  }

  /// `state(at: s - 1)` right after `state(at: s)`, beside `JSONPatch.apply` of the delta
  /// between the two states; then 20 steps back in a row, per step.
  static func stepBack(_ config: BenchConfig) throws -> [Figure] {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    let timeline = try Timeline(path: path)
    var random = SeededGenerator(seed: 5)
    var steps: [Double] = []
    var runs: [Double] = []
    var patches: [Double] = []
    let trials = config.quick ? 50 : 400
    let run: UInt64 = 20
    for _ in 0..<trials {
      let seq = UInt64.random(in: (timeline.firstSeq + run)...timeline.lastSeq, using: &random)
      let current = try timeline.state(at: seq)
      var start = CPUClock.wallNanoseconds()
      let previous = try timeline.state(at: seq - 1)
      steps.append(Double(CPUClock.wallNanoseconds() - start))
      for back in 2...run {
        start = CPUClock.wallNanoseconds()
        _ = try timeline.state(at: seq - back)
        runs.append(Double(CPUClock.wallNanoseconds() - start))
      }
      let delta = JSONPatch.diff(from: previous, to: current)
      start = CPUClock.wallNanoseconds()
      let rebuilt = try JSONPatch.apply(delta, to: previous)
      patches.append(Double(CPUClock.wallNanoseconds() - start))
      guard rebuilt == current else { throw BenchError("the delta of seq \(seq) did not apply") }
    }
    let patch = Figure.Baseline(name: "JSONPatch.apply of one delta", value: median(patches) / 1000)
    var figure = stepPlaceholder
    figure.value = median(steps) / 1000
    figure.baselines = [patch]
    figure.repetitions = trials
    figure.note = "median of \(trials) random seqs in the big log (medium state), each warmed first"
    var runFigure = stepRunPlaceholder
    runFigure.value = median(runs) / 1000
    runFigure.baselines = [patch]
    runFigure.repetitions = trials
    let crossings = runs.filter { $0 > 100_000 }.count
    runFigure.note =
      "then steps 2…\(run) back from the same seqs, median of all \(runs.count) single steps: "
      + "the first few are cached states, the rest one inverse patch each; \(crossings) steps "
      + "crossed into an uncached earlier block and walked it (mean of all steps "
      + String(format: "%.1f", runs.reduce(0, +) / Double(max(runs.count, 1)) / 1000) + " µs)"
    return [figure, runFigure]
  }

  /// Reducer replay over the four samples played to 1,000 actions each, beside
  /// Foundation's `JSONDecoder` decoding the same actions and states alone; then each of replay's
  /// steps timed alone, for the reducer's share.
  static func reducerReplay(_ config: BenchConfig) async throws -> [Figure] {
    let minimum = config.quick ? 200 : 1_000
    let sessions = try await SampleSessions.recordAll(atLeast: minimum, in: config)
    var diverged: [String] = []
    for session in sessions where try session.replay(true).diverged {
      diverged.append(session.name)
    }
    let rounds = max(config.replayRounds / 40, 1)
    var rates: [Double] = []
    var oneThreadRates: [Double] = []
    var checkedPerRound = 0
    // Two threads (the default) and one, interleaved so both see the same load.
    for _ in 0..<config.repetitions {
      for readsAhead in [true, false] {
        var checked = 0
        let cost = try Cost.of {
          for _ in 0..<rounds {
            for session in sessions { checked += try session.replay(readsAhead).checked }
          }
        }
        checkedPerRound = checked / rounds
        let rate = Double(checked) / (cost.wall / 1e9)
        if readsAhead { rates.append(rate) } else { oneThreadRates.append(rate) }
      }
    }
    // The decoding baseline: Foundation's `JSONDecoder` on the same actions and states, with no log
    // to read, no reducer to run, no encoding and no comparison.
    let decoding = try sessions.map { try $0.foundationDecoding() }
    var decodingRates: [Double] = []
    for _ in 0..<config.repetitions {
      var actions = 0
      let cost = try Cost.of {
        for _ in 0..<rounds {
          for decode in decoding { actions += try decode() }
        }
      }
      decodingRates.append(Double(actions) / (cost.wall / 1e9))
    }
    var phases: [String: [Double]] = [:]
    for _ in 0..<config.repetitions {
      var total: [String: Double] = [:]
      for session in sessions {
        for (name, value) in try session.replayPhases() { total[name, default: 0] += value }
      }
      for (name, value) in total {
        phases[name, default: []].append(value / Double(sessions.count))
      }
    }
    let rate = median(rates)
    let baseline = Figure.Baseline(
      name: "Foundation JSONDecoder alone (each action and the state after it)",
      value: median(decodingRates))
    let note =
      "ReducerReplay(reducer, timeline:).run() over all 4 sample logs, each played to ≥ \(minimum) "
      + "actions, × \(rounds) rounds per rep (\(checkedPerRound) actions per round; each run opens "
      + "its log afresh; default redaction: secrets replay as pseudonyms); wall clock, 2 threads: "
      + "the log is read, parsed and decoded on a second thread while the reducer runs "
      + "(readsAhead, the default; one thread: the replay.reducer_one_thread row)"
      + (diverged.isEmpty ? "" : "; diverged: \(diverged.joined(separator: ", "))")
    var figure = replayPlaceholder
    figure.value = rate
    figure.baselines = [baseline]
    figure.repetitions = config.repetitions
    figure.note = note
    var oneThreadFigure = replayOneThreadPlaceholder
    oneThreadFigure.value = median(oneThreadRates)
    oneThreadFigure.baselines = [baseline]
    oneThreadFigure.repetitions = config.repetitions
    oneThreadFigure.note =
      "the same replay with ReducerReplay.readsAhead off: everything on the caller's thread, "
      + "repetitions interleaved with the 2-thread ones"
    var ratioFigure = replayRatioPlaceholder
    ratioFigure.value = rate
    ratioFigure.baselines = [baseline]
    ratioFigure.repetitions = config.repetitions
    ratioFigure.note = "the same replay and baseline"
    // Each phase alone, µs per action (mean of the 4 logs); the reducer's share of a whole run.
    let perAction = 1e9 / max(rate, 1)
    let reduce = median(phases["reduce"] ?? [])
    var shareFigure = replaySharePlaceholder
    shareFigure.value = 100 * reduce / perAction
    shareFigure.repetitions = config.repetitions
    shareFigure.note =
      "of a whole replay's \(Format.number(perAction / 1000)) µs/action of wall time on 2 threads "
      + "(\(Format.number(1e6 / max(median(oneThreadRates), 1))) on one); each step alone, "
      + "µs/action: "
      + ReplayPhases.names.map { "\($0) \(Format.number(median(phases[$0] ?? []) / 1000))" }
      .joined(separator: ", ")
    return [figure, ratioFigure, oneThreadFigure, shareFigure]
  }

  static func seekRSS(_ config: BenchConfig) throws -> Figure {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    let seeks = config.quick ? 200 : 2_000
    let result = try ChildProcess.run(
      ChildProcess.selfExecutable, ["seek", path, "--count", "\(seeks)"])
    guard result.status == 0 else { throw BenchError("tt-bench seek exited with \(result.status)") }
    var figure = rssPlaceholder
    figure.value = Double(result.maxRSS) / 1_048_576
    figure.repetitions = 1
    figure.note =
      "child `tt-bench seek` doing \(seeks) random state(at:) on the big log; its own VmHWM "
      + "(wait4 ru_maxrss said \(result.waitMaxRSS / 1_048_576) MB, inherited from the parent)"
    return figure
  }
}
