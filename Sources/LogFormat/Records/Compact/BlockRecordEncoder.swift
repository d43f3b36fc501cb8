/// Writes the records of one data block in the format-2 shape: times as deltas from the record
/// before, the route only when it changes, an external cause left out, an effect cause without
/// `"by"`, and the summary only when ``jsonSummary(of:)`` would not rebuild it.
///
/// One encoder serves a whole recording; ``keyframeLine(_:wall:mono:)`` starts each block afresh
/// so every block still decodes alone (docs/LogFormat.md, "Records relative to the one before").
package struct BlockRecordEncoder {
  /// Time of the last record written, ms since the epoch.
  package private(set) var wall: Int64 = 0
  /// Time of the last record written, ns on the monotonic clock.
  package private(set) var mono: Int64 = 0
  /// Route of the last action written in this block; `nil` right after a keyframe.
  private var route: [String]?

  package init() {}

  /// The keyframe line that opens a block; its `wall`/`mono` are the base of the block's deltas.
  ///
  /// - Parameters:
  ///   - keyframe: The state the block starts from.
  ///   - wall: Time of that state, ms since the epoch.
  ///   - mono: Time of that state, ns on the recorder's monotonic clock.
  /// - Returns: `{"t":"key","seq":n,"wall":…,"mono":…,"state":…}` as UTF-8, no newline.
  package mutating func keyframeLine(_ keyframe: KeyframeRecord, wall: Int64, mono: Int64)
    -> [UInt8]
  {
    self.wall = wall
    self.mono = mono
    route = nil
    let object: JSONObject = [
      "t": .string("key"), "seq": .unsigned(keyframe.seq), "wall": .int(wall),
      "mono": .int(mono), "state": keyframe.state,
    ]
    return JSONValue.object(object).jsonBytes
  }

  /// A record line relative to the records before it in the block.
  ///
  /// - Parameter record: Any record but a header or keyframe (those are written whole).
  /// - Returns: The line as UTF-8, no newline.
  package mutating func line(for record: LogRecord) -> [UInt8] {
    guard case .object(let members) = record.json else { return record.line }
    var object = JSONObject(minimumCapacity: members.count)
    for (key, value) in members {
      switch (key, value) {
      case ("wall", .int(let time)):
        object["dw"] = .int(time &- wall)
        wall = time
      case ("mono", .int(let time)):
        object["dm"] = .int(time &- mono)
        mono = time
      default:
        object[key] = value
      }
    }
    if case .action(let action) = record {
      compact(action, in: &object)
    }
    return JSONValue.object(object).jsonBytes
  }

  private mutating func compact(_ action: ActionRecord, in object: inout JSONObject) {
    switch action.cause {
    case .external: object.removeValue(forKey: "cause")
    case .effect(let seq, let effect, let name):
      object["cause"] = .object(
        ["seq": .unsigned(seq), "effect": .unsigned(effect), "name": .string(name)])
    }
    if action.route == route {
      object.removeValue(forKey: "route")
    } else {
      route = action.route
    }
    if action.summary == jsonSummary(of: action.action) {
      object.removeValue(forKey: "summary")
    }
  }
}
