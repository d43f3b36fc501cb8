import LogFormat
import Replay

/// One self-contained HTML page showing a recorded session: a timeline of screens and actions, the
/// action list, the state at a cursor with its diff, and the log's health.
///
/// The page carries the log's records (keyframes and RFC 6902 deltas), not a state per seq, and
/// rebuilds states in the browser. Its script and styles are inline, so it opens offline. Every
/// string from the log is data: it is embedded as JSON with `<` written `\u003c`, and the script
/// builds the page with `textContent` only, so a state string holding `</script>` or HTML shows as
/// text.
///
/// ```swift
/// let timeline = try Timeline(path: "session.ttlog")
/// let page = try TimelinePage(timeline: timeline, sourceName: "session.ttlog")
/// print(page.html.prefix(15))
/// ```
///
/// ```text
/// <!doctype html>
/// ```
public struct TimelinePage: Sendable {
  /// The page as UTF-8 bytes.
  public let bytes: [UInt8]

  /// The page as text.
  public var html: String { String(decoding: bytes, as: UTF8.self) }

  /// Builds the page for the states `from...to` of a timeline (default: all of them).
  ///
  /// - Parameters:
  ///   - timeline: The opened log.
  ///   - sourceName: The log's file name as the header shows it (no directories, so the page
  ///     does not leak the path it was made from).
  ///   - from: The first seq to show; its state becomes the page's first keyframe.
  ///   - to: The last seq to show.
  ///   - tool: What made the page, for the header, e.g. `"tt-debug 0.1.0"`.
  /// - Throws: ``Replay/ReplayError`` `.seqOutOfRange` or `.invalidArgument` for a bad range,
  ///   `.damagedBlock`/`.stateDropped` when the state at `from` cannot be rebuilt.
  public init(
    timeline: Timeline, sourceName: String, from: UInt64? = nil, to: UInt64? = nil,
    tool: String = "tt-debug"
  ) throws {
    let range = try PageRange(timeline: timeline, from: from, to: to)
    let data = try PageData.make(
      timeline: timeline, range: range, sourceName: sourceName, tool: tool)
    bytes = PageShell.assemble(data: ScriptSafeJSON.bytes(data), title: PageShell.title(timeline))
  }

  /// A page of bytes made elsewhere in this module.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }
}

/// The seqs a page shows, checked against the timeline.
struct PageRange {
  var from: UInt64
  var to: UInt64

  init(timeline: Timeline, from: UInt64?, to: UInt64?) throws {
    let first = from ?? timeline.firstSeq
    let last = to ?? timeline.lastSeq
    for seq in [first, last] where seq < timeline.firstSeq || seq > timeline.lastSeq {
      throw ReplayError(
        .seqOutOfRange,
        "seq \(seq) is outside this log: states \(timeline.firstSeq)…\(timeline.lastSeq) are "
          + "available; pick --from and --to in that range",
        seq: seq)
    }
    guard first <= last else {
      throw ReplayError(
        .invalidArgument, "--from \(first) is after --to \(last); swap them")
    }
    self.from = first
    self.to = last
  }

  /// Whether the range is the whole log, so no keyframe needs to be made up.
  func isWhole(_ timeline: Timeline) -> Bool {
    from == timeline.firstSeq && to == timeline.lastSeq
  }
}
