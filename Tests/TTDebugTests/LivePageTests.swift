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
    do {
      #expect(attached.attach.wait { _, err in err.contains("live page is at ") })
      let line = try #require(
        attached.attach.stderr.split(separator: "\n").first { $0.contains("live page is at ") })
      let url = try #require(line.split(separator: " ").last.map(String.init))
      #expect(url.hasPrefix("http://127.0.0.1:"), "\(line)")
      return WebAttach(attached: attached, url: url)
    } catch {
      // The caller's defer does not exist yet: end attach here.
      attached.attach.end()
      throw error
    }
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
    _ = try browser.waitUntil(
      "Number(document.documentElement.dataset.liveRows) >= \(actions)", timeout: 60)
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
    _ = try browser.waitUntil(
      "document.documentElement.dataset.cursor === '\(target)'", timeout: 10)

    // Dragging along the timeline moves the app too: to where the drag ends.
    let chart =
      try browser.evaluate(
        "(() => { const b = document.querySelector('#chart').getBoundingClientRect(); return [b.left, b.top, b.width, b.height]; })()"
      ) as? [Double] ?? []
    try #require(chart.count == 4)
    let row = chart[1] + chart[3] - 12
    try browser.drag(
      from: (x: chart[0] + chart[2] * 0.5, y: row),
      to: (x: chart[0] + chart[2] * 0.7, y: row))
    #expect(
      attach.wait { out, _ in out.components(separatedBy: "page: jump").count > 2 },
      "\(attach.stdout)")
    let dragged = try #require(
      browser.waitUntil("document.documentElement.dataset.cursor", timeout: 10) as? String)
    #expect(
      attach.wait { out, _ in out.contains("app: at #\(dragged), its state is the log's") },
      "\(attach.stdout)")

    // jump @marker typed in the terminal moves the page's highlighted row.
    let marker = try #require(report.markers.first)
    let word = try #require(marker.text.split(separator: " ").first)
    attach.send("jump @\(word)\n")
    _ = try browser.waitUntil(
      "document.querySelector('#list .cur') && document.querySelector('#list .cur').dataset.seq === '\(marker.seq)'",
      timeout: 10)

    // Screenshots of the live state, wide and phone-sized.
    try FileManager.default.createDirectory(
      atPath: Self.artifacts, withIntermediateDirectories: true)
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

/// `tt-debug html --serve` of a log still being written, with no app; and what its server
/// answers to a request without the token or for another path.
@Suite("Served page", .serialized)
struct ServedPageTests {
  @Test func aLogBeingWrittenGrowsInThePageAndClicksMoveOnlyThePage() throws {
    guard HeadlessBrowser.binary != nil else {
      Issue.record("no chromium: apt-get install chromium")
      return
    }
    let folder = ScratchFolder.path("served-page")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let log = folder + "/live.ttlog"
    let session = try LiveSession(path: log)
    try session.act(3)
    let serve = try BackgroundProcess(
      CLIRunner.binary, ["html", "--serve", log, "--port", "0"], in: folder, name: "serve")
    defer { serve.end() }
    #expect(serve.wait { _, err in err.contains("live at http://127.0.0.1:") }, "\(serve.stderr)")
    let url = try #require(
      serve.stderr.split(separator: " ").first { $0.hasPrefix("http://") }.map {
        String($0.split(separator: "\n")[0])
      })
    let browser = try BrowserSession()
    defer { browser.close() }
    try browser.navigate(url)
    _ = try browser.waitUntil("document.documentElement.dataset.liveRows === '3'", timeout: 30)
    let origin = try browser.evaluate("performance.timeOrigin") as? Double
    // Records written now appear without a reload.
    try session.act(4)
    _ = try browser.waitUntil("document.documentElement.dataset.liveRows === '7'", timeout: 30)
    #expect(try browser.evaluate("performance.timeOrigin") as? Double == origin)
    #expect(
      try browser.evaluate("document.getElementById('app-at').textContent") as? String == "no app")
    try browser.click(selector: "#list [data-kind=action][data-seq='5']")
    _ = try browser.waitUntil("document.documentElement.dataset.cursor === '5'", timeout: 10)
    try session.close()
    _ = try browser.waitUntil(
      "document.getElementById('health').textContent === 'closed cleanly'", timeout: 30)
    #expect(browser.console.isEmpty, "\(browser.console)")

    // The server: the page only with its token, nothing but the page.
    let base = try #require(url.split(separator: "?").first.map(String.init))
    #expect(try HTTPProbe.status(of: base) == 403)
    #expect(
      try HTTPProbe.status(of: url.replacingOccurrences(of: "token=", with: "token=x")) == 403)
    #expect(try HTTPProbe.status(of: base + "etc/passwd?" + url.split(separator: "?")[1]) == 404)
    #expect(try HTTPProbe.status(of: url) == 200)
  }
}

/// One GET over a plain socket: the status code the server answered.
enum HTTPProbe {
  static func status(of url: String) throws -> Int {
    let rest = try #require(url.split(separator: "/", maxSplits: 3).dropFirst().first)
    let hostPort = rest.split(separator: ":")
    let port = try #require(UInt16(hostPort.last ?? ""))
    let path = "/" + (url.split(separator: "/", maxSplits: 3).dropFirst(2).first ?? "")
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    let request = Array(
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while answer.count < 64 {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += chunk[0..<count]
    }
    let line = String(decoding: answer, as: UTF8.self).split(separator: " ")
    return line.count > 1 ? Int(line[1]) ?? 0 : 0
  }
}
