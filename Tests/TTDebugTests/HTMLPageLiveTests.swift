import Foundation
import HeadlessBrowser
import JSONTree
import Replay
import Testing
import TimelinePage
import ToolSupport

/// The live page, driven through `window.ttLive.receive` by a script that runs at load: records
/// appended after the page was made become the rows, lanes and markers a page made with all of
/// them shows; the server's cursor and app messages move the highlight and fill the app bar.
@Suite struct HTMLPageLiveTests {
  /// What the page holds, as one line to compare between a page made whole and one that grew.
  static let stats = """
    const stats = () => [rows.length, stateRows.length, markers.length, gaps.length, keyframes.length,
      visits.length, laneDepth, ROUTES.length, firstSeq, lastSeq, END_T, DOMAIN, view.join('-'),
      document.querySelectorAll('#marker-jump option').length,
      document.getElementById('screens').children.length,
      document.getElementById('screens-count').textContent,
      document.querySelectorAll('#screen-filter option').length,
      document.getElementById('count').textContent, document.documentElement.dataset.liveRows,
      visits.map(v => v.route + '#' + v.from + '-' + v.to + '@' + v.t0 + '-' + v.t1).join(';'),
      rows.map(r => r.seq + r.kind + r.route + r.t).join(';')].join(' | ');
    """

  /// The page JSON of a sample log, and the same JSON cut to its first `held` records (with the
  /// routes those use) plus the `records` message that brings the rest.
  struct Split {
    var whole: JSONValue
    var held: JSONValue
    /// `records` messages as JavaScript expressions, `from` each given start.
    var messages: (Int) -> String
  }

