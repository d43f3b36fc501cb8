import LogFormat
import Replay

/// The facts `tt-debug info` prints, gathered once for both text and JSON.
struct InfoFacts {
  let log: LogFile
  let timeline: Timeline

  private var header: LogHeader { timeline.header }
  private var records: Int? {
    log.blocks.reduce(Optional(0)) { total, block in
      guard let total, let count = block.recordCount else { return nil }
      return total + count
    }
  }
  private var bytesPerAction: Int? {
    timeline.actionCount > 0 ? log.fileSize / timeline.actionCount : nil
  }

  /// `closed cleanly`, `crashed; …` or `damaged; …`.
  var status: String {
    switch timeline.status {
    case .closed: return "closed cleanly"
    case .crashed(let tail):
      return "crashed: not closed; recovered \(tail.recoveredRecords) record(s) from the open tail"
        + (tail.discardedBytes > 0 ? ", \(tail.discardedBytes) byte(s) discarded" : "")
    case .damaged(let errors):
      let places = errors.map { error in
        [error.block.map { "block \($0)" }, error.offset.map { "byte \($0)" }]
          .compactMap { $0 }.joined(separator: " at ")
      }.filter { !$0.isEmpty }
      return "damaged: \(errors.count) problem(s)"
        + (places.isEmpty ? "" : " (\(places.joined(separator: ", ")))")
        + "; run `tt-debug verify` for details"
    }
  }

  /// Label and value pairs, in print order.
  var rows: [(String, String)] {
    let session = header.session
    var rows: [(String, String)] = [
      ("file", log.path),
      ("format", "\(header.version), written by \(header.writer), created \(header.created)"),
    ]
    let app = [session.app, session.build, session.os.map { "on \($0)" }].compactMap { $0 }
    if !app.isEmpty { rows.append(("app", app.joined(separator: " "))) }
    if let note = session.note { rows.append(("note", note)) }
    for key in session.meta.keys.sorted() {
      rows.append(("meta", "\(key)=\(session.meta[key] ?? "")"))
    }
    rows += [
      ("state", "\(header.stateType) (\(header.valueEncoding) encoding)"),
      ("action", header.actionType),
      (
        "records",
        (records.map { "\(Plural.count($0, "record")), " } ?? "")
          + "\(Plural.count(timeline.actionCount, "action")), "
          + "states #\(timeline.firstSeq)…#\(timeline.lastSeq)"
          + (timeline.isTrimmed ? " (trimmed: older blocks were dropped)" : "")
      ),
      ("time", "\(TimeText.span(fromMilliseconds: timeline.startWall, to: timeline.endWall)) long"),
      (
        "blocks",
        "\(timeline.blockCount): the header block and "
          + "\(Plural.count(timeline.blockCount - 1, "data block")), "
          + Plural.count(timeline.keyframeCount, "keyframe")
      ),
      (
        "size",
        "\(log.fileSize) bytes compressed"
          + (bytesPerAction.map { ", \($0) bytes per action" } ?? "")
          + (log.usedIndex ? "" : " (no index)")
      ),
      ("status", status),
    ]
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
      "records": records.map { .int(Int64($0)) } ?? .null,
      "actions": .int(Int64(timeline.actionCount)),
      "firstSeq": .unsigned(timeline.firstSeq),
      "lastSeq": .unsigned(timeline.lastSeq),
      "startWall": .int(timeline.startWall),
      "endWall": .int(timeline.endWall),
      "blocks": .int(Int64(timeline.blockCount)),
      "keyframes": .int(Int64(timeline.keyframeCount)),
      "fileBytes": .int(Int64(log.fileSize)),
      "bytesPerAction": bytesPerAction.map { .int(Int64($0)) } ?? .null,
      "trimmed": .bool(timeline.isTrimmed),
      "status": .string(timeline.status.description),
      "statusDetail": .string(status),
    ]
    var meta: JSONObject = [:]
    for key in session.meta.keys.sorted() { meta[key] = .string(session.meta[key] ?? "") }
    object["meta"] = .object(meta)
    return .object(object)
  }
}
