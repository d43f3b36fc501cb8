import JSONTree
import LogFormat
import LogReading
import Replay

/// The facts `tt-debug info` prints, gathered once for both text and JSON.
struct InfoFacts {
  let log: LogFile
  let timeline: Timeline

  private var header: LogHeader { timeline.header }
  /// Every block read once (a CRC pass): the same counts and problems `verify` reports.
  private var survey: LogSurvey { timeline.survey }
  private var records: Int { survey.records }
  private var bytesPerAction: Int? {
    timeline.actionCount > 0 ? log.fileSize / timeline.actionCount : nil
  }

  /// Whether the log has no end marker because a process is still writing it (asked once).
  private let isBeingWritten: Bool

  init(log: LogFile, timeline: Timeline) {
    self.log = log
    self.timeline = timeline
    if case .crashed = log.status {
      isBeingWritten = log.isBeingWritten == true
    } else {
      isBeingWritten = false
    }
  }

  /// `closed cleanly`, `recording: …`, `crashed: …` or `damaged: …`; never `closed cleanly` when a block fails
  /// its checks.
  var status: String {
    let problems = survey.problems
    if !problems.isEmpty {
      let places = problems.map { error in
        [error.block.map { "block \($0)" }, error.offset.map { "byte \($0)" }]
          .compactMap { $0 }.joined(separator: " at ")
      }.filter { !$0.isEmpty }
      return "damaged: \(Plural.count(problems.count, "problem"))"
        + (places.isEmpty ? "" : " (\(places.joined(separator: ", ")))")
    }
    switch timeline.status {
    case .closed, .damaged: return "closed cleanly"
    case .crashed(let tail) where isBeingWritten:
      return "recording: a process is writing it; \(tail.salvagedRecords) record(s) so far in its "
        + "open block"
    case .crashed(let tail) where tail.endedInBackground:
      return AppPhaseRecord.endedInBackgroundText + "; recovered \(tail.salvagedRecords) "
        + "record(s) from the open tail"
    case .crashed(let tail):
      return "crashed: not closed; recovered \(tail.salvagedRecords) record(s) from the open tail"
        + (tail.discardedBytes > 0 ? ", \(tail.discardedBytes) byte(s) discarded" : "")
    }
  }

  /// `; 1 data block damaged, the header block damaged`: which blocks fail their checks (a
  /// damaged data block's keyframe is not counted among the keyframes).
  private var damagedBlocks: String {
    let data = survey.blocks.count { $0.info.kind == .data && $0.error != nil }
    var parts: [String] = []
    if data > 0 { parts.append("\(Plural.count(data, "data block")) damaged") }
    if survey.blocks.contains(where: { $0.info.kind == .header && $0.error != nil }) {
      parts.append("the header block damaged")
    }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
  }

  /// The survey's gaps, in seq order: those every command names.
  private var gaps: [LogGap] { survey.gaps }

  /// `#25…#48 lost: why`, one per gap; empty for a whole log.
  var gapLines: [String] { gaps.map(\.description) }

  /// Label and value pairs, in print order.
  var rows: [(String, String)] {
    let session = header.session
    var rows: [(String, String)] = [
      ("file", log.path),
      (
        "format",
        "\(header.version), written by \(header.writer), created "
          + (header.created.isEmpty ? "unknown" : header.created)
      ),
    ]
    let app = [session.app, session.build, session.os.map { "on \($0)" }].compactMap { $0 }
    if !app.isEmpty {
      rows.append(("app", app.joined(separator: " ")))
    } else if log.headerDamage != nil {
      rows.append(("app", "unknown (the header block is damaged)"))
    }
    if let note = session.note { rows.append(("note", note)) }
    for key in session.meta.keys.sorted() {
      rows.append(("meta", "\(key)=\(session.meta[key] ?? "")"))
    }
    rows += [
      ("state", "\(header.stateType) (\(header.valueEncoding) encoding)"),
      ("action", header.actionType),
      (
        "records",
        "\(Plural.count(records, "record")), "
          + "\(Plural.count(timeline.actionCount, "action")), "
          + "states #\(timeline.firstSeq)…#\(timeline.lastSeq)"
          + (timeline.isTrimmed ? " (trimmed: older blocks were dropped)" : "")
      ),
      ("time", "\(TimeText.span(fromMilliseconds: timeline.startWall, to: timeline.endWall)) long"),
      (
        "blocks",
        "\(timeline.blockCount): the header block and "
          + "\(Plural.count(timeline.blockCount - 1, "data block")), "
          + Plural.count(survey.keyframes, "keyframe") + damagedBlocks
      ),
      (
        "size",
        "\(log.fileSize) bytes compressed"
          + (bytesPerAction.map { ", \($0) bytes per action" } ?? "")
          + (log.usedIndex ? "" : " (no index)")
      ),
      ("status", status),
    ]
    rows += gapLines.map { ("gap", $0) }
    return rows
  }

  /// The same facts as one JSON object.
  var json: JSONValue {
    let session = header.session
    var object: JSONObject = [
      "file": .string(log.path),
      "version": .string(header.version),
      "writer": .string(header.writer),
      "created": .string(header.created),
      "app": session.app.map(JSONValue.string) ?? .null,
      "build": session.build.map(JSONValue.string) ?? .null,
      "os": session.os.map(JSONValue.string) ?? .null,
      "note": session.note.map(JSONValue.string) ?? .null,
      "stateType": .string(header.stateType),
      "actionType": .string(header.actionType),
      "valueEncoding": .string(header.valueEncoding),
      "records": .int(Int64(records)),
      "actions": .int(Int64(timeline.actionCount)),
      "firstSeq": .unsigned(timeline.firstSeq),
      "lastSeq": .unsigned(timeline.lastSeq),
      "startWall": .int(timeline.startWall),
      "endWall": .int(timeline.endWall),
      "blocks": .int(Int64(timeline.blockCount)),
      "keyframes": .int(Int64(survey.keyframes)),
      "gaps": .array(
        gaps.map { gap in
          .object([
            "first": .unsigned(gap.first), "last": gap.last.map(JSONValue.unsigned) ?? .null,
            "cause": .string(gap.cause.rawValue), "reason": .string(gap.reason),
          ])
        }),
      "fileBytes": .int(Int64(log.fileSize)),
      "bytesPerAction": bytesPerAction.map { .int(Int64($0)) } ?? .null,
      "trimmed": .bool(timeline.isTrimmed),
      "status": .string(
        !survey.problems.isEmpty
          ? "damaged"
          : isBeingWritten
            ? "recording" : timeline.endedInBackground ? "background" : timeline.status.description),
      "statusDetail": .string(status),
    ]
    var meta: JSONObject = [:]
    for key in session.meta.keys.sorted() { meta[key] = .string(session.meta[key] ?? "") }
    object["meta"] = .object(meta)
    return .object(object)
  }
}
