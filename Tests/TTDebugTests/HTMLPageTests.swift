import ActionLog
import Foundation
import HeadlessBrowser
import JSONTree
import Testing

/// `tt-debug html` pages, loaded in a real headless Chromium: they load without a console message,
/// list every action, rebuild the same states as `tt-debug show`, draw the log's routes, show
/// hostile strings as text, and leave a screenshot per sample under `.build/tt-debug-pages/`.
@Suite(.serialized) struct HTMLPageTests {
  static let samples = ["app-root", "split-view", "tab-stack", "sign-up"]

  static var artifacts: String {
    CLIRunner.packageRoot.appendingPathComponent(".build/tt-debug-pages").path
  }

  @Test(arguments: samples)
  func samplePageMatchesTheLog(_ name: String) throws {
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/\(name).ttlog").path
    let workspace = try Workspace()
    let page = workspace.directory + "/\(name).html"
    let made = try workspace.run(["html", log, "--output", page])
    #expect(made.exitCode == 0, "\(made.stderr)")
    #expect(made.stdout.hasPrefix("wrote $DIR/\(name).html ("))

    let facts = try LogFacts(path: log)
    let seq = facts.lastSeq * 2 / 3
    let load = try HeadlessBrowser.load("file://\(page)#seq=\(seq)&tab=json")
    let dom = PageDOM(html: load.dom)
    #expect(load.console.isEmpty, "console: \(load.console)")
    #expect(dom.rootAttribute("data-errors") == nil)
    #expect(dom.rootAttribute("data-ready") != nil, "the page's script did not finish")
    #expect(dom.rootAttribute("data-cursor") == "\(seq)")

    // Every action row (the list renders 60 rows either side of the visible ones; samples have ~55).
    let actionRows = dom.rows.filter { $0.kind == "action" }.map(\.seq)
    #expect(actionRows == facts.actionSeqs)
    #expect(dom.rows.filter { $0.kind == "marker" }.count == facts.markers)

    // The state the browser rebuilt equals `tt-debug show --json` at that seq.
    let shown = try workspace.run(["show", log, "\(seq)", "--json"])
    #expect(shown.exitCode == 0)
    let expected = try JSONValue(parsing: Array(shown.stdout.utf8))["state"]
    let pageJSON = try #require(dom.text(ofID: "view-json"))
    let rebuilt = try JSONValue(parsing: Array(pageJSON.utf8))
    #expect(expected.map(Self.normalized) == Self.normalized(rebuilt), "state at #\(seq) differs")

    // The lanes' model: one visit per run of states with the same route.
    #expect(dom.visits.map { "\($0.from)…\($0.to) \($0.route)" } == facts.visits)

    try FileManager.default.createDirectory(
      atPath: Self.artifacts, withIntermediateDirectories: true)
    let png = Self.artifacts + "/\(name).png"
    try? FileManager.default.removeItem(atPath: png)
    try HeadlessBrowser.screenshot("file://\(page)#seq=\(seq)", to: png)
    #expect(FileManager.default.fileExists(atPath: png))
    print("screenshot of the \(name) page: \(png)")
  }

  @Test func stepDiffReadsLikeTheCLIDiff() throws {
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/app-root.ttlog").path
    let workspace = try Workspace()
    let page = workspace.directory + "/app-root.html"
    #expect(try workspace.run(["html", log, "-o", page]).exitCode == 0)
    // #21 presents a sheet; #34 deletes a row of an identified list (shown where it stood).
    var diffs: [String] = []
    for seq in [21, 34] {
      let cli = try workspace.run(["diff", log, "\(seq)", "--color", "never"])
      #expect(cli.exitCode == 0)
      let load = try HeadlessBrowser.load("file://\(page)#seq=\(seq)&tab=step")
      #expect(load.console.isEmpty, "console: \(load.console)")
      let diff = try #require(PageDOM(html: load.dom).text(ofID: "view-step"))
      // The CLI's first line names the seqs (`#20 → #21`); the rest is the same text.
      let expected = cli.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        .dropFirst().joined(separator: "\n")
      #expect(diff.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines))
      diffs.append(diff)
    }
    #expect(diffs[0].contains("+               \"destination\": {"))
    #expect(diffs[1].contains("          [2]: {…}\n-         [3]: {"))
  }

