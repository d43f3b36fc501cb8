import Foundation
import HeadlessBrowser
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The DevTools driver against a small page in headless Chromium: clicks and drags reach the
/// page's handlers, script values and exceptions come back, the viewport and screenshots have the
/// asked size, and closing leaves no process and no profile behind.
@Suite(
  .serialized,
  .enabled(
    if: HeadlessBrowser.binary != nil,
    "no chromium: install Debian's chromium (apt-get install chromium) or set TT_CHROMIUM"))
struct BrowserSessionTests {
  @Test func clickingTheButtonIncrementsTheCounter() throws {
    try withPage { browser in
      try browser.click(selector: "#add")
      try browser.click(selector: "#add")
      #expect(
        try browser.evaluate("document.getElementById('count').textContent") as? String == "2")
    }
  }

  @Test func aThrowingScriptIsAnErrorWithItsText() throws {
    try withPage { (browser: BrowserSession) throws in
      let error = #expect(throws: BrowserError.self) {
        try browser.evaluate("(() => { throw new Error('boom') })()")
      }
      #expect(error?.code == .script)
      #expect(error?.message.contains("Error: boom") == true, "\(String(describing: error))")
      #expect(try browser.evaluate("6 * 7", as: Int.self) == 42)
      #expect(try browser.evaluate("undefined") == nil)
      #expect(try browser.evaluate("Promise.resolve('later')") as? String == "later")
    }
  }

  @Test func waitUntilReturnsTheTruthyValueOrTimesOut() throws {
    try withPage { (browser: BrowserSession) throws in
      _ = try browser.evaluate("setTimeout(() => { window.ready = 'yes' }, 50); 0")
      #expect(try browser.waitUntil("window.ready", timeout: 10) as? String == "yes")
      let error = #expect(throws: BrowserError.self) {
        try browser.waitUntil("window.never", timeout: 0.2)
      }
      #expect(error?.code == .timeout)
      #expect(error?.message.contains("window.never") == true, "\(String(describing: error))")
    }
  }

  @Test func dragPressesMovesAndReleases() throws {
    try withPage { browser in
      let pad = try browser.centre(of: "#pad")
      try browser.drag(from: (pad.x - 100, pad.y), to: (pad.x + 100, pad.y), steps: 5)
      let seen = try browser.evaluate("window.seen", as: [String].self)
      let runs = seen.enumerated().filter { $0.offset == 0 || seen[$0.offset - 1] != $0.element }
        .map(\.element)
      #expect(runs == ["mousedown", "mousemove", "mouseup"], "\(seen)")
      #expect(seen.filter { $0 == "mousemove" }.count >= 5)
    }
  }

  @Test func keysAndTextReachTheFocusedInput() throws {
    try withPage { browser in
      try browser.click(selector: "#filter")
      try browser.type("abc")
      try browser.press("j")
      try browser.press("Enter")
      try browser.press("ArrowDown")
      #expect(try browser.evaluate("document.getElementById('filter').value") as? String == "abcj")
      #expect(
        try browser.evaluate("window.keys", as: [String].self) == ["j", "Enter", "ArrowDown"])
      #expect(throws: BrowserError.self) { try browser.press("NoSuchKey") }
    }
  }

  @Test func theWheelTurnsOverTheElementThere() throws {
    try withPage { browser in
      let pad = try browser.centre(of: "#pad")
      try browser.wheel(x: pad.x, y: pad.y, deltaY: 120)
      #expect(try browser.waitUntil("window.wheels.length", timeout: 10) as? Int == 1)
      #expect(try browser.evaluate("window.wheels", as: [Double].self) == [120])
    }
  }

  @Test func aFragmentChangeNavigatesWithoutALoad() throws {
    try withPage { browser in
      let address = try #require(try browser.evaluate("location.href") as? String)
      try browser.navigate(address + "#seq=3")
      #expect(try browser.evaluate("location.hash") as? String == "#seq=3")
      #expect(
        try browser.evaluate("performance.getEntriesByType('navigation').length") as? Int == 1)
    }
  }

  @Test(arguments: [(1400, 900), (390, 844)])
  func viewportAndScreenshotHaveTheAskedSize(width: Int, height: Int) throws {
    try withPage { browser in
      try browser.setViewport(width: width, height: height)
      #expect(try browser.evaluate("[innerWidth, innerHeight]", as: [Int].self) == [width, height])
      let png = FileManager.default.temporaryDirectory
        .appendingPathComponent("tt-browser-\(UUID().uuidString).png").path
      defer { try? FileManager.default.removeItem(atPath: png) }
      try browser.screenshot(to: png)
      let bytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: png))) ?? Data())
      try #require(bytes.count > 24)
      #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
      let bigEndian = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      #expect(bigEndian(16) == width)
      #expect(bigEndian(20) == height)
    }
  }

  @Test func consoleMessagesAndUncaughtErrorsAreCollected() throws {
    try withPage { browser in
      _ = try browser.evaluate("console.log('hello', 3); console.error('bad'); 0")
      _ = try browser.evaluate("setTimeout(() => { throw new Error('late') }); 0")
      try browser.waitUntil("new Promise(done => setTimeout(() => done(true), 20))", timeout: 10)
      let console = browser.console
      #expect(console.contains("log: hello 3"), "\(console)")
      #expect(console.contains("error: bad"), "\(console)")
      #expect(console.contains { $0.hasPrefix("exception: ") && $0.contains("late") }, "\(console)")
    }
  }

  @Test func closeLeavesNoProcessAndNoProfile() throws {
    let browser = try BrowserSession()
    let pid = browser.pid
    let profile = browser.profile
    #expect(kill(pid, 0) == 0)
    #expect(browser.runningProcesses.count > 1, "the browser and its helpers")
    #expect(FileManager.default.fileExists(atPath: profile))
    browser.close()
    #expect(kill(pid, 0) == -1)
    #expect(browser.runningProcesses == [], "a helper of the browser outlived it")
    #expect(!FileManager.default.fileExists(atPath: profile))
  }

  @Test func aBrowserThatDiesIsAnErrorNotAHang() throws {
    let browser = try BrowserSession()
    defer { browser.close() }
    kill(browser.pid, SIGKILL)
    let error = #expect(throws: BrowserError.self) { try browser.evaluate("1") }
    #expect(error?.code == .exited, "\(String(describing: error))")
  }

  @Test func aCrashedPageIsAnErrorUntilANewPageLoads() throws {
    try withPage { (browser: BrowserSession) throws in
      #expect(throws: BrowserError.self) { try browser.navigate("chrome://crash") }
      let error = #expect(throws: BrowserError.self) { try browser.evaluate("1") }
      #expect(error?.code == .exited)
      #expect(error?.message.contains("crashed") == true, "\(String(describing: error))")
      try browser.navigate("data:text/html,<p>again</p>")
      #expect(try browser.evaluate("document.body.textContent") as? String == "again")
    }
  }

  @Test func navigatingToAClosedPortSaysWhy() throws {
    try withPage { (browser: BrowserSession) throws in
      let error = #expect(throws: BrowserError.self) { try browser.navigate("http://127.0.0.1:9/") }
      #expect(error?.code == .command)
      #expect(error?.message.contains("ERR_") == true, "\(String(describing: error))")
    }
  }

  /// Opens the test page (written to a temp folder) in a new browser, runs `body`, then closes
  /// the browser and removes the folder, whatever `body` did.
  private func withPage(_ body: (BrowserSession) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tt-browser-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.page.write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
    let browser = try BrowserSession()
    defer { browser.close() }
    try browser.navigate("file://\(folder)/page.html")
    try body(browser)
  }

  static let page = """
    <!doctype html>
    <html><head><meta name="viewport" content="width=device-width"></head>
    <body style="margin:0">
    <button id="add" style="position:absolute;left:40px;top:40px;width:120px;height:40px">Add</button>
    <span id="count" style="position:absolute;left:200px;top:50px">0</span>
    <div id="pad" style="position:absolute;left:0;top:200px;width:360px;height:100px"></div>
    <input id="filter" style="position:absolute;left:40px;top:120px;width:200px">
    <script>
    let count = 0;
    document.getElementById('add').addEventListener('click', () => {
      count += 1;
      document.getElementById('count').textContent = String(count);
    });
    window.keys = [];
    document.getElementById('filter').addEventListener('keydown', event => window.keys.push(event.key));
    window.wheels = [];
    window.seen = [];
    const pad = document.getElementById('pad');
    for (const type of ['mousedown', 'mousemove', 'mouseup']) {
      pad.addEventListener(type, event => {
        if (type !== 'mousemove' || event.buttons === 1) window.seen.push(type);
      });
    }
    pad.addEventListener('wheel', event => window.wheels.push(event.deltaY));
    </script>
    </body></html>
    """
}
