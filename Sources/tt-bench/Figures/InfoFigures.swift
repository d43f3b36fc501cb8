import Foundation
import ToolSupport

/// `tt-debug info BIG` reads every block (a CRC pass) to learn whether the log is damaged;
/// what that costs beside inflating the same file with `gzip -dc` and a `show` that reads one block.
@MainActor
enum InfoFigures {
  static let placeholder = Figure(
    group: "info", name: "cli.info_big_ms", title: "tt-debug info BIG (CRC pass), cold process",
    unit: "ms", goal: nil, repetitions: 0)

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    let gzip = ["/usr/bin/gzip", "/bin/gzip"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let binary = ColdProcess.ttDebug, let gzip else {
      var figure = placeholder
      figure.note =
        "not measured: needs tt-debug next to tt-bench (swift build -c release --product "
        + "tt-debug) and gzip"
      sink.skip(figure)
      return
    }
    await sink.measure([placeholder]) { [try infoTime(binary, gzip: gzip, config)] }
  }

  static func infoTime(_ binary: String, gzip: String, _ config: BenchConfig) throws -> Figure {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    let seq = config.bigLogActions * 98 / 100
    func wall(_ executable: String, _ arguments: [String]) throws -> Double {
      try ColdProcess.wall(executable, arguments)
    }
    let repetitions = max(config.repetitions, 3)
    var info: [Double] = []
    var inflate: [Double] = []
    var show: [Double] = []
    for _ in 0..<repetitions {
      info.append(try wall(binary, ["info", path]))
      inflate.append(try wall(gzip, ["-dc", path]))
      show.append(try wall(binary, ["show", path, "\(seq)"]))
    }
    var figure = placeholder
    figure.value = median(info) / 1e6
    figure.baselines = [
      .init(name: "gzip -dc BIG > /dev/null", value: median(inflate) / 1e6),
      .init(name: "tt-debug show BIG \(seq) (one block)", value: median(show) / 1e6),
    ]
    figure.repetitions = repetitions
    figure.title = "tt-debug info BIG (CRC pass over every block), cold process"
    figure.note =
      "wall time spawn→exit (page cache warm), \(CLIFigures.label(config.bigLogActions))-action "
      + "medium log; info inflates every block once, as gzip -dc does"
    return figure
  }
}
