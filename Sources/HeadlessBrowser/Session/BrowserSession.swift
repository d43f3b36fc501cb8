import Foundation

/// A headless Chromium page driven through the DevTools protocol: navigate, run script, click,
/// drag, resize and take screenshots, for end-to-end tests and benchmarks of the html page.
///
/// The browser runs with a fresh profile, in a process group of its own, and talks over a pipe
/// (`--remote-debugging-pipe`), so no port is opened. ``close()`` (or dropping the session) ends
/// the browser and its helpers with SIGKILL if they linger, and removes the profile. Should this
/// process die first, the browser sees its pipe close and quits.
///
/// ```swift
/// let browser = try BrowserSession()
/// defer { browser.close() }
/// try browser.navigate("http://127.0.0.1:8080/?token=abc")
/// try browser.click(selector: "#resume")
/// print(try browser.evaluate("document.title") as? String ?? "")
/// ```
/// ```text
/// tt-debug: app-root
/// ```
package final class BrowserSession: @unchecked Sendable {
  /// The browser's process id; once ``close()`` returns, no process has it.
  package let pid: Int32
  /// The browser's fresh profile folder; ``close()`` removes it.
  package var profile: String { process.profile }
  /// The browser's processes (it and the helpers it started) that still run; none once
  /// ``close()`` returns.
  package var runningProcesses: [Int32] { BrowserProcess.livingProcesses(inGroup: pid) }
  /// How long each command waits for the browser's answer, in seconds (30 unless set).
  package var commandTimeout: Double {
    get { lock.withLock { commandSeconds } }
    set { lock.withLock { commandSeconds = newValue } }
  }
  /// The page's console lines so far: `console.*` calls (`log: text`), uncaught exceptions
  /// (`exception: text`) and the browser's warnings and errors about the page (`log.error: text`,
  /// e.g. CSP violations).
  ///
  /// ```swift
  /// _ = try browser.evaluate("console.log('ready', 3)")
  /// print(browser.console)
  /// ```
  /// ```text
  /// ["log: ready 3"]
  /// ```
  package var console: [String] { pipe.console }

  let pipe: DevToolsPipe
  private let process: BrowserProcess
  private let lock = NSLock()
  private var isClosed = false
  private var commandSeconds: Double = 30

  /// Starts headless Chromium with a page of `width`×`height` CSS pixels (device scale 1) showing
  /// `about:blank`.
  ///
  /// ```swift
  /// let phone = try BrowserSession(width: 390, height: 844)
  /// defer { phone.close() }
  /// ```
  ///
  /// - Throws: ``BrowserError``: `missing` without a browser (see ``HeadlessBrowser/binary``),
  ///   `launch` when it cannot start or does not answer within `timeout` seconds.
  package init(width: Int = 1400, height: Int = 900, timeout: Double = 60) throws {
    guard let binary = HeadlessBrowser.binary else { throw BrowserError.missing }
    let process = try BrowserProcess(binary: binary, width: width, height: height)
    self.process = process
    pid = process.pid
    pipe = DevToolsPipe(socket: process.socket) { process.stderrTail() }
    do {
      let target = try pipe.call(
        "Target.createTarget", ["url": "about:blank"], toBrowser: true, timeout: timeout)
      guard let targetID = target["targetId"] as? String else {
        throw BrowserError(.launch, "the browser made no page", method: "Target.createTarget")
      }
      let attached = try pipe.call(
        "Target.attachToTarget", ["targetId": targetID, "flatten": true], toBrowser: true,
        timeout: timeout)
      guard let sessionID = attached["sessionId"] as? String else {
        throw BrowserError(
          .launch, "the browser attached no session", method: "Target.attachToTarget")
      }
      pipe.sessionID = sessionID
      for domain in ["Page", "Runtime", "Log"] {
        try pipe.call("\(domain).enable", timeout: timeout)
      }
      try setViewport(width: width, height: height)
    } catch {
      close()
      throw BrowserError(.launch, "the browser did not start: \(error)")
    }
  }

  deinit { close() }

  /// Loads `url` and waits up to `timeout` seconds for its load event. A change of the fragment
  /// only (`#seq=3` on the same page) returns at once.
  ///
  /// ```swift
  /// try browser.navigate("file:///tmp/page.html#seq=34")
  /// ```
  ///
  /// - Throws: ``BrowserError``: `command` when the page cannot be loaded (with the browser's
  ///   reason, e.g. `net::ERR_CONNECTION_REFUSED`), `timeout`, `exited`.
  package func navigate(_ url: String, timeout: Double = 30) throws {
    let loads = pipe.eventCount("Page.loadEventFired")
    let result = try pipe.call("Page.navigate", ["url": url], timeout: commandTimeout)
    if let reason = result["errorText"] as? String, !reason.isEmpty {
      throw BrowserError(.command, "cannot load \(url): \(reason)", method: "Page.navigate")
    }
    guard result["loaderId"] != nil else { return }
    try pipe.waitForEvent("Page.loadEventFired", beyond: loads, timeout: timeout)
  }

  /// Runs `expression` in the page (awaiting it when it is a promise) and returns its value as
  /// `JSONSerialization` gives it: `String`, a number, `Bool`, `[Any]`, `[String: Any]`, or `nil`
  /// for `undefined` and `null`. `NaN` and `Infinity` come back as their text.
  ///
  /// ```swift
  /// let rows = try browser.evaluate("document.querySelectorAll('.row').length") as? Int
  /// ```
  ///
  /// - Throws: ``BrowserError``: `script` with the exception's text when the script throws (or
  ///   does not parse), `timeout`, `exited` (also when the page crashed: ``navigate(_:timeout:)``
  ///   loads a new one).
  package func evaluate(_ expression: String) throws -> Any? {
    let result = try pipe.call(
      "Runtime.evaluate",
      [
        "expression": expression, "returnByValue": true, "awaitPromise": true,
        "userGesture": true,
      ], timeout: commandTimeout)
    if let details = result["exceptionDetails"] as? [String: Any] {
      let text = ConsoleLine.text(
        method: "Runtime.exceptionThrown", params: ["exceptionDetails": details])
      throw BrowserError(
        .script, "the page's script threw: " + (text?.dropFirst("exception: ".count) ?? ""),
        method: "Runtime.evaluate")
    }
    let object = result["result"] as? [String: Any] ?? [:]
    if let value = object["value"] { return value is NSNull ? nil : value }
    return object["unserializableValue"] as? String
  }

  /// Runs `expression` in the page and decodes its value as `type`.
  ///
  /// ```swift
  /// let latencies = try browser.evaluate("window.ttLive.latencies", as: [Double].self)
  /// ```
  ///
  /// - Throws: ``BrowserError``: `script` when the script throws or its value is not a `type`,
  ///   `timeout`, `exited`.
  package func evaluate<Value: Decodable>(_ expression: String, as type: Value.Type) throws
    -> Value
  {
    let value = try evaluate(expression) ?? NSNull()
    do {
      let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw BrowserError(
        .script, "the value of \(expression) is not a \(type): \(value)",
        method: "Runtime.evaluate")
    }
  }

  /// Evaluates `expression` every 20 ms until its value is truthy (in JavaScript's sense), and
  /// returns that value. A script that throws counts as not yet.
  ///
  /// ```swift
  /// try browser.waitUntil("document.documentElement.dataset.liveRows >= 100", timeout: 5)
  /// ```
  ///
  /// - Throws: ``BrowserError``: `timeout` with the last value or exception when `timeout`
  ///   seconds pass first, `exited`.
  @discardableResult
  package func waitUntil(_ expression: String, timeout: Double) throws -> Any {
    let deadline = Date().addingTimeInterval(timeout)
    let probe = "(async () => { const v = await (\(expression)); return { ok: !!v, v }; })()"
    var last = "undefined"
    repeat {
      do {
        let seen = try evaluate(probe) as? [String: Any] ?? [:]
        if seen["ok"] as? Bool == true { return seen["v"] ?? NSNull() }
        last = seen["v"].map { "\($0)" } ?? "undefined"
      } catch let error as BrowserError where error.code == .script {
        last = error.message
      }
      usleep(20_000)
    } while Date() < deadline
    throw BrowserError(
      .timeout, "\(expression) was not true within \(timeout) s; last: \(last)",
      method: "Runtime.evaluate")
  }

  /// Closes the browser: asks it to quit, and after 2 s kills it and its helpers with SIGKILL;
  /// reaps it and removes its profile. Safe to call more than once; dropping the session calls it.
  ///
  /// ```swift
  /// browser.close()
  /// ```
  package func close() {
    let first: Bool = lock.withLock {
      defer { isClosed = true }
      return !isClosed
    }
    guard first else { return }
    if !pipe.hasEnded { _ = try? pipe.call("Browser.close", toBrowser: true, timeout: 2) }
    process.stop(grace: 2)
    pipe.shutdown()
  }
}
