import JSONTree
import LogFormat
import Replay

/// What a ``PageFeed`` knows of its log: the page's records so far and the log's facts. Not
/// thread-safe: the feed holds it under its lock.
struct FeedState {
  var header: LogHeader?
  /// The page's records, compacted, in the order they landed.
  private(set) var records: [JSONValue] = []
  private var compactor = RecordCompactor()
  private var startWall: Int64 = 0
  private var lastWall: Int64 = 0
  private var firstSeq: UInt64?
  private var lastSeq: UInt64 = 0
  /// `recording`, `closed`, `crashed`, `damaged`, as the page's header shows it.
  private var status = "recording"
  private var notes: [String] = []
  private(set) var ended = false

  var title: String {
    let app = header?.session.app ?? ""
    return (app.isEmpty ? header?.stateType ?? "session" : app) + " — tt-debug timeline"
  }

  /// Records and routes the last ``pendingMessage()`` covered.
  private var sentRecords = 0
  private var sentRoutes = 0
  /// Whether something the page shows changed since then (a record, the health, the end).
  private var dirty = false
  /// Whether the file was replaced since then: the page must reload.
  private var replaced = false

  /// Takes one read's events.
  mutating func take(_ events: [TimelineTail.Event]) {
    for event in events {
      switch event {
      case .started(let header, _):
        self.header = header
        startWall = header.wall
        lastWall = header.wall
        dirty = true
      case .entry(let entry, _):
        if add(entry) { dirty = true }
      case .closed:
        status = "closed"
        notes = ["closed cleanly"]
        ended = true
        dirty = true
      case .writerGone:
        status = "crashed"
        notes = ["not closed: the recording stopped without closing (a crash or a kill)"]
        dirty = true
      case .replaced:
        self = FeedState()
        replaced = true
      case .problem(let error):
        notes.append(error.message)
        dirty = true
      case .damaged(let error):
        fail(error.message)
      case .waitingForFile, .waitingForHeader, .stateLost:
        break
      }
    }
  }

  /// The message for every page with what changed since the last call (records, or a reload),
  /// or `nil` when nothing did.
  mutating func pendingMessage() -> String? {
    if replaced {
      replaced = false
      return #"{"t":"reload"}"#
    }
    guard dirty, header != nil else { return nil }
    let text = message(from: sentRecords, routesFrom: sentRoutes, always: true)
    sentRecords = records.count
    sentRoutes = compactor.routes.count
    dirty = false
    return text
  }

  /// Following stopped at damage: the page says so.
  mutating func fail(_ message: String) {
    guard !ended else { return }
    status = "damaged"
    notes.append(message)
    ended = true
    dirty = true
  }

  /// Adds an entry the page shows; `false` for one it does not.
  private mutating func add(_ entry: TimelineEntry) -> Bool {
    let record = entry.record
    guard case .object(var object) = record.json else { return false }
    if case .int(let wall)? = object["wall"] { lastWall = wall }
    switch record {
    case .keyframe:
      if firstSeq == nil { firstSeq = entry.seq }
      lastSeq = max(lastSeq, entry.seq)
      guard compactor.keeps(keyframeAt: entry.seq) else { return false }
    case .action, .outOfBand:
      if firstSeq == nil { firstSeq = entry.seq }
      lastSeq = max(lastSeq, entry.seq)
    case .gap(let gap):
      // A block the reader could not use: the page lists it as the seqs it lost.
      let last = gap.last ?? gap.seq
      object = [
        "t": .string("lost"), "seq": .unsigned(gap.seq), "first": .unsigned(gap.first),
        "to": .unsigned(last), "wall": .int(lastWall), "why": .string(gap.reason),
        "text": .string("#\(gap.first)…#\(last) lost: \(gap.reason)"),
      ]
      compactor.lose()
      records.append(.object(object))
      lastSeq = max(lastSeq, last)
      return true
    case .header:
      return false
    default:
      // Markers, dropped records, effects, the close: as the page of a whole log carries them.
      break
    }
    compactor.track(record)
    records.append(compactor.compact(object, wall: lastWall))
    return true
  }

  /// The `records` message from record `index` on, with the routes from `routesFrom` on (all of
  /// them when `nil`); `nil` when there is nothing to send (no record from `index` on, unless
  /// `always`: the log's health or end changed).
  func message(from index: Int, routesFrom: Int?, always: Bool = false) -> String? {
    guard header != nil else { return nil }
    guard index <= records.count else { return #"{"t":"reload"}"# }
    guard always || index < records.count else { return nil }
    let routes = compactor.routes
    let newRoutes = routes.dropFirst(routesFrom ?? 0)
    let object: JSONObject = [
      "t": .string("records"), "from": .int(Int64(index)),
      "records": .array(Array(records[index...])),
      "routes": .array(newRoutes.map { .array($0.map(JSONValue.string)) }),
      "routesFrom": .int(Int64(routesFrom ?? 0)),
      "first": .unsigned(firstSeq ?? 0), "last": .unsigned(lastSeq), "end": .int(lastWall),
      "health": health,
    ]
    return JSONValue.object(object).jsonText
  }

  private var health: JSONValue {
    .object(["status": .string(status), "notes": .array(notes.map(JSONValue.string))])
  }

  /// The page's data: what `PageData.make` gives for a whole log, from the records so far, and
  /// the live settings.
  func data(tool: String, source: String, bytes: Int, live: PageFeed.Live) -> JSONValue? {
    guard let header else { return nil }
    let page: JSONObject = [
      "tool": .string(tool), "source": .string(source), "bytes": .int(Int64(bytes)),
      "from": .unsigned(firstSeq ?? 0), "to": .unsigned(lastSeq), "whole": .bool(true),
    ]
    let liveObject: JSONObject = [
      "token": .string(live.token), "app": .bool(live.app), "after": .int(Int64(records.count)),
      "routes": .int(Int64(compactor.routes.count)),
    ]
    let object: JSONObject = [
      "page": .object(page), "log": PageData.log(header), "health": health,
      "start": .int(startWall),
      "end": .int(lastWall), "first": .unsigned(firstSeq ?? 0), "last": .unsigned(lastSeq),
      "routes": .array(compactor.routes.map { .array($0.map(JSONValue.string)) }),
      "records": .array(records), "live": .object(liveObject),
    ]
    return .object(object)
  }
}
