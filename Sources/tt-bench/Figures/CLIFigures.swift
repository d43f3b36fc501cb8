import Foundation
import Replay
import ToolSupport

/// `tt-debug show BIG SEQ` as a cold process, beside `tt-debug --version`.
@MainActor
enum CLIFigures {
  static let placeholder = Figure(
    group: "show", name: "cli.show_big_ms", title: "tt-debug show BIG <seq>, cold process",
    unit: "ms", goal: .ratioAtMost(2), repetitions: 0)

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    guard let binary = ColdProcess.ttDebug else {
      return ColdProcess.skip([placeholder], into: sink)
    }
    await sink.measure([placeholder]) { [try showTime(binary, config)] }
  }

  static func showTime(_ binary: String, _ config: BenchConfig) throws -> Figure {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    // 987654 in a 1M log; the same relative spot in a quick run's smaller log.
    let seq = config.bigLogActions >= 1_000_000 ? 987_654 : config.bigLogActions * 98 / 100
    func wall(_ arguments: [String]) throws -> Double { try ColdProcess.wall(binary, arguments) }
    let repetitions = config.repetitions * 2
    var show: [Double] = []
    var version: [Double] = []
    for _ in 0..<repetitions {
      show.append(try wall(["show", path, "\(seq)"]))
      version.append(try wall(["--version"]))
    }
    var figure = placeholder
    figure.value = median(show) / 1e6
    figure.baselines = [.init(name: "tt-debug --version", value: median(version) / 1e6)]
    figure.repetitions = repetitions
    figure.title = "tt-debug show BIG \(seq), cold process"
    figure.note =
      "wall time spawn→exit of a new process each time (page cache warm), "
      + "\(label(config.bigLogActions))-action medium log"
    return figure
  }

  static func label(_ actions: Int) -> String { ReplayFigures.label(actions) }
}
