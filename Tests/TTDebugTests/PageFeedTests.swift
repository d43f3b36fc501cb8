import Foundation
import JSONTree
import Replay
import Testing
import TimelinePage
import ToolSupport

/// The live page's feed: what a page gets as a log is written, and that it is what `html` shows.
@Suite struct PageFeedTests {
  private func message(_ text: String?) throws -> JSONObject {
    let text = try #require(text)
    guard case .object(let object) = try JSONValue(parsing: text) else {
      Issue.record("not an object: \(text)")
      return [:]
    }
    return object
  }

  private func records(_ object: JSONObject) -> [JSONValue] {
    if case .array(let records)? = object["records"] { records } else { [] }
  }

  @Test func recordsArriveAsTheyAreWrittenAndALatePageGetsWhatItLacks() throws {
    let path = try ScratchFolder.folder("feed") + "/live.ttlog"
    let session = try LiveSession(path: path)
    try session.act(3)
    // The writer is this process: the feed is told it is alive until the log is closed.
    let feed = PageFeed(path: path, tool: "tests") { _ in true }

    let first = try message(feed.poll())
    #expect(first["t"] == .string("records"))
    #expect(first["from"] == .int(0))
    #expect(records(first).count == 4)  // the keyframe and three actions
    #expect(first["routes"] == .array([.array([.string("Counter")])]))
    #expect(first["last"] == .int(3))
    #expect(feed.poll() == nil)

    try session.act(2)
    let second = try message(feed.poll())
    #expect(second["from"] == .int(4))
    #expect(records(second).map { $0.objectValue?["seq"] } == [.int(4), .int(5)])
    #expect(second["routes"] == .array([]))
    #expect(second["routesFrom"] == .int(1))
    guard case .object(let health)? = second["health"] else {
      Issue.record("no health")
      return
    }
    #expect(health["status"] == .string("recording"))

    // A page that holds four records gets the two it lacks, and every route.
    let late = try message(feed.message(from: 4))
    #expect(records(late).count == 2)
    #expect(late["routes"] == .array([.array([.string("Counter")])]))
    #expect(feed.message(from: 6) == nil)
    #expect(feed.message(from: 60) == #"{"t":"reload"}"#)

    try session.close()
    let closed = try message(feed.poll())
    #expect(records(closed).map { $0.objectValue?["t"] } == [.string("close")])
    #expect(closed["health"]?.objectValue?["status"] == .string("closed"))
    #expect(feed.isEnded)
  }

  @Test func theLivePageCarriesWhatTheHtmlPageCarries() throws {
    let path = try ScratchFolder.folder("feed") + "/session.ttlog"
    try SessionFixture.write(to: path)
    let feed = PageFeed(path: path, tool: "tests")
    _ = feed.poll()
    let live = try #require(feed.page(live: PageFeed.Live(token: "t0k", app: true)))
    let page = try TimelinePage(timeline: try Timeline(path: path), sourceName: "session.ttlog")
    let liveData = try Self.data(of: live.html)
    let pageData = try Self.data(of: page.html)
    #expect(liveData["routes"] == pageData["routes"])
    #expect(liveData["first"] == pageData["first"])
    #expect(liveData["last"] == pageData["last"])
    // Keyframes may carry another time (the page's is its block's); everything else is equal.
    #expect(
      Self.withoutKeyframeTimes(liveData["records"])
        == Self.withoutKeyframeTimes(pageData["records"]))
    let settings = try #require(liveData["live"]?.objectValue)
    #expect(settings["token"] == .string("t0k"))
    #expect(settings["app"] == .bool(true))
    #expect(settings["after"] == .int(Int64(records(liveData).count)))
  }

  @Test func aLogThatIsNotThereYetGivesNoPageUntilItsHeaderLands() throws {
    let path = try ScratchFolder.folder("feed") + "/later.ttlog"
    let feed = PageFeed(path: path, tool: "tests") { _ in true }
    #expect(feed.poll() == nil)
    #expect(feed.page(live: PageFeed.Live(token: "x", app: false)) == nil)
    let session = try LiveSession(path: path)
    try session.act(1)
    #expect(try records(message(feed.poll())).count == 2)
    #expect(feed.page(live: PageFeed.Live(token: "x", app: false)) != nil)
  }

  /// The page's `tt-data` JSON.
  static func data(of html: String) throws -> JSONObject {
    let open = #"<script type="application/json" id="tt-data">"#
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let text = String(html[start.upperBound..<end.lowerBound])
    return try #require(try JSONValue(parsing: text).objectValue)
  }

  static func withoutKeyframeTimes(_ records: JSONValue?) -> [JSONValue] {
    guard case .array(let records)? = records else { return [] }
    return records.map { record in
      guard var object = record.objectValue, object["t"] == .string("key") else { return record }
      object.removeValue(forKey: "wall")
      return .object(object)
    }
  }
}

extension JSONValue {
  fileprivate var objectValue: JSONObject? {
    if case .object(let members) = self { members } else { nil }
  }
}