  @Test func redactedValuesStayRedacted() throws {
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/sign-up.ttlog").path
    let workspace = try Workspace()
    let page = workspace.directory + "/sign-up.html"
    #expect(try workspace.run(["html", log, "-o", page]).exitCode == 0)
    let text = try String(contentsOfFile: page, encoding: .utf8)
    // The sample's password, typed word by word, never reached the log, so not the page either;
    // its pseudonyms did, written `\u003credacted:…>` inside the data.
    for word in ["correct", "horse", "battery", "staple"] { #expect(!text.contains(word)) }
    #expect(text.contains(#"\u003credacted:"#))
    #expect(!text.contains("samples/logs"), "the page names the log's folder")
  }

  /// Keys, filters, the marker menu and a click, driven by a script appended to a copy of the
  /// page; each step writes where the cursor went.
  @Test func keysFiltersAndClicksMoveTheCursor() throws {
    let page = try DrivenPage.load(
      sample: "app-root",
      script: """
        const seen = [];
        const press = key => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        const type = (id, value, event) => { const e = document.getElementById(id); e.value = value; e.dispatchEvent(new Event(event)); };
        press('End'); seen.push(cursor);
        press('Home'); seen.push(cursor);
        press('ArrowRight'); press('j'); seen.push(cursor);
        press('k'); press('ArrowLeft'); seen.push(cursor);
        type('filter', 'deletebutton', 'input'); press('ArrowRight'); seen.push(cursor);
        press('ArrowRight'); seen.push(cursor);
        type('filter', '', 'input');
        type('screen-filter', 'alert: Delete Coffee?', 'change');
        seen.push(document.querySelectorAll('#list .row').length);
        type('screen-filter', '', 'change');
        const menu = document.getElementById('marker-jump');
        type('marker-jump', menu.options[2].value, 'change'); seen.push(cursor);
        document.querySelector('#list .row[data-seq="25"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        seen.push(cursor);
        const filter = document.getElementById('filter');
        filter.focus();
        filter.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        seen.push(document.activeElement === filter ? 'kept' : 'released');
        seen.push(document.getElementById('screens-count').textContent.replace(' ', '-'));
        const row = document.querySelector('#list .row[data-seq="28"]');
        seen.push(row.title.endsWith('.detail(.deleteButtonTapped)))))  —  ' + rowForSeq(28).route) ? 'titled' : 'untitled:' + row.title);
        document.documentElement.dataset.seen = seen.join(' ');
        """)
    #expect(page.load.console.isEmpty, "console: \(page.load.console)")
    // End, Home, two steps, two back, the first and second deleteButtonTapped (#28, #32), one row
    // on the "alert: Delete Coffee?" screen, the second marker (#41), the clicked row; Escape in
    // the filter hands the keys back; the screens box counts its visits.
    let seen = page.seen
    #expect(seen.hasPrefix("52 0 2 0 28 32 1 41 25 released "), "\(seen)")
    #expect(seen.hasSuffix("-visits titled"), "\(seen)")
  }

  /// The filter finds text copied off a row with its `…`, and the cause as a row shows it.
  @Test func filterMatchesTextCopiedWithItsEllipsis() throws {
    let page = try DrivenPage.load(
      sample: "app-root",
      script: """
        const found = [];
        for (const text of ['…path[0].detail(.deleteButtonTapped)', '… › sheet: EditTransaction', 'Rent (J…', '← #24']) {
          const filter = document.getElementById('filter');
          filter.value = text; filter.dispatchEvent(new Event('input'));
          found.push(shown.filter(r => r.kind === 'action').map(r => r.seq).join(','));
        }
        document.documentElement.dataset.seen = found.join(' ');
        """)
    #expect(page.load.console.isEmpty, "console: \(page.load.console)")
    #expect(page.seen == "28,32 21,22,23,26 22,25,28 25")
  }

  @Test func hostileStringsShowAsText() throws {
    let workspace = try Workspace()
    let log = workspace.directory + "/hostile.ttlog"
    try HostileFixture.write(to: log)
    let page = workspace.directory + "/hostile.html"
    #expect(try workspace.run(["html", log, "-o", page]).exitCode == 0)

    // The data never closes a script element: only the page's own three end tags remain.
    let text = try String(contentsOfFile: page, encoding: .utf8)
    #expect(text.components(separatedBy: "</script").count - 1 == 3)

    let load = try HeadlessBrowser.load("file://\(page)#seq=2&tab=json")
    let dom = PageDOM(html: load.dom)
    #expect(load.console.isEmpty, "console: \(load.console)")
    #expect(dom.rootAttribute("data-pwned") == nil, "a string from the log ran as script")
    #expect(dom.rootAttribute("data-errors") == nil)
    #expect(dom.rootAttribute("data-ready") != nil)
    #expect(!load.dom.contains("<img"), "a string from the log became an element")
    #expect(dom.text(ofID: "app") == "<script>alert(1)</script> <b>1</b>")
    #expect(load.dom.contains(PageDOM.escapedText(HostileFixture.summary)))
    #expect(load.dom.contains(PageDOM.escapedText("★ " + HostileFixture.marker)))
    let state = try JSONValue(parsing: Array(try #require(dom.text(ofID: "view-json")).utf8))
    #expect(state == HostileFixture.states[2])
    #expect(dom.visits.map(\.route) == ["<i>tab</i> › sheet: " + HostileFixture.breakout])
  }

  @Test func crashedAndDamagedLogsSayWhatIsMissing() throws {
    let crashed = try Workspace(close: false)
    #expect(
      try crashed.run(["html", crashed.log, "-o", crashed.directory + "/p.html"]).exitCode == 0)
    let crashedDOM = try HeadlessBrowser.load("file://\(crashed.directory)/p.html")
    #expect(crashedDOM.console.isEmpty, "console: \(crashedDOM.console)")
    #expect(crashedDOM.dom.contains(#"class="badge crashed">crashed<"#))
    #expect(crashedDOM.dom.contains("not closed: the recording stopped without closing"))

    let damaged = try Workspace()
    try Self.damage(damaged.log, block: 1)
    #expect(
      try damaged.run(["html", damaged.log, "-o", damaged.directory + "/p.html"]).exitCode == 0)
    let load = try HeadlessBrowser.load("file://\(damaged.directory)/p.html#seq=5")
    let dom = PageDOM(html: load.dom)
    #expect(load.console.isEmpty, "console: \(load.console)")
    #expect(load.dom.contains(#"class="badge damaged">damaged<"#))
    // The damage note names the block once: `block 1 at byte … is damaged: …`.
    #expect(!load.dom.contains("the states of block"))
    #expect(load.dom.contains(#"<li class="bad">block 1 at byte"#), "\(load.dom)")
    // Block 1 held #0…#3: the page keeps #4…#6 and shows the rest as lost, in `log`'s words and
    // at the first seq lost, as `log` lists it.
    #expect(dom.rows.filter { $0.kind == "gap" }.count == 1)
    #expect(dom.rows.filter { $0.kind == "action" }.map(\.seq) == [4, 5, 6])
    let listed = try damaged.run(["log", damaged.log]).stdout.split(separator: "\n")
    let gapLine = try #require(listed.first { $0.contains("✕") && $0.contains(" lost: ") })
    let words = try #require(gapLine.range(of: "✕ ")).lowerBound
    #expect(load.dom.contains(String(gapLine[words...])), "\(gapLine)")
    #expect(
      dom.rows.first { $0.kind == "gap" }?.seq == UInt64(gapLine.dropFirst().prefix { $0.isNumber })
    )
  }

