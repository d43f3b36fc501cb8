import Foundation
import HeadlessBrowser

/// The page figures' probes: a page that only parses the data, a script that steps, and the
/// numbers a page leaves on `<html>` when headless Chromium loads it.
enum PageProbe {
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
  static func attribute(_ name: String, of page: String) throws -> [Double] {
    let dom = try HeadlessBrowser.load("file://\(page)", windowSize: "1400,900").dom.prefix(4096)
    guard let range = dom.range(of: " \(name)=\""),
      let close = dom[range.upperBound...].firstIndex(of: "\"")
    else {
      throw BenchError("the page \(page) did not set \(name): its script failed or did not finish")
    }
    return dom[range.upperBound..<close].split(separator: " ").compactMap { Double($0) }
  }
}
