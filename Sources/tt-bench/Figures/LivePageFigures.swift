import ActionLog
import ComposableStore
import ComposableStoreLink
import ComposableStoreRecording
import DebugLink
import DebugLinkWire
import Foundation
import HeadlessBrowser
import LogFormat
import ToolSupport

/// The live page of `tt-debug attach --web`, open in headless Chromium while an app records
/// 1,000 actions/s through the link: how soon a row shows after its action (beside the same
/// action's entry read from attach's mirror), attach's CPU beside the recorder worker's, and a
/// click in the page of a 100,000-action log (`html --serve`), beside the same click at 1,000.
@MainActor
enum LivePageFigures {
  static let placeholders = Figure.placeholders(
    group: "livepage",
    [
      (
        "livepage.update_median_ms", "live page: action → its row shown, median", "ms", .atMost(100)
      ),
      (
        "livepage.attach_cpu_vs_worker", "attach --web CPU while recording", "ms", .ratioAtMost(0.5)
      ),
      (
        "livepage.click_100k_ms", "live page, 100k actions: click → state shown", "ms", .atMost(200)
      ),
    ])

  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    guard let binary = ColdProcess.ttDebug, HeadlessBrowser.binary != nil else {
      for var figure in placeholders {
        figure.note = "not measured: needs tt-debug built beside tt-bench and chromium"
        sink.skip(figure)
      }
      return
    }
    await sink.measure(Array(placeholders[0...1])) { try updateFigures(binary, config) }
    await sink.measure([placeholders[2]]) { [try clickFigure(binary, config)] }
  }

  /// What one recording with the page open measured.
  struct Run {
    var page: [Double]
    var mirror: [Double]
    var attachCPU: Double
    var workerCPU: Double
  }

  static func updateFigures(_ binary: String, _ config: BenchConfig) throws -> [Figure] {
    let seconds = config.quick ? 3 : 60
    let runs = config.quick ? 1 : min(3, config.repetitions)
    var results: [Run] = []
    for _ in 0..<runs {
      // One retry: on a loaded machine a run can fail to start (the first attempt's error is
      // kept if the second fails too).
      do {
        results.append(try record(binary, config, seconds: seconds))
      } catch {
        guard let second = try? record(binary, config, seconds: seconds) else { throw error }
        results.append(second)
      }
    }
    var figures = Array(placeholders[0...1])
    figures[0].value = median(results.map { median($0.page) })
    figures[0].baselines = [
      .init(
        name: "the entry read from attach's mirror",
        value: median(results.map { median($0.mirror) }))
    ]
    figures[0].note =
      "\(seconds) s at 1,000 actions/s, medium state, a flush after each; from the action's "
      + "recorded wall time to its row in the page's DOM (the page's clock, the same machine)"
    figures[1].value = median(results.map(\.attachCPU)) / 1e6
    figures[1].baselines = [
      .init(name: "the recorder's worker thread", value: median(results.map(\.workerCPU)) / 1e6)
    ]
    figures[1].note =
      "the attach process (link, mirror, terminal lines, page feed, server) until the page "
      + "showed every row, beside the app's recorder worker over the same \(seconds) s"
    for index in figures.indices { figures[index].repetitions = runs }
    return figures
  }

  /// An app recording `seconds` × 1,000 actions through the link to `attach --web`, whose page
  /// is open in the browser.
  static func record(_ binary: String, _ config: BenchConfig, seconds: Int) throws -> Run {
    let mirror = config.scratch("livepage-mirror.ttlog")
    let appPath = config.scratch("livepage-app.ttlog")
    for path in [mirror, appPath] { try? FileManager.default.removeItem(atPath: path) }
    defer { for path in [mirror, appPath] { try? FileManager.default.removeItem(atPath: path) } }
    let attach = try ServingProcess(
      binary,
      [
        "attach", "--port", "0", "--web", "--web-port", "0", "--output", mirror, "--color", "never",
      ],
      scratch: config.scratchDirectory)
    defer { attach.end() }
    let address = try attach.printed(after: "TT_DEBUG_ATTACH=")
    let token = try attach.printed(after: "TT_DEBUG_TOKEN=")
    let url = try attach.printed(after: "live page is at ")
    let browser = try BrowserSession(width: 1400, height: 900)
    defer { browser.close() }
    try browser.navigate(url)

    let count = seconds * 1_000
    let actions = SyntheticUser.script(count: count, size: .medium, seed: 53)
    let (recorder, found) = try ThreadCPU.started {
      try Recorder(
        path: appPath, options: Recorder.Options(session: SessionInfo(app: "tt-bench live page")))
    }
    guard let worker = found else {
      throw BenchError("could not tell the recorder's worker thread")
    }
    let root = TimeTravelRoot(initialState: StateSize.medium.initialState, recorder: recorder) {
      SyntheticFeature()
    }
    let link = root.startLink(
      LinkSettings(address: try LinkAddress(parsing: address), token: LinkToken(token)))
    defer {
      link.stop()
      recorder.close()
    }
    // The log begins with the first action, sent once the link is up; the page reloads itself
    // until then.
    try attach.wait(for: "the app connected")
    root.store.send(actions[0])
    recorder.flush()
    do {
      _ = try browser.waitUntil(
        "!!(window.ttLive && document.documentElement.dataset.ready)", timeout: 60)
    } catch {
      let title = (try? browser.evaluate("document.title + ' ' + location.href")) as? String
      throw BenchError("the page never showed the log (\(title ?? "?")): \(attach.stderr)")
    }
    let shown = try rows(browser)
    // Seq 1 was that first action: the measured ones are 2…count+1.
    let tail = TailClock(path: mirror, count: count + 1)
    tail.start()
    let attachStart = ProcessCPU.nanoseconds(of: attach.pid) ?? 0
    let workerStart = worker.nanoseconds
    var sent = [UInt64](repeating: 0, count: count)
    let start = CPUClock.wallNanoseconds()
    for (index, action) in actions.enumerated() {
      let due = start + UInt64(index) * 1_000_000
      let now = CPUClock.wallNanoseconds()
      if now < due { usleep(UInt32((due - now) / 1_000)) }
      sent[index] = CPUClock.wallNanoseconds()
      root.store.send(action)
      recorder.flush()
    }
    let workerCPU = Double(worker.nanoseconds - workerStart)
    let seen = tail.finish(waitingSeconds: 10)
    _ = try browser.waitUntil(
      "Number(document.documentElement.dataset.liveRows) >= \(shown + count)", timeout: 60)
    let attachCPU = Double((ProcessCPU.nanoseconds(of: attach.pid) ?? 0) - attachStart)
    guard let page = try browser.evaluate("window.ttLive.latencies") as? [Double] else {
      throw BenchError("the page kept no latencies")
    }
    var mirrored: [Double] = []
    for seq in 2...(count + 1) where seen[seq] > 0 {
      mirrored.append(Double(seen[seq] - sent[seq - 2]) / 1e6)
    }
    guard page.count * 100 >= count * 99, !mirrored.isEmpty else {
      throw BenchError("the page timed \(page.count) of \(count) rows")
    }
    return Run(page: page, mirror: mirrored, attachCPU: attachCPU, workerCPU: workerCPU)
  }

  private static func rows(_ browser: BrowserSession) throws -> Int {
    Int(
      try browser.evaluate("Number(document.documentElement.dataset.liveRows) || 0") as? Double ?? 0
    )
  }

  /// Clicks on rows of a served 100,000-action log's page, each timed in the page from the
  /// mouse press to the frame after the cursor's state was drawn; beside a 1,000-action log's.
  static func clickFigure(_ binary: String, _ config: BenchConfig) throws -> Figure {
    let actions = config.quick ? 5_000 : 100_000
    let clicks = config.quick ? 5 : 20
    let big = try clickTimes(binary, config, actions: actions, clicks: clicks)
    let small = try clickTimes(binary, config, actions: 1_000, clicks: clicks)
    var figure = placeholders[2]
    figure.title = "live page, \(ReplayFigures.label(actions)) actions: click → state shown"
    figure.value = median(big)
    figure.baselines = [.init(name: "the same click, 1,000 actions", value: median(small))]
    figure.repetitions = clicks
    figure.note =
      "html --serve of a medium-state synthetic log; \(clicks) clicks on rows spread over the "
      + "visible list, each from mousedown to the next frame after the state view was drawn"
    return figure
  }

  static func clickTimes(_ binary: String, _ config: BenchConfig, actions: Int, clicks: Int) throws
    -> [Double]
  {
    let log = try LogCache.log(actions: actions, size: .medium, in: config)
    let serve = try ServingProcess(
      binary, ["html", "--serve", log, "--port", "0"], scratch: config.scratchDirectory)
    defer { serve.end() }
    let url = try serve.printed(after: "live at ")
    let browser = try BrowserSession(width: 1400, height: 900)
    defer { browser.close() }
    try browser.navigate(url, timeout: 120)
    _ = try browser.waitUntil("!!document.documentElement.dataset.ready", timeout: 120)
    _ = try browser.evaluate(clickProbe)
    var times: [Double] = []
    for number in 0..<clicks {
      // A row in the visible list that is not the cursor's.
      let pick =
        "(() => { const rows = [...document.querySelectorAll('#list [data-kind=action]')]"
        + ".filter(r => { const b = r.getBoundingClientRect(); return b.top > 0 && b.bottom < innerHeight && !r.classList.contains('cur'); });"
        + " return rows.length ? rows[\(number) % rows.length].dataset.seq : null; })()"
      guard let seq = try browser.evaluate(pick) as? String else {
        throw BenchError("no row to click in the page of \(actions) actions")
      }
      _ = try browser.evaluate("window.ttClick = null")
      try browser.click(selector: "#list [data-kind=action][data-seq='\(seq)']")
      let time = try browser.waitUntil("window.ttClick", timeout: 10)
      guard let ms = time as? Double else { throw BenchError("the page timed no click") }
      times.append(ms)
    }
    return times
  }

  /// Times a click in the page: from the mouse press to the first frame after the cursor moved.
  static let clickProbe = """
    (() => {
      let pressed = 0;
      document.addEventListener('mousedown', () => { pressed = performance.now(); }, true);
      new MutationObserver(() => {
        if (!pressed) return;
        const from = pressed; pressed = 0;
        requestAnimationFrame(() => setTimeout(() => { window.ttClick = performance.now() - from; }, 0));
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-cursor'] });
      return true;
    })()
    """
}
