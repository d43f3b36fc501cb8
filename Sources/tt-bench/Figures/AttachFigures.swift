import ActionLog
import ComposableStore
import ComposableStoreLink
import ComposableStoreRecording
import DebugLink
import Foundation
import ToolSupport

/// `tt-debug attach`'s four figures, each beside a baseline of the same run: a record from the
/// app's store to attach's mirror (beside following the app's own file), a jump's round trip
/// (beside `sync`'s), the app's in-memory replay to a seq (beside a plain reduce loop), and the
/// store thread's CPU per action with the link (beside plain recording).
@MainActor
enum AttachFigures {
  static let placeholders = Figure.placeholders(
    group: "attach",
    [
      (
        "attach.record_to_screen_median_ms", "attach: action → entry read from mirror, median",
        "ms", .atMost(20)
      ),
      ("attach.record_to_screen_p99_ms", "attach: action → entry read from mirror, p99", "ms", nil),
      ("attach.jump_rtt_median_ms", "attach: jump round trip, median", "ms", .atMost(50)),
      ("attach.replay_to_seq_ms", "app: replayed state at a seq, median", "ms", .atMost(200)),
      (
        "attach.store_thread_ratio", "store-thread CPU/action with the link", "µs",
        .ratioAtMost(1.2)
      ),
    ])

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    let seconds = config.quick ? 3 : 20
    // One run each with --quick, which CI runs: the path is exercised, the figure is not judged.
    let runs = config.quick ? 1 : config.repetitions
    await sink.measure(Array(placeholders[0...1])) {
      var linked: [[Double]] = []
      var direct: [[Double]] = []
      for _ in 0..<runs {
        linked.append(try AttachLatency.recordToEntry(config, seconds: seconds, viaLink: true))
        direct.append(try AttachLatency.recordToEntry(config, seconds: seconds, viaLink: false))
      }
      var figures = Array(placeholders[0...1])
      let note =
        "\(seconds) s at 1,000 actions/s, medium state, flush after each; from just before the "
        + "action is sent to its entry read by a TimelineTail polled every 10 ms (as attach "
        + "looks) on the mirror the link writes; terminal printing not included"
      for (index, fraction) in [0.5, 0.99].enumerated() {
        figures[index].value = median(linked.map { FollowFigures.percentile($0, fraction) })
        figures[index].baselines = [
          .init(
            name: "tail on the app's own file",
            value: median(direct.map { FollowFigures.percentile($0, fraction) }))
        ]
        figures[index].repetitions = runs
        figures[index].note = note
      }
      return figures
    }
    await sink.measure([placeholders[2]]) { [try await jumpRoundTrip(config)] }
    await sink.measure([placeholders[3]]) { [try replayToSeq(config)] }
    await sink.measure([placeholders[4]]) { [try storeThread(config)] }
  }

  static func jumpRoundTrip(_ config: BenchConfig) async throws -> Figure {
    let actions = config.quick ? 2_000 : 10_000
    let jumps = config.quick ? 20 : 100
    var travel: [Double] = []
    var sync: [Double] = []
    var differing = 0
    for repetition in 0..<config.repetitions {
      let run = try await AttachLatency.jumps(
        config, actions: actions, jumps: jumps, seed: 7 + UInt64(repetition))
      travel.append(median(run.travel))
      sync.append(median(run.sync))
      differing += run.differing
    }
    var figure = placeholders[2]
    figure.value = median(travel)
    figure.baselines = [.init(name: "sync → synced", value: median(sync))]
    figure.repetitions = config.repetitions
    figure.note =
      "\(actions) actions, Codable state; \(jumps) random seqs per rep: the mirror's state, "
      + "travel, the answer's state parsed and compared (\(differing) differed)"
    return figure
  }

  static func replayToSeq(_ config: BenchConfig) throws -> Figure {
    let count = config.quick ? 2_000 : 10_000
    let seeks = config.quick ? 10 : 50
    let actions = SyntheticUser.script(count: count, size: .medium, seed: 31)
    let path = config.scratch("attach-replay.ttlog")
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: SyntheticRecording.options)
    defer { recorder.close() }
    let root = TimeTravelRoot(initialState: StateSize.medium.initialState, recorder: recorder) {
      SyntheticFeature()
    }
    for (number, action) in actions.enumerated() {
      root.store.send(action)
      if number % 1024 == 1023 { recorder.flush() }
    }
    let first = root.newestSeq - UInt64(count) + 1
    var replayed: [Double] = []
    var looped: [Double] = []
    var random: UInt64 = 99
    for _ in 0..<config.repetitions {
      var times: (replay: [Double], loop: [Double]) = ([], [])
      for _ in 0..<seeks {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let index = Int((random >> 33) % UInt64(count))
        var start = CPUClock.wallNanoseconds()
        let state = try root.replayedState(at: first + UInt64(index))
        times.replay.append(Double(CPUClock.wallNanoseconds() - start) / 1e6)
        start = CPUClock.wallNanoseconds()
        var plain = StateSize.medium.initialState
        let feature = SyntheticFeature()
        for action in actions[0...index] { _ = feature.reduce(into: &plain, action: action) }
        times.loop.append(Double(CPUClock.wallNanoseconds() - start) / 1e6)
        guard plain == state else { throw BenchError("the replayed state differs at #\(index)") }
      }
      replayed.append(median(times.replay))
      looped.append(median(times.loop))
    }
    root.returnToLive()
    var figure = placeholders[3]
    figure.value = median(replayed)
    figure.baselines = [.init(name: "plain reduce loop", value: median(looped))]
    figure.repetitions = config.repetitions
    figure.note =
      "TimeTravelRoot.replayedState(at:) after \(count) actions, medium state; \(seeks) random "
      + "seqs per rep"
    return figure
  }

  static func storeThread(_ config: BenchConfig) throws -> Figure {
    let count = config.storeActions[.medium] ?? 1_000
    let actions = SyntheticUser.script(count: count, size: .medium, seed: 11)
    let path = config.scratch("attach-store.ttlog")
    var linked: [Cost] = []
    var plain: [Cost] = []
    for _ in 0..<config.repetitions {
      try? FileManager.default.removeItem(atPath: path)
      let recorder = try Recorder(path: path, options: SyntheticRecording.options)
      let root = TimeTravelRoot(initialState: StateSize.medium.initialState, recorder: recorder) {
        SyntheticFeature()
      }
      let attach = try AttachSide()
      let link = root.startLink(attach.settings)
      try attach.accept(mirroringTo: nil)
      linked.append(send(actions, recorder) { root.store.send($0) })
      link.stop()
      attach.close()
      recorder.close()

      try? FileManager.default.removeItem(atPath: path)
      let plainRecorder = try Recorder(path: path, options: SyntheticRecording.options)
      let store = Store(initialState: StateSize.medium.initialState) {
        SyntheticFeature().recording(to: plainRecorder)
      }
      plain.append(send(actions, plainRecorder) { store.send($0) })
      plainRecorder.close()
    }
    try? FileManager.default.removeItem(atPath: path)
    var figure = placeholders[4]
    figure.value = median(linked).thread / 1000
    figure.baselines = [.init(name: "recording, no link", value: median(plain).thread / 1000)]
    figure.repetitions = config.repetitions
    figure.note =
      "\(count) actions, medium state; store-thread CPU (CLOCK_THREAD_CPUTIME_ID) through a "
      + "TimeTravelRoot whose link streams to a drained in-process attach; the goal is the ratio"
    return figure
  }

  /// Sends `actions`, waiting for the recorder now and then so its queue never drops; the
  /// store thread's cost per action.
  private static func send(
    _ actions: [SyntheticAction], _ recorder: Recorder, _ body: (SyntheticAction) -> Void
  ) -> Cost {
    Cost.of {
      for (number, action) in actions.enumerated() {
        body(action)
        if number % 1024 == 1023 { recorder.flush() }
      }
      recorder.flush()
    }.per(actions.count)
  }
}
