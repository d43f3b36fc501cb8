import Foundation
import HeadlessBrowser
import Testing

/// What the page says where the log is not whole or not all on the page: a page of part of a
/// session, a lost state, and action rows laid out as `log` lays them out.
@Suite struct HTMLPageViewTests {
  /// Action rows read as `log` lays actions out on a terminal: wrappers joined by dots, a stack
  /// element as `[id]`, the innermost case last; the whole summary is the row's hover text. (The
  /// window is wide enough for every row's wrappers.)
  @Test func actionRowsKeepTheInnermostCase() throws {
    let page = try DrivenPage.load(
      sample: "app-root",
      script: """
        document.documentElement.dataset.seen = [28, 33, 34, 19].map(seq => {
          const row = document.querySelector('#list .row.action[data-seq="' + seq + '"]');
          return row.querySelector('.text').textContent + ' | ' + row.title.split('  —  ')[0];
        }).join(' ¶ ');
        """, address: "#seq=30", windowSize: "2000,1000")
    #expect(page.load.console.isEmpty, "console: \(page.load.console)")
    let seen = page.seen.components(separatedBy: " ¶ ")
    #expect(
      seen == [
        "mainTab.history.path[0].detail(.deleteButtonTapped) | mainTab(.history(.path(.element("
          + "id: 0, action: .detail(.deleteButtonTapped)))))",
        "mainTab.history.path[0].detail.destination.alert(.confirmDelete) | mainTab(.history("
          + ".path(.element(id: 0, action: .detail(.destination(.presented(.alert("
          + ".confirmDelete))))))))",
        "mainTab.history.path[0].detail.delegate.deleteConfirmed(id: 4) | mainTab(.history(.path("
          + ".element(id: 0, action: .detail(.delegate(.deleteConfirmed(id: 4)))))))",
        "mainTab.tabSelected(.history) | mainTab(.tabSelected(.history))",
      ], "\(seen)")
  }

  /// A state in a gap is named lost where it is looked at, in the words `tt-debug show` uses, and
  /// the first state after the gap says why it has no step diff.
  @Test func aLostStateIsSaidToBeLost() throws {
    let workspace = try GapTests.damagedWorkspace()
    let page = workspace.directory + "/p.html"
    #expect(try workspace.run(["html", workspace.log, "--from", "20", "-o", page]).exitCode == 0)
    let gap =
      "it is in the gap #25…#48 (block 2 at byte 2386 is damaged: its CRC-32 or length check fails)."
    for (address, id, text) in [
      ("#seq=30&tab=step", "view-step", "State #30 is lost: " + gap),
      ("#seq=30&tab=json", "view-json", "State #30 is lost: " + gap),
      ("#seq=30&tab=step", "position", "#30/49  lost, after +8.250s"),
      ("#seq=48&tab=step", "view-step", "No step diff: the state before it, #47, is lost: " + gap),
    ] {
      let load = try HeadlessBrowser.load("file://\(page)\(address)")
      #expect(load.console.isEmpty, "console: \(load.console)")
      let shown = PageDOM(html: load.dom).text(ofID: id) ?? ""
      #expect(shown.hasPrefix(text), "\(address) \(id): \(shown)")
    }
  }

  /// A page of part of a session spans its own states' times: the chart starts at its first state
  /// and ends at its last (the last screen's lane with it), while the facts still give the whole
  /// session's span.
  @Test func aRangesChartSpansItsOwnStates() throws {
    var seen: [String] = []
    for range in [["--from", "10", "--to", "20"], []] {
      let page = try DrivenPage.load(
        sample: "app-root", arguments: range,
        script: """
          document.documentElement.dataset.seen = [view[0], view[1], visits[visits.length - 1].t1,
            document.getElementById('facts').textContent.match(/span\\s*([0-9.]+ s)/)[1]].join(' ');
          """)
      #expect(page.load.console.isEmpty, "console: \(page.load.console)")
      seen.append(page.seen)
    }
    // #10 is at +2.5 s and #20 at +5 s; the session lasts 13.75 s.
    #expect(seen == ["2500 5000 5000 13.750 s", "0 13750 13750 13.750 s"])
  }
}
