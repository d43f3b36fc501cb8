import JSONTree
import LogFormat

/// The app's log as `attach` receives it, written again to a local `.ttlog` so every reader (the
/// navigator, `log`, `show`) works on it as on any log being written.
///
/// Each keyframe starts a block here as it did in the app, so the records' block-relative fields
/// mean the same. Lines the link dropped from its stream (the app's file keeps them) leave a
/// `dropped` record: the mirror skips to the next keyframe, which carries a whole state again.
/// Lines reach the file at each ``flush()``.
///
/// ```swift
/// let mirror = try LogMirror(path: "mirror.ttlog")
/// mirror.take(#"{"t":"header","seq":0,"format":"ttlog","version":"3.4",…}"#)
/// mirror.flush()
/// print(mirror.failure ?? "ok")
/// ```
public final class LogMirror {
  /// Where the mirror is written.
  public let path: String
  private let writer: LogWriter
  private var lastSeq: UInt64?
  private var hasHeader = false
  /// Since a gap in the stream: lines are skipped until the next keyframe.
  private var resyncing = false
  /// Whether lines were taken since the last ``flush()``.
  private var unflushed = false
  /// Why the mirror stopped taking lines, once it did.
  public private(set) var failure: String?

  /// Creates the mirror at `path` (a new or empty file).
  ///
  /// - Parameter path: Where to write.
  /// - Throws: `LogError` when the file cannot be created.
  public init(path: String) throws {
    self.path = path
    // Flushed by ``flush()``, once per batch the link delivers, not once per line; a working
    // copy on the developer's machine, so compressed fast rather than small.
    writer = try LogWriter(
      path: path, options: LogWriter.Options(compressionLevel: 1, flushEvery: 1 << 30))
  }

  /// Makes every line taken so far readable in the file (a sync flush); nothing when no line
  /// came since the last flush.
  public func flush() {
    guard failure == nil, unflushed else { return }
    unflushed = false
    do {
      try writer.flush()
    } catch {
      _ = refuse("\(error)")
    }
  }

  /// Takes one line of the app's log.
  ///
  /// - Parameter text: The line, as the app's recorder wrote it.
  /// - Returns: `false` when the line is refused (the mirror keeps what it had).
  @discardableResult
  public func take(_ text: String) -> Bool {
    guard failure == nil else { return false }
    let line = Array(text.utf8)
    guard let prefix = RecordPrefix.scan(line, after: lastSeq) else {
      return refuse("a streamed line is not a log record")
    }
    do {
      switch prefix.kind {
      case "header":
        guard !hasHeader else { return refuse("the app sent a second header") }
        try writer.writeHeader(line, time: Self.wall(of: line))
        hasHeader = true
      case "key":
        guard hasHeader else {
          return refuse(
            "the app's stream began after its header; start the link before the "
              + "store's first action")
        }
        if resyncing, let last = lastSeq, prefix.seq > last {
          let lost = DroppedRecord(
            seq: prefix.seq, count: prefix.seq - last, wall: Int64(Self.wall(of: line)), mono: 0,
            reason: "link gap")
          try writer.append(LogRecord.dropped(lost).line)
        }
        resyncing = false
        try writer.startBlock(keyframe: line, seq: prefix.seq, time: Self.wall(of: line))
      default:
        guard !resyncing else { return true }
        guard lastSeq != nil else { return refuse("a record came before the first keyframe") }
        try writer.append(line)
        if prefix.kind == "close" { try writer.close() }
      }
      if prefix.kind != "header" { lastSeq = prefix.seq }
      unflushed = true
      return true
    } catch {
      return refuse("\(error)")
    }
  }

  /// The link dropped `count` lines before the next: skip to the next keyframe.
  ///
  /// - Parameter count: How many lines the link dropped.
  public func gap(count: Int) {
    resyncing = true
  }

  /// Seals the mirror.
  public func close() {
    try? writer.close()
  }

  private func refuse(_ reason: String) -> Bool {
    failure = reason
    return false
  }

  /// The `wall` of a header or keyframe line, in ms since 1970 (0 when it has none).
  private static func wall(of line: [UInt8]) -> UInt64 {
    guard case .object(let members)? = try? JSONValue(parsing: line) else { return 0 }
    switch members["wall"] {
    case .int(let value)?: return UInt64(clamping: value)
    case .uint(let value)?: return value
    default: return 0
    }
  }
}