  /// The page `tt-debug html` writes of the log `write` makes, in a fresh workspace.
  private func page(of name: String, _ write: (String) throws -> Void) throws -> String {
    let workspace = try Workspace()
    let log = workspace.directory + "/\(name).ttlog"
    try write(log)
    let page = workspace.directory + "/\(name).html"
    #expect(try workspace.run(["html", log, "-o", page]).exitCode == 0)
    return page
  }

  @Test func droppedRecordsAreAGapAndTheStateAfterThemIsWhole() throws {
    let page = try page(of: "dropped", DroppedFixture.write(to:))
    let after = try HeadlessBrowser.load("file://\(page)#seq=4&tab=json")
    let dom = PageDOM(html: after.dom)
    #expect(after.console.isEmpty, "console: \(after.console)")
    #expect(dom.rows.map(\.kind) == ["action", "gap", "action"])
    #expect(after.dom.contains("⚠ 2 records dropped (#2…#3): queue full"))
    let state = try JSONValue(parsing: Array(try #require(dom.text(ofID: "view-json")).utf8))
    #expect(state == DroppedFixture.states[4])
    let inGap = try HeadlessBrowser.load("file://\(page)#seq=2&tab=json")
    #expect(inGap.console.isEmpty, "console: \(inGap.console)")
    #expect(
      PageDOM(html: inGap.dom).text(ofID: "view-json")
        == "State #2 is lost: it is in the gap #2…#3 (the recorder dropped them: queue full).")
    // A log that closed but lost records to drops is not shown as whole.
    #expect(after.dom.contains(#"class="badge crashed">closed, 2 dropped<"#), "\(after.dom)")
    #expect(after.dom.contains("3 rows: 2 state changes, 0 markers"))
  }

  @Test func aDeltaThatDoesNotApplyIsSaidWhereTheStateWouldBe() throws {
    let page = try page(of: "bad-delta", BadDeltaFixture.write(to:))
    let before = try HeadlessBrowser.load("file://\(page)#seq=2&tab=json")
    #expect(before.console.isEmpty, "console: \(before.console)")
    #expect(PageDOM(html: before.dom).text(ofID: "view-json")?.contains("\"count\"") == true)
    // Rebuilding #5 meets the delta of #3: the page says so rather than failing in its script.
    let after = try HeadlessBrowser.load("file://\(page)#seq=5&tab=json")
    #expect(after.console.isEmpty, "console: \(after.console)")
    let text = PageDOM(html: after.dom).text(ofID: "view-json") ?? ""
    #expect(
      text.hasPrefix("State #5 cannot be rebuilt: the delta of #3 does not apply ("), "\(text)")
  }

