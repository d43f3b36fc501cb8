import Foundation
import Testing

/// Debian's `chromium`, driven headless from the command line: the DOM after the page's scripts
/// ran (`--dump-dom`), the console lines it printed, and screenshots.
enum HeadlessChromium {
  /// The browser: `$TT_CHROMIUM`, else the first of chromium, chromium-browser, google-chrome on
  /// the PATH.
  static var binary: String? {
    if let path = ProcessInfo.processInfo.environment["TT_CHROMIUM"], !path.isEmpty { return path }
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
      .split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories {
        let path = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }

  /// What a page left behind.
  struct Load {
    /// The serialized DOM after the page's inline scripts ran.
    var dom: String
    /// The page's console messages (`console.*`, uncaught errors, CSP violations).
    var console: [String]
  }

  /// Loads `url` and returns its DOM and console lines.
  static func load(_ url: String, windowSize: String = "1400,1000") throws -> Load {
    let result = try run(["--dump-dom", "--window-size=\(windowSize)", url])
    let console = result.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }
      .map(String.init)
    return Load(dom: result.stdout, console: console)
  }

  /// Writes a PNG of `url` at `windowSize` to `path`.
  static func screenshot(_ url: String, to path: String, windowSize: String = "1400,900") throws {
    _ = try run(["--screenshot=\(path)", "--window-size=\(windowSize)", "--hide-scrollbars", url])
  }

  private static func run(_ arguments: [String]) throws -> (stdout: String, stderr: String) {
    guard let binary else {
      throw BrowserMissing()
    }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("tt-chromium-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments =
      [
        "120", binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--enable-logging=stderr", "--v=0", "--user-data-dir=\(profile)",
      ] + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read stderr on another thread so neither pipe fills while the other is read.
    let errors = ErrorReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: outData, as: UTF8.self), errors.text())
  }

  struct BrowserMissing: Error, CustomStringConvertible {
    var description: String {
      "no headless browser: install Debian's chromium (apt-get install chromium) or set TT_CHROMIUM"
    }
  }
}

/// Drains a pipe on a background thread.
private final class ErrorReader: @unchecked Sendable {
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
