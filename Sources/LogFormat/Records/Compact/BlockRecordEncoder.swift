import JSONTree

/// Writes the records of one data block in the relative shape of format 3.0: times as deltas from
/// the record before (`dw` in ms, `du` in µs), the seq left out when the record before implies it,
/// the route only when it changes, an external cause left out, an effect cause without `"by"` (and
/// without its `seq` when that is the action just before), and the summary only when
/// ``jsonSummary(of:)`` would not rebuild it.
///
/// One encoder serves a whole recording; ``keyframeLine(_:wall:mono:)`` starts each block afresh
/// so every block still decodes alone (docs/LogFormat.md, "Records relative to the one before").
/// Monotonic times are kept to the whole microsecond: ``mono`` is what a reader will read back.
///
/// ```swift
/// var encoder = BlockRecordEncoder()
/// _ = encoder.keyframeLine(KeyframeRecord(seq: 0, state: .object([:])), wall: 1_000, mono: 0)
/// let marker = LogRecord.marker(MarkerRecord(seq: 0, wall: 1_250, mono: 250_000_000, text: "hi"))
/// print(String(decoding: encoder.line(for: marker), as: UTF8.self))
/// ```
///
/// ```text
/// {"t":"marker","dw":250,"du":250000,"text":"hi"}
/// ```
package struct BlockRecordEncoder {
  /// Time of the last record written, ms since the epoch.
  package internal(set) var wall: Int64 = 0
  /// Time of the last record written, ns on the monotonic clock, cut to the whole µs a reader
  /// reads back.
  package internal(set) var mono: Int64 = 0
  /// Seq of the last record written.
  var seq: UInt64 = 0
  /// Route of the last action written in this block; `nil` right after a keyframe.
  var route: [String]?

  package init() {}

  /// The keyframe line that opens a block; its `wall`/`mono` are the base of the block's deltas.
  ///
  /// - Parameters:
  ///   - keyframe: The state the block starts from.
  ///   - wall: Time of that state, ms since the epoch.
  ///   - mono: Time of that state, ns on the recorder's monotonic clock (written to the whole µs).
  /// - Returns: `{"t":"key","seq":n,"wall":…,"mono":…,"state":…}` as UTF-8, no newline.
  package mutating func keyframeLine(_ keyframe: KeyframeRecord, wall: Int64, mono: Int64)
    -> [UInt8]
  {
    self.wall = wall
    self.mono = Self.wholeMicroseconds(mono)
    seq = keyframe.seq
    route = nil
    let object: JSONObject = [
      "t": .string("key"), "seq": .unsigned(keyframe.seq), "wall": .int(wall),
      "mono": .int(self.mono), "state": keyframe.state,
    ]
    return JSONValue.object(object).jsonBytes
  }

  /// A record line relative to the records before it in the block.
  ///
  /// - Parameter record: Any record but a header or keyframe (those are written whole).
  /// - Returns: The line as UTF-8, no newline.
  package mutating func line(for record: LogRecord) -> [UInt8] {
    if case .action(let action) = record { return actionLine(action) }
    return objectLine(for: record)
  }

  /// ``line(for:)`` through the record's JSON object: every kind of record, and the reference
  /// that ``actionLine(_:)`` writes the same bytes as.
  package mutating func objectLine(for record: LogRecord) -> [UInt8] {
    guard case .object(let members) = record.json else { return record.line }
    let impliedSeq = Self.impliedSeq(of: record, after: seq)
    var object = JSONObject(minimumCapacity: members.count)
    for (key, value) in members {
      switch (key, value) {
      case ("seq", _) where impliedSeq == record.seq:
        continue
      case ("wall", .int(let time)):
        object["dw"] = .int(time &- wall)
        wall = time
      case ("mono", .int(let time)):
        let micros = Self.wholeMicroseconds(time)
        object["du"] = .int((micros &- mono) / 1_000)
        mono = micros
      default:
        object[key] = value
      }
    }
    seq = record.seq
    if case .action(let action) = record {
      compact(action, in: &object)
    }
    return JSONValue.object(object).jsonBytes
  }

  private mutating func compact(_ action: ActionRecord, in object: inout JSONObject) {
    switch action.cause {
    case .external: object.removeValue(forKey: "cause")
    case .effect(let seq, let effect, let name):
      var cause: JSONObject = [:]
      if seq &+ 1 != action.seq { cause["seq"] = .unsigned(seq) }
      cause["effect"] = .unsigned(effect)
      cause["name"] = .string(name)
      object["cause"] = .object(cause)
    }
    if action.route == route {
      object.removeValue(forKey: "route")
    } else {
      route = action.route
    }
    if action.summaryIsDerived ?? (action.summary == jsonSummary(of: action.action)) {
      object.removeValue(forKey: "summary")
    }
  }

  /// The seq a reader fills in for a record that leaves it out (``RecordPrefix``'s rule).
  private static func impliedSeq(of record: LogRecord, after previous: UInt64) -> UInt64? {
    let dropped: UInt64 = if case .dropped(let drop) = record { drop.count } else { 0 }
    return RecordPrefix.expectedSeq(kind: record.kind, droppedCount: dropped, after: previous)
  }

  /// `time` rounded down to a whole microsecond, in ns.
  static func wholeMicroseconds(_ time: Int64) -> Int64 {
    let remainder = time % 1_000
    return remainder < 0 ? time &- remainder &- 1_000 : time &- remainder
  }
}
