import Foundation
import HeadlessBrowser

/// A page `tt-debug html` wrote, with a script appended that runs after the page's own and writes
/// what it saw into the root element's `data-seen`, loaded in headless Chromium.
///
/// ```swift
/// let page = try DrivenPage.load(sample: "app-root", script: "document.documentElement.dataset.seen = cursor;")
/// print(page.seen)
/// ```
struct DrivenPage {
  let load: HeadlessBrowser.Load
  /// The script's `data-seen`, `""` when it wrote none.
  var seen: String { PageDOM(html: load.dom).rootAttribute("data-seen") ?? "" }

  /// Writes the page of `samples/logs/NAME.ttlog` (with `arguments`, e.g. `--from 10`) in
  /// `workspace`, appends `script` and loads the page at `address` (`#seq=30`) in a window of
  /// `windowSize` (`"800,700"`).
  static func load(
    sample name: String, arguments: [String] = [], script: String, address: String = "",
    windowSize: String = "1400,1000", in workspace: Workspace? = nil
  ) throws -> DrivenPage {
    let workspace = try workspace ?? Workspace()
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/\(name).ttlog").path
    let page = workspace.directory + "/\(name)-\(UUID().uuidString).html"
    let made = try workspace.run(["html", log, "-o", page] + arguments)
    guard made.exitCode == 0 else { throw DrivenPageError(message: made.stderr) }
    let html = try String(contentsOfFile: page, encoding: .utf8)
    try html.replacingOccurrences(of: "</body>", with: "<script>\n\(script)\n</script></body>")
      .write(toFile: page, atomically: true, encoding: .utf8)
    return DrivenPage(
      load: try HeadlessBrowser.load("file://\(page)\(address)", windowSize: windowSize))
  }
}

struct DrivenPageError: Error {
  let message: String
}
