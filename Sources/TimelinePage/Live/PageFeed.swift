import Foundation
import JSONTree
import LogFormat
import LogReading
import Replay

/// A log followed as it is written, turned into what a live page shows: the page's data so far,
/// and a `records` message for whatever landed since.
///
/// The feed keeps every record it sent in the page's compacted shape (see ``TimelinePage``), so a
/// page that opens late, or reconnects, gets the records it lacks from ``message(from:)``. It is
/// safe to use from several threads.
///
/// ```swift
/// let feed = PageFeed(path: "session.ttlog", tool: "tt-debug 0.1.0")
/// _ = feed.poll()                      // what is in the file now
/// let page = feed.page(live: PageFeed.Live(token: "abc", app: false))
/// if let update = feed.poll() { print(update.prefix(26)) }   // records the app wrote since
/// ```
///
/// ```text
/// {"t":"records","from":12,
/// ```
public final class PageFeed: @unchecked Sendable {
  /// What the page learns about the socket it talks to.
  public struct Live: Sendable, Equatable {
    /// The token the page's socket presents.
    public var token: String
    /// Whether an app follows the page's moves (attach) or not (html --serve).
    public var app: Bool

    /// Creates the page's live settings.
    public init(token: String, app: Bool) {
      self.token = token
      self.app = app
    }
  }

  /// The followed file.
  public let path: String
  private let tool: String
  private let tail: TimelineTail
  private let lock = NSLock()
  private var state = FeedState()

  /// Follows `path` (which need not exist yet); nothing is read until ``poll()``.
  ///
  /// - Parameters:
  ///   - path: The `.ttlog` file.
  ///   - tool: What serves the page, for its footer, e.g. `"tt-debug 0.1.0"`.
  public convenience init(path: String, tool: String) {
    self.init(path: path, tool: tool, writerCheck: WriterLock.isHeld)
  }

  /// Follows `path`, asking `writerCheck` whether a writer holds the file (tests stand in for a
  /// writer in another process).
  package init(path: String, tool: String, writerCheck: @escaping (Int32) -> Bool?) {
    self.path = path
    self.tool = tool
    tail = TimelineTail(path: path, tracksStates: false, writerCheck: writerCheck)
  }

  /// Whether the log has a header yet, so a page can be made.
  public var hasStarted: Bool { lock.withLock { state.header != nil } }

  /// Whether the feed will send nothing more: the log was closed, or it is damaged past reading.
  public var isEnded: Bool { lock.withLock { state.ended } }

  /// Reads what landed since the last call and returns the `records` message for it, or `nil`
  /// when nothing the page shows landed. Never blocks. A file replaced by a new session returns
  /// `{"t":"reload"}`: the page must load itself again.
  public func poll() -> String? {
    do {
      take(try tail.read())
    } catch {
      let text = (error as? ReplayError)?.message ?? "\(error)"
      lock.withLock { state.fail(text) }
    }
    return pendingMessage()
  }

  /// Takes what a tail of the same file read (the feed then reads nothing itself): a follower
  /// that already reads the log shares its reads.
  public func take(_ events: [TimelineTail.Event]) {
    guard !events.isEmpty else { return }
    lock.withLock { state.take(events) }
  }

  /// The `records` message with what the feed took since the last call (or `{"t":"reload"}`),
  /// or `nil` when nothing the page shows changed.
  public func pendingMessage() -> String? {
    lock.withLock { state.pendingMessage() }
  }

  /// Sleeps until the file may have changed, at most `milliseconds`.
  public func waitForChange(milliseconds: Int32) {
    tail.waitForChange(milliseconds: milliseconds)
  }

  /// The `records` message with every record from index `from` on (what a page holding `from`
  /// records lacks), or `nil` when it lacks none. An index past the feed's (a page from before
  /// the file was replaced) gives `{"t":"reload"}`.
  public func message(from index: Int) -> String? {
    lock.withLock { state.message(from: index, routesFrom: nil) }
  }

  /// The page as it stands: the data of every record so far, with `live` telling its script
  /// where to connect; `nil` before the log has a header.
  public func page(live: Live) -> TimelinePage? {
    lock.withLock {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      guard
        let data = state.data(
          tool: tool, source: Self.fileName(path), bytes: size, live: live)
      else {
        return nil
      }
      return TimelinePage.live(data: data, title: state.title)
    }
  }

  private static func fileName(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }
}