  static func split(sample: String, held: Int) throws -> Split {
    let path = CLIRunner.packageRoot.appendingPathComponent("samples/logs/\(sample).ttlog").path
    let whole = try PageData.make(
      timeline: Timeline(path: path), sourceName: "\(sample).ttlog", tool: "tt-debug")
    guard case .object(var members) = whole, case .array(let records)? = members["records"],
      case .array(let routes)? = members["routes"]
    else { throw DrivenPageError(message: "no records in the page data") }
    let usedRoutes =
      records.prefix(held).compactMap { record -> Int? in
        guard case .object(let fields) = record, case .int(let index)? = fields["r"] else {
          return nil
        }
        return Int(index)
      }.max().map { $0 + 1 } ?? 0
    members["records"] = .array(Array(records.prefix(held)))
    members["routes"] = .array(Array(routes.prefix(usedRoutes)))
    let tail = members
    let messages = { (from: Int) -> String in
      let message: JSONObject = [
        "t": .string("records"), "from": .int(Int64(from)),
        "records": .array(Array(records[from...])), "routes": .array(Array(routes[usedRoutes...])),
        "routesFrom": .int(Int64(usedRoutes)), "first": tail["first"] ?? .null,
        "last": tail["last"] ?? .null, "end": tail["end"] ?? .null,
        "health": tail["health"] ?? .null,
      ]
      var bytes: [UInt8] = []
      JSONValue.object(message).write(into: &bytes)
      return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
    return Split(whole: whole, held: .object(members), messages: messages)
  }

  /// Loads a live page of `data` whose test script is `script`, in a window of `windowSize`.
  static func load(_ data: JSONValue, script: String, windowSize: String = "1400,1000") throws
    -> (seen: String, console: [String])
  {
    let directory = try ScratchFolder.folder("live-page")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/page.html"
    let page = TimelinePage.live(data: data, title: "live", testScript: stats + script)
    try Data(page.bytes).write(to: URL(fileURLWithPath: path))
    let load = try HeadlessBrowser.load("file://\(path)", windowSize: windowSize)
    return (PageDOM(html: load.dom).rootAttribute("data-seen") ?? "", load.console)
  }

  /// Records that come after the page was made give the rows, visits, lanes, markers, routes and
  /// spans of a page that held them all, whether they come in one message or overlapping ones.
  @Test func appendedRecordsMakeWhatAWholePageShows() throws {
    let split = try Self.split(sample: "app-root", held: 20)
    let whole = try Self.load(
      split.whole, script: "document.documentElement.dataset.seen = stats();")
    #expect(whole.console.isEmpty, "console: \(whole.console)")
    for script in [
      "ttLive.receive(\(split.messages(20)));",
      // A broadcast that overlaps what the page holds, then one from beyond it (ignored).
      "ttLive.receive(\(split.messages(20))); ttLive.flush(); ttLive.receive(\(split.messages(15)));"
        + " ttLive.receive(Object.assign(\(split.messages(20)), { from: 9999 }));",
    ] {
      let grown = try Self.load(
        split.held,
        script: """
          const before = rows.length;
          \(script)
          ttLive.flush();
          document.documentElement.dataset.seen = stats();
          """)
      #expect(grown.console.isEmpty, "console: \(grown.console)")
      #expect(grown.seen == whole.seen)
      #expect(!grown.seen.isEmpty)
    }
  }

  /// New rows show in the list's DOM, and the list follows them only when it was at its end.
  @Test func theListFollowsNewRowsOnlyFromItsEnd() throws {
    let split = try Self.split(sample: "app-root", held: 30)
    let seen = try Self.load(
      split.held,
      script: """
        const box = document.getElementById('list');
        const atEnd = () => box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
        box.scrollTop = box.scrollHeight; renderRows(false);
        const endBefore = atEnd();
        ttLive.receive(\(split.messages(30)));
        ttLive.flush();
        const lastRow = Math.max(...[...box.querySelectorAll('.row')].map(r => Number(r.dataset.at)));
        const followed = atEnd() && lastRow === rows.length - 1;
        box.scrollTop = 0; renderRows(false);
        ttLive.receive(Object.assign(\(split.messages(30)), { records: [] }));
        ttLive.flush();
        document.documentElement.dataset.seen = [endBefore, followed, box.scrollTop,
          ttLive.latencies.length > 0, ttLive.socketState].join(' ');
        """, windowSize: "1400,500")
    #expect(seen.console.isEmpty, "console: \(seen.console)")
    #expect(seen.seen == "true true 0 true none")
  }

  /// A `cursor` message moves the highlighted row (sending nothing back), and `app` messages
  /// fill the app bar, with Resume and Live hidden when there is no app.
  @Test func cursorAndAppMessagesMoveTheHighlightAndFillTheBar() throws {
    let split = try Self.split(sample: "app-root", held: 57)
    let seen = try Self.load(
      split.held,
      script: """
        const bar = () => [document.getElementById('live-bar').hidden, document.getElementById('app-at').textContent,
          document.getElementById('resume').hidden, document.getElementById('go-live').hidden].join(',');
        const out = [bar()];
        ttLive.receive({ t: 'cursor', seq: 20 });
        const highlighted = [...document.querySelectorAll('#list .row.cur')].map(r => r.dataset.seq);
        out.push(document.documentElement.dataset.cursor + ':' + highlighted.join(','));
        ttLive.receive({ t: 'app', mode: 'travelling', seq: 12, text: 'app: at #12' });
        out.push(bar());
        ttLive.receive({ t: 'app', mode: 'none', seq: 12, text: '' });
        out.push(bar());
        ttLive.receive({ t: 'error', text: '<b>cannot</b>' });
        out.push(document.getElementById('live-error').textContent + document.getElementById('live-error').children.length);
        document.documentElement.dataset.seen = out.join(' / ');
        """)
    #expect(seen.console.isEmpty, "console: \(seen.console)")
    #expect(
      seen.seen
        == "true,no app,true,true / 20:20 / false,app: #12 · travelling,false,false"
        + " / false,no app,true,true / <b>cannot</b>0")
  }

