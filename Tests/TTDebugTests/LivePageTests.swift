import Foundation
import HeadlessBrowser
import JSONTree
import LogReading
import Testing
import ToolSupport

/// `tt-debug attach --web` in a real headless Chromium beside a sample app run with the link:
/// rows appear as the app writes them, a click moves the app and the terminal says so, a jump
/// typed in the terminal moves the page, Resume and Live work, and screenshots show it.
@Suite("Live page", .serialized)
struct LivePageTests {
  static var artifacts: String {
    CLIRunner.packageRoot.appendingPathComponent(".build/tt-debug-pages").path
  }

  /// attach with --web, waiting for an app; its launch settings and the page's address.
  struct WebAttach {
    var attached: AttachTests.Attached
    var url: String
  }

  static func startWebAttach(in folder: String) throws -> WebAttach {
    let attached = try AttachTests.startAttach(in: folder, extra: ["--web", "--web-port", "0"])
    let line = try #require(
      attached.attach.stderr.split(separator: "\n").first { $0.contains("live page is at ") })
    let url = try #require(line.split(separator: " ").last.map(String.init))
    #expect(url.hasPrefix("http://127.0.0.1:"), "\(line)")
    return WebAttach(attached: attached, url: url)
  }

  @Test func thePageFollowsTheAppAndMovesIt() throws {
    guard HeadlessBrowser.binary != nil else {
      Issue.record("no chromium: apt-get install chromium")
      return
    }
    let folder = ScratchFolder.path("live-page")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let web = try Self.startWebAttach(in: folder)
    let attach = web.attached.attach
    defer { attach.end() }
    let browser = try BrowserSession(width: 1400, height: 900)
    defer { browser.close() }
    // The page opens before the app starts: it waits, then shows the log as it is written.
    try browser.navigate(web.url)

    let sample = "tab-stack"
    let appLog = folder + "/app.ttlog"
    let app = try AttachTests.startApp(
      sample, log: appLog, in: folder, environment: web.attached.environment, pace: "100ms")
    defer { app.end() }
    let report = try RecordedLog(path: CLIRunner.packageRoot.path + "/samples/logs/\(sample).ttlog")
    let actions = report.actions.count
    // Rows arrive while the app runs: some first, then all of them, with no reload.
    _ = try browser.waitUntil(
      "document.querySelectorAll('#list [data-kind=action]').length >= 3", timeout: 60)
    let early = try browser.evaluate("performance.timeOrigin") as? Double
    #expect(app.wait { out, _ in out.contains("attach drives the app now") }, "\(app.stderr)")
    _ = try browser.waitUntil("Number(document.documentElement.dataset.liveRows) >= \(actions)", timeout: 60)
    // The same document all along: no reload.
    #expect(try browser.evaluate("performance.timeOrigin") as? Double == early)
    let latencies = try #require(browser.evaluate("window.ttLive.latencies") as? [Double])
    #expect(!latencies.isEmpty)

    // A click on row N moves the app to N, and the terminal prints it.
    let target: UInt64 = 4
    try browser.click(selector: "#list [data-kind=action][data-seq='\(target)']")
    #expect(attach.wait { out, _ in out.contains("page: jump \(target)") }, "\(attach.stdout)")
    #expect(
      attach.wait { out, _ in out.contains("app: at #\(target), its state is the log's") },
      "\(attach.stdout)\(attach.stderr)")
    _ = try browser.waitUntil("document.documentElement.dataset.cursor === '\(target)'", timeout: 10)

    // jump @marker typed in the terminal moves the page's highlighted row.
    let marker = try #require(report.markers.first)
    let word = try #require(marker.text.split(separator: " ").first)
    attach.send("jump @\(word)\n")
    _ = try browser.waitUntil(
      "document.querySelector('#list .cur') && document.querySelector('#list .cur').dataset.seq === '\(marker.seq)'",
      timeout: 10)

    // Screenshots of the live state, wide and phone-sized.
    try FileManager.default.createDirectory(atPath: Self.artifacts, withIntermediateDirectories: true)
    let wide = Self.artifacts + "/live-page-1400x900.png"
    try browser.screenshot(to: wide)
    try browser.setViewport(width: 390, height: 844, mobile: true)
    let narrow = Self.artifacts + "/live-page-390x844.png"
    try browser.screenshot(to: narrow)
    #expect(try PNGSize.of(wide) == (1400, 900))
    #expect(try PNGSize.of(narrow).0 == 390)
    try browser.setViewport(width: 1400, height: 900)

    // Live returns the app to its newest state; the terminal and the page say so.
    try browser.click(selector: "#go-live")
    #expect(attach.wait { out, _ in out.contains("app: live again at #") }, "\(attach.stdout)")
    _ = try browser.waitUntil(
      "document.getElementById('app-at').textContent.endsWith('live')", timeout: 10)
    attach.send("quit\n")
    attach.closeInput()
    #expect(attach.exitStatus() == 0, "\(attach.stderr)")
    #expect(app.exitStatus() == 0, "\(app.stderr)")
    let verify = try CLIRunner.run(["verify", appLog], stateHome: folder + "/state")
    #expect(verify.exitCode == 0, "\(verify.stdout)")
  }
}

/// A PNG's width and height, from its IHDR chunk.
enum PNGSize {
  static func of(_ path: String) throws -> (Int, Int) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    guard bytes.count > 24, bytes[0] == 0x89, bytes[1] == 0x50 else { return (0, 0) }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }
}
