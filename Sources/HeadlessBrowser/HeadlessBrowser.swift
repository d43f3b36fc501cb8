import Foundation

/// Debian's `chromium`, driven headless from the command line, for the html page's tests and
/// benchmark: the DOM after the page's scripts ran (`--dump-dom`), the console lines it printed,
/// and screenshots. Tools and tests only; no library links it. To drive a page (click, type,
/// run script, resize), open a ``BrowserSession``.
package enum HeadlessBrowser {
  /// The browser: `$TT_CHROMIUM`, else the first of chromium, chromium-browser, google-chrome on
  /// the PATH.
  package static var binary: String? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["TT_CHROMIUM"], !path.isEmpty { return path }
    let directories = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories
      where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return directory + "/" + name
      }
    }
    return nil
  }

  /// What a page left behind.
  package struct Load: Sendable {
    /// The serialized DOM after the page's inline scripts ran.
    package var dom: String
    /// The page's console messages (`console.*`, uncaught errors, CSP violations).
    package var console: [String]
  }

  /// Loads `url` and returns its DOM and console lines.
  ///
  /// - Throws: ``BrowserError/missing`` without a browser; the error of `Process.run` when it cannot start.
  package static func load(_ url: String, windowSize: String = "1400,1000") throws -> Load {
    let (stdout, stderr) = try run(["--dump-dom", "--window-size=\(windowSize)", url])
    let console = stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }
      .map(String.init)
    return Load(dom: String(decoding: stdout, as: UTF8.self), console: console)
  }

  /// Writes a PNG of `url` at `windowSize` to `path`.
  package static func screenshot(_ url: String, to path: String, windowSize: String = "1400,900")
    throws
  {
    _ = try run(["--screenshot=\(path)", "--window-size=\(windowSize)", "--hide-scrollbars", url])
  }

  /// Runs the browser headless with a fresh profile (so runs never share state or a lock), for at
  /// most two minutes.
  private static func run(_ arguments: [String]) throws -> (Data, String) {
    guard let binary else { throw BrowserError.missing }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("tt-chromium-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments =
      [
        "120", binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run",
        "--enable-logging=stderr", "--v=0", "--user-data-dir=\(profile)",
      ] + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Drain stderr on another thread so neither pipe fills while the other is read.
    let errors = PipeDrain(err.fileHandleForReading)
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (output, errors.text())
  }
}

/// Reads a pipe to its end on a background thread.
private final class PipeDrain: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func text() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
