import JSONTree
import LogFormat
import LogReading
import Replay

/// The JSON a page carries: what made it, the log's header and health, and the records.
///
/// Records keep the log's own JSON shape (docs/LogFormat.md) minus `mono`, so the page is about as
/// large as the decompressed log; keyframes get a `wall`. A damaged block becomes one
/// `{"t":"lost","seq":n,"why":…}` record so the page can show the seqs it lost.
package enum PageData {
  /// The page JSON of a whole log.
  package static func make(timeline: Timeline, sourceName: String, tool: String) throws
    -> JSONValue
  {
    try make(
      timeline: timeline, range: PageRange(timeline: timeline, from: nil, to: nil),
      sourceName: sourceName, tool: tool)
  }

  static func make(timeline: Timeline, range: PageRange, sourceName: String, tool: String) throws
    -> JSONValue
  {
    let whole = range.isWhole(timeline)
    var records: [JSONValue] = []
    var builder = RecordCompactor()
    var firstKeyframe = true
    if !whole {
      // A part of the log starts with a made-up keyframe: the state at `from`, rebuilt here.
      let state = try timeline.state(at: range.from)
      let offset = ((try? timeline.entry(at: range.from))?.timeOffset ?? 0) * 1000
      let wall = Int64(exactly: offset.rounded()) ?? 0
      records.append(
        .object([
          "t": .string("key"), "seq": .unsigned(range.from),
          "wall": .int(timeline.sessionStartWall &+ wall), "state": state,
        ]))
      firstKeyframe = false
      _ = builder.keeps(keyframeAt: range.from)
    }
    let blocks = timeline.blocks(from: range.from, to: range.to)
    let gaps =
      blocks.contains { $0.damage != nil } ? timeline.gaps(from: range.from, to: range.to) : []
    var damages: [String] = []
    for (number, block) in blocks.enumerated() {
      var wall = block.firstWall
      // The last state the block's readable records make (its keyframe's when none), and when.
      var made = (seq: block.firstSeq, wall: block.firstWall)
      for record in block.records {
        let seq = record.seq
        if record.makesState { made = (seq, record.wall ?? made.wall) }
        guard seq >= range.from, seq <= range.to else { continue }
        guard let object = record.json.objectMembers else { continue }
        if case .keyframe = record {
          if !firstKeyframe && seq == range.from { continue }
          firstKeyframe = false
          guard builder.keeps(keyframeAt: seq) else { continue }
        } else if case .int(let recorded)? = object["wall"] {
          wall = recorded
        }
        builder.track(record)
        records.append(builder.compact(object, wall: wall))
      }
      guard let damage = block.damage else { continue }
      // The last state made is known (a damaged block's keyframe from the block before); what
      // follows is lost up to the next readable keyframe. A block whose records stop at one that
      // does not parse lost the rest of them.
      var lost: JSONObject = [
        "t": .string("lost"), "seq": .unsigned(made.seq), "wall": .int(made.wall),
        "why": .string(damage.message),
      ]
      // The row says what `tt-debug log` says of these seqs (whose records are lost: the next
      // keyframe's seq too, though its state is known).
      let gap = gaps.first { $0.contains(made.seq + 1) }
      if let next = blocks.dropFirst(number + 1).first(where: { $0.damage == nil }) {
        lost["to"] = .unsigned(next.firstSeq > 0 ? next.firstSeq - 1 : 0)
        lost["until"] = .int(next.firstWall)
      } else if let last = gap?.last, last > made.seq {
        // No block follows: the gap runs to the last state the log names.
        lost["to"] = .unsigned(min(last, timeline.lastSeq))
        lost["until"] = .int(timeline.endWall)
      }
      if let gap {
        lost["text"] = .string("\(gap)")
        lost["first"] = .unsigned(gap.first)
      }
      records.append(.object(lost))
      builder.lose()
      damages.append(damage.message)
    }
    let page: JSONObject = [
      "tool": .string(tool), "source": .string(sourceName),
      "bytes": .int(Int64(timeline.fileSize)), "from": .unsigned(range.from),
      "to": .unsigned(range.to), "whole": .bool(whole),
    ]
    let object: JSONObject = [
      "page": .object(page), "log": log(timeline.header),
      "health": health(timeline, damages: damages),
      "start": .int(timeline.startWall), "end": .int(timeline.endWall),
      "first": .unsigned(timeline.firstSeq), "last": .unsigned(timeline.lastSeq),
      "routes": .array(builder.routes.map { .array($0.map(JSONValue.string)) }),
      "records": .array(records),
    ]
    return .object(object)
  }

  /// The log's header as the page's `log` member: the header record without `t` and `seq`.
  static func log(_ header: LogHeader) -> JSONValue {
    var members = LogRecord.header(header).json.objectMembers ?? [:]
    members.removeValue(forKey: "t")
    members.removeValue(forKey: "seq")
    return .object(members)
  }

  /// How the log ended, in words the header shows; a block found damaged while reading it makes
  /// the log damaged even when its index said it closed cleanly.
  static func health(_ timeline: Timeline, damages: [String]) -> JSONValue {
    var notes: [JSONValue] = []
    var status: String
    var label: String?
    switch timeline.status {
    case .closed:
      status = "closed"
      notes.append(.string("closed cleanly"))
    case .crashed(let tail) where LogFile.isBeingWritten(at: timeline.path) == true:
      status = "recording"
      notes.append(
        .string(
          "still being written when the page was made: \(tail.salvagedRecords) records of its "
            + "open block so far"))
    case .crashed(let tail) where tail.endedInBackground:
      status = "background"
      label = AppPhaseRecord.endedInBackgroundText
      notes.append(
        .string(
          "not closed: the app went to the background and the log ended there (the system "
            + "suspends an app in the background and may end it); \(tail.salvagedRecords) "
            + "records salvaged from the open tail"))
    case .crashed(let tail):
      status = "crashed"
      notes.append(
        .string(
          "not closed: the recording stopped without closing (a crash or a kill); "
            + "\(tail.salvagedRecords) records salvaged from the open tail, "
            + "\(tail.discardedBytes) bytes discarded"))
    case .damaged(let errors):
      status = "damaged"
      notes.append(contentsOf: errors.map { .string($0.description) })
    }
    if !damages.isEmpty {
      if status == "closed" { notes.removeAll() }
      status = "damaged"
      for message in damages where !notes.contains(.string(message)) {
        notes.append(.string(message))
      }
    }
    if timeline.isTrimmed {
      notes.append(
        .string(
          "flight-recorder log: older blocks were dropped, so it starts at #\(timeline.firstSeq)"))
    }
    var health: JSONObject = ["status": .string(status), "notes": .array(notes)]
    if let label, status != "damaged" { health["label"] = .string(label) }
    return .object(health)
  }
}

extension JSONValue {
  /// The members when this is an object.
  fileprivate var objectMembers: JSONObject? {
    if case .object(let members) = self { members } else { nil }
  }
}
