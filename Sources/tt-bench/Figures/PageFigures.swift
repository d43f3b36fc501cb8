import ActionLog
import Foundation
import HeadlessBrowser
import LogFormat
import LogReading
import Replay
import TimelinePage

/// The `tt-debug html` page of a synthetic log — its size beside the log's decompressed
/// records, and, in headless Chromium, its time to interactive (beside `JSON.parse` of the same
/// data alone) and the cost of stepping and jumping in it.
@MainActor
enum PageFigures {
  static let size = Figure(
    group: "page", name: "page.size_mb", title: "tt-debug html page size", unit: "MB",
    goal: .ratioAtMost(1.5), repetitions: 0)
  /// Time to interactive and one step, measured together in the browser.
  static let browser = Figure.placeholders(
    group: "page",
    [
      ("page.interactive_ms", "page time to interactive, headless Chromium", "ms", .atMost(2000)),
      ("page.step_ms", "page: one step (→), script and layout", "ms", .atMost(16)),
    ])

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    let actions = config.quick ? 5_000 : 100_000
    var made: (page: String, bytes: Int)?
    await sink.measure([size]) {
      let (figure, page, bytes) = try sizeFigure(actions: actions, config: config)
      made = (page, bytes)
      return [figure]
    }
    guard let made else { return }
    guard HeadlessBrowser.binary != nil else {
      for var figure in browser {
        figure.note = "not measured: no chromium on the PATH (apt-get install chromium)"
        sink.skip(figure)
      }
      return
    }
    await sink.measure(browser) {
      try browserFigures(page: made.page, actions: actions, config: config)
    }
  }

  /// Writes the page of an `actions`-action medium log and compares it with the log.
  static func sizeFigure(actions: Int, config: BenchConfig) throws -> (Figure, String, Int) {
    let path = try LogCache.log(actions: actions, size: .medium, in: config)
    let file = try LogFile(path: path)
    var decompressed = 0
    for block in file.blocks {
      for record in try file.records(inBlock: block.index) { decompressed += record.line.count + 1 }
    }
    let start = CPUClock.wallNanoseconds()
    let timeline = try Timeline(path: path)
    let page = try TimelinePage(timeline: timeline, sourceName: "synthetic.ttlog")
    let seconds = Double(CPUClock.wallNanoseconds() - start) / 1e9
    let output = (config.scratchDirectory as NSString).appendingPathComponent("page.html")
    try Data(page.bytes).write(to: URL(fileURLWithPath: output))
    var figure = size
    figure.title = "tt-debug html page, \(ReplayFigures.label(actions))-action log"
    figure.value = Double(page.bytes.count) / 1e6
    figure.baselines = [
      .init(name: "the log's records, decompressed", value: Double(decompressed) / 1e6),
      .init(name: "the log file (compressed)", value: Double(file.fileSize) / 1e6),
    ]
    figure.repetitions = 1
    figure.note = "medium-state synthetic log; page made in \(Format.fixed(seconds, decimals: 1)) s"
    return (figure, output, page.bytes.count)
  }

  static func browserFigures(page: String, actions: Int, config: BenchConfig)
    throws -> [Figure]
  {
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let parseOnly = (config.scratchDirectory as NSString).appendingPathComponent("parse.html")
    try PageProbe.parseOnlyPage(html).write(toFile: parseOnly, atomically: true, encoding: .utf8)
    let stepping = (config.scratchDirectory as NSString).appendingPathComponent("steps.html")
    try html.replacingOccurrences(of: "</body>", with: PageProbe.stepScript + "</body>")
      .write(toFile: stepping, atomically: true, encoding: .utf8)

    let repetitions = max(config.repetitions, 3)
    var ready: [Double] = []
    var parse: [Double] = []
    var steps: [Double] = []
    var jumps: [Double] = []
    for _ in 0..<repetitions {
      ready.append(try PageProbe.attribute("data-ready", of: page)[0])
      parse.append(try PageProbe.attribute("data-ready", of: parseOnly)[0])
      let costs = try PageProbe.attribute("data-bench", of: stepping)
      steps.append(costs[0])
      jumps.append(costs[1])
    }
    var interactiveFigure = browser[0]
    interactiveFigure.value = median(ready)
    interactiveFigure.baselines = [
      .init(name: "JSON.parse of the same data alone", value: median(parse))
    ]
    interactiveFigure.repetitions = repetitions
    interactiveFigure.note =
      "performance.now() when the page is drawn and answers keys, navigation start = 0; "
      + "\(ReplayFigures.label(actions))-action log"
    var stepFigure = browser[1]
    stepFigure.value = median(steps)
    stepFigure.baselines = [.init(name: "a jump to a random seq", value: median(jumps))]
    stepFigure.repetitions = repetitions
    stepFigure.note =
      "200 steps from the middle, 50 random jumps; state tree, list and timeline redrawn"
    return [interactiveFigure, stepFigure]
  }
}