  @Test func aRangeCarriesItsFirstStateAndOnlyItsRows() throws {
    let workspace = try Workspace()
    let page = workspace.directory + "/part.html"
    #expect(
      try workspace.run(["html", workspace.log, "--from", "2", "--to", "4", "-o", page]).exitCode
        == 0)
    let load = try HeadlessBrowser.load("file://\(page)#seq=2&tab=json")
    let dom = PageDOM(html: load.dom)
    #expect(load.console.isEmpty, "console: \(load.console)")
    #expect(dom.rows.filter { $0.kind == "action" }.map(\.seq) == [2, 3, 4])
    let state = try JSONValue(parsing: Array(try #require(dom.text(ofID: "view-json")).utf8))
    #expect(state == SessionFixture.states[2])
  }

  @Test(arguments: [
    (["html", "$DIR/nope.ttlog"], Int32(1), "tt-debug: $DIR/nope.ttlog: "),
    (["html", "$LOG", "--from", "5", "--to", "2"], 64, "tt-debug: --from 5 is after --to 2"),
    (["html", "$LOG", "--to", "9"], 4, "tt-debug: seq 9 is outside this log"),
    (["html", "$LOG", "-o", "$DIR/no/such/dir/p.html"], 5, "tt-debug: cannot write $DIR/no/such"),
    (["html", "$LOG", "-o", "$LOG"], 64, "tt-debug: --output is the log itself"),
  ])
  func badArgumentsEndWithOneLine(_ arguments: [String], _ code: Int32, _ message: String) throws {
    let workspace = try Workspace()
    let expanded = arguments.map {
      $0.replacingOccurrences(of: "$LOG", with: workspace.log)
        .replacingOccurrences(of: "$DIR", with: workspace.directory)
    }
    let result = try workspace.run(expanded)
    #expect(result.exitCode == code)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stdout.isEmpty)
  }

  /// Flips bytes in the middle of a data block's compressed data.
  static func damage(_ path: String, block: Int) throws {
    let offset = try ActionLogProbe.blockOffset(path, block: block) + 60
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64(offset))
    let bytes = try handle.read(upToCount: 8) ?? Data()
    try handle.seek(toOffset: UInt64(offset))
    try handle.write(contentsOf: Data(bytes.map { $0 ^ 0x5a }))
  }

  /// Objects with sorted keys and every number as a Double, so key order and `3` vs `3.0` (which
  /// JavaScript cannot tell apart) do not count as differences.
  static func normalized(_ value: JSONValue) -> JSONValue {
    switch value {
    case .int(let number): .double(Double(number))
    case .uint(let number): .double(Double(number))
    case .array(let elements): .array(elements.map(normalized))
    case .object(let members):
      .object(
        JSONObject(
          uniqueKeysWithValues: members.sorted { $0.key < $1.key }
            .map { ($0.key, normalized($0.value)) }))
    default: value
    }
  }
}