  /// Moves made in the page go out as jumps, one at a time, the latest wish sent when the last is
  /// answered; echoes of older jumps do not move the page back; a hole before a broadcast asks for
  /// the records again, once.
  @Test func jumpsGoOutOneAtATimeWithoutEchoes() throws {
    let split = try Self.split(sample: "app-root", held: 57)
    let seen = try Self.load(
      split.held,
      script: """
        const sent = [];
        socket = { readyState: 1, send: text => sent.push(text) };
        const out = () => sent.splice(0).join('') + '@' + cursor;
        const steps = [];
        moveTo(5); moveTo(7); moveTo(9); steps.push(out());
        ttLive.receive({ t: 'cursor', seq: 5 }); steps.push(out());
        ttLive.receive({ t: 'cursor', seq: 7 }); steps.push(out());
        ttLive.receive({ t: 'app', mode: 'travelling', seq: 9, text: '' }); steps.push(out());
        ttLive.receive({ t: 'cursor', seq: 5 }); steps.push(out());
        ttLive.receive({ t: 'cursor', seq: 3 }); steps.push(out());
        ttLive.receive({ t: 'records', from: 60, records: [] });
        ttLive.receive({ t: 'records', from: 61, records: [] }); steps.push(out());
        document.documentElement.dataset.seen = steps.join(' / ');
        """)
    #expect(seen.console.isEmpty, "console: \(seen.console)")
    #expect(
      seen.seen == #"{"t":"jump","seq":5}@9 / {"t":"jump","seq":9}@9 / @9 / @9 / @9 / @3 / "#
        + #"{"t":"hello","after":56}@3"#)
  }

  /// A `cursor` message naming a state whose record has not come yet moves the page there when
  /// it comes.
  @Test func aCursorAheadOfTheRecordsWaitsForThem() throws {
    let split = try Self.split(sample: "app-root", held: 30)
    let seen = try Self.load(
      split.held,
      script: """
        ttLive.receive({ t: 'cursor', seq: 45 });
        const before = cursor;
        ttLive.receive(\(split.messages(30)));
        ttLive.flush();
        document.documentElement.dataset.seen = [before < 45, cursor,
          document.querySelector('#list .row.cur').dataset.seq].join(' ');
        """)
    #expect(seen.console.isEmpty, "console: \(seen.console)")
    #expect(seen.seen == "true 45 45")
  }

  /// A page with a `live` member opens its socket (from a file it cannot: it says so and tries
  /// again); the `html` command's page has no socket code at all.
  @Test func onlyALivePageOpensASocket() throws {
    var split = try Self.split(sample: "app-root", held: 57)
    guard case .object(var members) = split.held else { return }
    members["live"] = .object([
      "token": .string("t0k"), "app": .bool(true), "after": .int(57), "routes": .int(0),
    ])
    split.held = .object(members)
    let live = try Self.load(
      split.held,
      script: """
        document.documentElement.dataset.seen = [ttLive.socketState,
          document.getElementById('link-state').textContent, document.getElementById('live-bar').hidden].join(',');
        """)
    // Whether the browser has given up on the socket yet when the DOM is read varies.
    #expect(
      ["connecting,connecting…,false", "disconnected,disconnected, reconnecting…,false"].contains(
        live.seen), "\(live.seen)")
    let workspace = try Workspace()
    defer { try? FileManager.default.removeItem(atPath: workspace.directory) }
    let page = try DrivenPage.load(
      sample: "app-root",
      script: """
        document.documentElement.dataset.seen = [typeof window.ttLive,
          document.getElementById('live-bar') === null].join(',');
        """, in: workspace)
    #expect(page.seen == "undefined,true")
    let html = try String(
      contentsOfFile: workspace.directory + "/"
        + (FileManager.default.contentsOfDirectory(atPath: workspace.directory)
          .first { $0.hasSuffix(".html") } ?? ""),
      encoding: .utf8)
    #expect(!html.contains("WebSocket") && !html.contains("connect-src"))
  }
}
