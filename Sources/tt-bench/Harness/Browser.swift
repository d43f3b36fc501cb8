import Foundation

/// Headless Chromium for the page figures: loads a page, lets its scripts run, and reads numbers
/// the page left on `<html>`.
enum Browser {
  /// chromium, chromium-browser or google-chrome on the PATH.
  static var binary: String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
      .split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories
      where FileManager.default.isExecutableFile(
        atPath: directory + "/" + name)
      {
        return directory + "/" + name
      }
    }
    return nil
  }

  /// Appended to a copy of the page: 200 steps forward from the middle, then 50 jumps to
  /// seeded random seqs, each through the page's own functions; milliseconds per move.
  static let stepScript = """
    <script>
    (function () {
      moveTo(Math.floor((firstSeq + lastSeq) / 2));
      let t0 = performance.now();
      for (let i = 0; i < 200; i++) step(1);
      const perStep = (performance.now() - t0) / 200;
      let x = 12345;
      const seqs = [];
      for (let i = 0; i < 50; i++) { x = (x * 1103515245 + 12345) % 2147483648; seqs.push(firstSeq + x % (lastSeq - firstSeq + 1)); }
      t0 = performance.now();
      for (const seq of seqs) moveTo(seq);
      const perJump = (performance.now() - t0) / seqs.length;
      document.documentElement.dataset.bench = perStep.toFixed(3) + ' ' + perJump.toFixed(3);
    })();
    </script>

    """

  /// The page's data with a script that only parses it: the floor under time to interactive.
  static func parseOnlyPage(_ html: String) -> String {
    let open = "<script type=\"application/json\" id=\"tt-data\">"
    guard let start = html.range(of: open),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return html }
    return "<!doctype html><html><head><meta charset=\"utf-8\"></head><body>"
      + html[start.lowerBound..<end.upperBound]
      + "<script>JSON.parse(document.getElementById('tt-data').textContent);"
      + "document.documentElement.dataset.ready = performance.now();</script></body></html>"
  }

  /// Loads `page` headless and returns the numbers in `<html attribute="…">`.
  static func attribute(_ name: String, of page: String, browser: String) throws -> [Double] {
    let profile = NSTemporaryDirectory() + "tt-bench-chromium-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--user-data-dir=\(profile)", "--window-size=1400,900", "--dump-dom",
      "file://\(page)",
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let dom = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let range = dom.range(of: " \(name)=\""),
      let close = dom[range.upperBound...].firstIndex(of: "\"")
    else {
      throw BenchError("the page \(page) did not set \(name): its script failed or did not finish")
    }
    return dom[range.upperBound..<close].split(separator: " ").compactMap { Double($0) }
  }
}
