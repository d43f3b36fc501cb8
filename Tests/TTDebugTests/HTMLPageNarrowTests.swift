import Foundation
import HeadlessBrowser
import Testing

/// The page in a narrow window (800×700) and at a phone's width (390×844), in headless Chromium:
/// the timeline's labels neither overlap nor are cut mid-letter, and action rows keep their
/// innermost case whole. Each size leaves a screenshot under `.build/tt-debug-pages/`.
@Suite(.serialized) struct HTMLPageNarrowTests {
  static let sizes = ["800,700", "390,844"]

  /// Every text the chart draws, measured in the page: none outside the chart or past the clip
  /// it is drawn in, no two on one line overlapping, each marker's text (or its start and `…`)
  /// drawn once.
  @Test(arguments: sizes)
  func timelineLabelsNeitherOverlapNorAreCut(_ size: String) throws {
    let seen = try Self.lines(of: Self.drawnTexts, at: "#seq=28", size: size)
    #expect(seen.first == "no problems", "\(size): \(seen)")
    #expect(seen.dropFirst().count == 2, "\(size): marker labels \(seen.dropFirst())")
  }

  /// The rows of #13, #14, #19, #28, #33 and #34 show their innermost case whole, inside the row
  /// and its cells, and the payload-less ones end with it; on a phone the list spans the width.
  @Test(arguments: sizes)
  func actionRowsKeepTheirInnermostCaseWhole(_ size: String) throws {
    let seen = try Self.lines(of: Self.rowCheck, at: "#seq=28", size: size)
    #expect(
      Array(seen.dropLast()) == [
        "13 .saveButtonTapped) whole, last", "14 transactionRegistered( whole",
        "19 .history) whole, last", "28 .deleteButtonTapped) whole, last",
        "33 .confirmDelete) whole, last", "34 deleteConfirmed(id: 4) whole, last",
      ], "\(size): \(seen)")
    // The list beside the state in a window, above it on a phone.
    #expect(seen.last == (size == "390,844" ? "list spans the width" : "list beside the state"))
  }

  /// A narrow row leaves out whole wrapping cases (after a `…`) and whole routes: no wrapper and
  /// no route is cut inside its name.
  @Test(arguments: sizes)
  func narrowRowsLeaveOutWholeCasesAndRoutes(_ size: String) throws {
    let seen = try Self.lines(of: Self.wholeParts, at: "#seq=13", size: size)
    #expect(seen.first == "no problems", "\(size): \(seen)")
    // Both happen at these widths, so the check above looked at them.
    #expect(seen.dropFirst().first?.hasPrefix("dropped cases in ") == true, "\(seen)")
    #expect(seen.dropFirst().first?.contains(", routes left out of ") == true, "\(seen)")
  }

  /// The lines the app-root page's `script` wrote, loaded at `address` in a window of `size`; the
  /// page logs nothing to the console.
  static func lines(of script: String, at address: String, size: String) throws -> [String] {
    let page = try DrivenPage.load(
      sample: "app-root", script: script, address: address, windowSize: size)
    #expect(page.load.console.isEmpty, "console: \(page.load.console)")
    return page.seen.components(separatedBy: "\n")
  }

  /// Every cell of the selected row (seq, time, action, cause, route) reads against the row's
  /// highlight at 4.5:1 or better, at every width.
  @Test(arguments: ["1400,1000"] + sizes)
  func theSelectedRowReadsAtEveryWidth(_ size: String) throws {
    let seen = try Self.lines(of: Self.selectedContrast, at: "#seq=1", size: size)
    // The route is left out at 800 px, where the list is narrowest.
    let cells = size == "800,700" ? "seq, time, head, leaf" : "seq, time, head, leaf, route"
    #expect(seen == [cells + ": all ≥ 4.5"], "\(size): \(seen)")
  }

  /// Screenshots of the page at both sizes, for a person to look at.
  @Test(arguments: sizes)
  func screenshotsAtBothSizes(_ size: String) throws {
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/app-root.ttlog").path
    let workspace = try Workspace()
    let page = workspace.directory + "/app-root.html"
    #expect(try workspace.run(["html", log, "-o", page]).exitCode == 0)
    try FileManager.default.createDirectory(
      atPath: HTMLPageTests.artifacts, withIntermediateDirectories: true)
    let png =
      HTMLPageTests.artifacts + "/app-root-\(size.replacingOccurrences(of: ",", with: "x")).png"
    try? FileManager.default.removeItem(atPath: png)
    try HeadlessBrowser.screenshot("file://\(page)#seq=34", to: png, windowSize: size)
    #expect(FileManager.default.fileExists(atPath: png))
    print("screenshot of the app-root page at \(size): \(png)")
  }

  /// Records each `fillText` with its measured box and the clip it is drawn in, redraws the
  /// chart, and writes `no problems` (or what is wrong), then the flag row's labels.
  static let drawnTexts = """
    const drawn = [];
    const proto = CanvasRenderingContext2D.prototype;
    const original = { fillText: proto.fillText, rect: proto.rect, clip: proto.clip, save: proto.save, restore: proto.restore };
    proto.rect = function (x, y, w, h) { this.lastRect = [x, x + w]; return original.rect.apply(this, arguments); };
    proto.clip = function () { this.clipX = this.lastRect; return original.clip.apply(this, arguments); };
    proto.save = function () { (this.clips = this.clips || []).push(this.clipX); return original.save.apply(this, arguments); };
    proto.restore = function () { this.clipX = (this.clips || []).pop(); return original.restore.apply(this, arguments); };
    proto.fillText = function (text, x, y) {
      const w = this.measureText(text).width, align = this.textAlign;
      const x0 = align === 'right' || align === 'end' ? x - w : align === 'center' ? x - w / 2 : x;
      drawn.push({ text, x0, x1: x0 + w, y, clip: this.clipX || null });
      return original.fillText.apply(this, arguments);
    };
    drawChart();
    const width = chart.clientWidth, problems = [];
    for (const d of drawn) {
      if (d.x0 < 0 || d.x1 > width + 0.5) problems.push('outside the chart: ' + d.text);
      if (d.clip && (d.x0 < d.clip[0] - 0.5 || d.x1 > d.clip[1] + 0.5)) problems.push('clipped: ' + d.text);
    }
    drawn.forEach((a, i) => drawn.slice(i + 1).forEach(b => {
      if (Math.abs(a.y - b.y) < 11 && a.x0 < b.x1 && b.x0 < a.x1) problems.push('overlap: ' + a.text + ' / ' + b.text);
    }));
    const labels = drawn.filter(d => markers.some(m => {
      const text = m.text.slice(2);
      return d.text === text || (d.text.endsWith('…') && d.text.length > 3 && text.startsWith(d.text.slice(0, -1)));
    }));
    document.documentElement.dataset.seen = [problems.length ? problems.join('; ') : 'no problems'].concat(labels.map(d => d.text)).join('\\n');
    """

  /// For each action row: its shown wrappers are the full ones or `…` and whole trailing ones,
  /// none cut by its box; each shown route is whole.
  static let wholeParts = """
    const problems = [];
    let dropped = 0, noRoute = 0;
    for (const row of document.querySelectorAll('#list .row')) {
      const r = shown[Number(row.dataset.at)];
      const bdi = row.querySelector('.head bdi');
      if (r.kind === 'action' && bdi) {
        const full = shortAction(r.text).head, text = bdi.textContent;
        if (text !== full) {
          dropped++;
          const kept = text.slice(1), before = full[full.length - kept.length - 1];
          if (!text.startsWith('…') || !full.endsWith(kept) || (kept && before !== '.' && before !== '('))
            problems.push('#' + r.seq + ' head ' + text);
        }
        if (bdi.getBoundingClientRect().width > row.querySelector('.head').getBoundingClientRect().width + 0.5)
          problems.push('#' + r.seq + ' head cut: ' + text);
      }
      const route = row.querySelector('.route');
      if (r.route && !route) noRoute++;
      if (route && route.scrollWidth > route.clientWidth + 0.5) problems.push('#' + r.seq + ' route cut: ' + r.route);
    }
    document.documentElement.dataset.seen = (problems.length ? problems.join('; ') : 'no problems')
      + '\\ndropped cases in ' + dropped + ' rows, routes left out of ' + noRoute;
    """

  /// The WCAG contrast of each cell of the selected row against its background.
  static let selectedContrast = """
    function luminance(color) {
      const [r, g, b] = color.match(/[\\d.]+/g).slice(0, 3).map(v => {
        v = Number(v) / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    }
    const row = document.querySelector('#list .row.cur');
    const back = luminance(getComputedStyle(row).backgroundColor);
    const cells = [], low = [];
    for (const name of ['seq', 'time', 'head', 'leaf', 'text', 'cause', 'route']) {
      const cell = row.querySelector('.' + name + ' bdi') || row.querySelector('.' + name);
      if (!cell || (name === 'text' && row.querySelector('.leaf'))) continue;
      cells.push(name);
      const fore = luminance(getComputedStyle(cell).color);
      const ratio = (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
      if (ratio < 4.5) low.push(name + ' ' + ratio.toFixed(2));
    }
    document.documentElement.dataset.seen = cells.join(', ') + ': ' + (low.length ? low.join(', ') : 'all ≥ 4.5');
    """

  /// For each row, where the innermost case lies: `whole` when its text box is inside every box
  /// from its text to the row (so neither cut nor replaced by `…`), `last` when the row's action
  /// text ends with it; then where the list sits.
  static let rowCheck = """
    function caseBox(row, part) {
      const text = row.querySelector('.text'), at = text.textContent.lastIndexOf(part);
      if (at < 0) return null;
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT), range = document.createRange(), nodes = [];
      let offset = 0;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const end = offset + n.length;
        if (!nodes.length && at < end) range.setStart(n, at - offset);
        if (nodes.length || at < end) nodes.push(n);
        if (nodes.length && at + part.length <= end) { range.setEnd(n, at + part.length - offset); break; }
        offset = end;
      }
      return { box: range.getBoundingClientRect(), nodes };
    }
    function whole(row, found) {
      for (const n of found.nodes) for (let e = n.parentElement; e && e !== row.parentElement; e = e.parentElement) {
        if (getComputedStyle(e).display === 'contents') continue;
        const b = e.getBoundingClientRect();
        if (found.box.left < b.left - 0.5 || found.box.right > b.right + 0.5) return 'cut by .' + e.className.split(' ').join('.');
      }
      return 'whole';
    }
    const seen = [];
    for (const [seq, part] of [[13, '.saveButtonTapped)'], [14, 'transactionRegistered('], [19, '.history)'],
        [28, '.deleteButtonTapped)'], [33, '.confirmDelete)'], [34, 'deleteConfirmed(id: 4)']]) {
      const row = document.querySelector('#list .row.action[data-seq="' + seq + '"]');
      const found = row && caseBox(row, part);
      if (!found) { seen.push(seq + ' ' + part + ' missing'); continue; }
      const last = row.querySelector('.text').textContent.endsWith(part) ? ', last' : '';
      seen.push(seq + ' ' + part + ' ' + whole(row, found) + last);
    }
    const list = document.getElementById('actions').getBoundingClientRect();
    seen.push(list.width > innerWidth * 0.9 ? 'list spans the width' : 'list beside the state');
    document.documentElement.dataset.seen = seen.join('\\n');
    """
}
