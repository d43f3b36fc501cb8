import Foundation
import Replay
import SampleSupport
import TabStackSample
import ToolSupport

/// Shrinking long seeded tab-stack walks to the few steps a planted bug needs (``SessionShrink``).
///
/// Each case's walk never taps the first tab's detail button except at `first` planted points
/// (the last `pushes` of them together near the end), and its bug is "the first tab was asked
/// `first` times, the second `second` times, and `pushes` first details are on the stack". The
/// smallest trigger is known by construction: `first + second + pushes` steps (the taps, and the
/// pushes their effects sent); every 1-minimal sub-session is that small.
@MainActor
enum ShrinkFigures {
  struct Case {
    var actions: Int
    var seed: UInt64
    var first: Int
    var second: Int
    var pushes: Int
    var minimum: Int { first + second + pushes }
  }

  static func cases(quick: Bool) -> [Case] {
    let shapes = [(2, 1, 1), (3, 2, 2), (4, 0, 3), (1, 3, 1)]
    let sizes = quick ? [300, 1_000] : [1_000, 5_000]
    return sizes.enumerated().flatMap { size, actions in
      shapes.enumerated().map { index, shape in
        Case(
          actions: actions, seed: UInt64(size * shapes.count + index + 1), first: shape.0,
          second: shape.1, pushes: shape.2)
      }
    }
  }

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    let cases = cases(quick: config.quick)
    let placeholders =
      cases.indices.map { placeholder(cases[$0], index: $0) } + [timeFigure(cases), minimalFigure]
    await sink.measure(placeholders) {
      var figures: [Figure] = []
      var longest: [Double] = []
      var minimal = 0
      for (index, shrinkCase) in cases.enumerated() {
        let log = try await record(shrinkCase, in: config)
        var walls: [Double] = []
        var result: ShrinkResult?
        for _ in 0..<config.repetitions {
          let cost = try Cost.of {
            result = try SessionShrink(
              ReducerReplay(TabStackFeature(), timeline: log),
              bug: .predicate(bug(shrinkCase))
            ).run()
          }
          walls.append(cost.wall)
        }
        guard let result else { throw BenchError("no shrink ran") }
        if result.isOneMinimal { minimal += 1 }
        if shrinkCase.actions == cases.last?.actions { longest.append(median(walls)) }
        var figure = placeholder(shrinkCase, index: index)
        figure.value = Double(result.keptSeqs.count)
        figure.baselines = [.init(name: "known minimum", value: Double(shrinkCase.minimum))]
        figure.repetitions = config.repetitions
        figure.note =
          "\(result.isOneMinimal ? "1-minimal" : "NOT 1-minimal"), \(result.replays) replays, "
          + "\(Format.number(median(walls) / 1e6)) ms (median); kept \(result.only)"
        figures.append(figure)
      }
      var time = timeFigure(cases)
      time.value = (longest.max() ?? 0) / 1e6
      time.repetitions = config.repetitions
      var oneMinimal = minimalFigure
      oneMinimal.value = Double(minimal)
      oneMinimal.repetitions = config.repetitions
      return figures + [time, oneMinimal]
    }
  }

  /// The planted bug of a case.
  static func bug(_ shrinkCase: Case) -> (TabStackFeature.State) -> Bool {
    { state in
      let firstDetails = state.path.filter {
        if case .firstDetail = $0 { true } else { false }
      }
      return state.tabs.first.detailRequests >= shrinkCase.first
        && state.tabs.second.detailRequests >= shrinkCase.second
        && firstDetails.count >= shrinkCase.pushes
    }
  }

  /// Records a case's walk: the first taps spread over the session, the last `pushes` of them
  /// together near its end.
  static func record(_ shrinkCase: Case, in config: BenchConfig) async throws -> Timeline {
    var generator = SeededGenerator(seed: shrinkCase.seed)
    let spread = (0..<(shrinkCase.first - shrinkCase.pushes)).map { _ in
      shrinkCase.actions / 20 + generator.next(below: shrinkCase.actions * 17 / 20)
    }
    let together = Array(repeating: shrinkCase.actions * 19 / 20, count: shrinkCase.pushes)
    var walk = TabStackWalk(generator: generator, firstTabTapsAt: spread + together)
    let path = config.scratch("shrink-\(shrinkCase.actions)-\(shrinkCase.seed).ttlog")
    try? FileManager.default.removeItem(atPath: path)  // a scratch log from an earlier run
    let recorded = try await TabStackSession.record(to: path, actions: shrinkCase.actions) {
      await walk.step($0, reduced: $1)
    }
    if let error = recorded.error { throw BenchError("recording a walk: \(error)") }
    return try Timeline(path: path)
  }

  static func placeholder(_ shrinkCase: Case, index: Int) -> Figure {
    Figure(
      group: "shrink", name: "shrink.case\(index + 1)_kept",
      title:
        "shrink: steps kept, \(ReplayFigures.label(shrinkCase.actions))-action walk, seed "
        + "\(shrinkCase.seed), trigger \(shrinkCase.first)+\(shrinkCase.second)"
        + "+\(shrinkCase.pushes)",
      unit: "steps", goal: .ratioAtMost(1.2), repetitions: 0)
  }

  static func timeFigure(_ cases: [Case]) -> Figure {
    Figure(
      group: "shrink", name: "shrink.longest_ms",
      title:
        "shrink: time of the slowest \(ReplayFigures.label(cases.last?.actions ?? 0))-action case",
      unit: "ms", goal: .atMost(30_000), repetitions: 0,
      note: "median wall time of SessionShrink.run(): reading the session, then every replay")
  }

  static let minimalFigure = Figure(
    group: "shrink", name: "shrink.one_minimal_cases", title: "shrink: cases found 1-minimal",
    unit: "of 8", goal: .atLeast(8), repetitions: 0)
}
