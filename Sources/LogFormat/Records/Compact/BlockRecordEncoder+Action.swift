import JSONTree

extension BlockRecordEncoder {
  /// An action record's line, written straight to bytes: the bytes ``objectLine(for:)`` writes for
  /// it (members in the same order, the same ones left out), without building the record's JSON
  /// object twice. The recorder writes one per action, so this is its hot path.
  ///
  /// ```swift
  /// var encoder = BlockRecordEncoder()
  /// _ = encoder.keyframeLine(KeyframeRecord(seq: 0, state: .object([:])), wall: 0, mono: 0)
  /// let record = ActionRecord(
  ///   seq: 1, wall: 5, mono: 5_000_000, action: .object(["tap": .object([:])]), summary: "tap",
  ///   cause: .external, route: ["Home"], change: .delta([]))
  /// print(String(decoding: encoder.actionLine(record), as: UTF8.self))
  /// ```
  ///
  /// ```text
  /// {"t":"action","dw":5,"du":5000,"action":{"tap":{}},"route":["Home"],"delta":[]}
  /// ```
  ///
  /// - Parameter record: The action record.
  /// - Returns: The line as UTF-8, no newline.
  package mutating func actionLine(_ record: ActionRecord) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    bytes.append(contentsOf: #"{"t":"action""#.utf8)
    if RecordPrefix.expectedSeq(kind: "action", droppedCount: 0, after: seq) != record.seq {
      bytes.append(contentsOf: #","seq":"#.utf8)
      JSONBytes.writeUnsigned(record.seq, into: &bytes)
    }
    bytes.append(contentsOf: #","dw":"#.utf8)
    JSONBytes.writeInteger(record.wall &- wall, into: &bytes)
    wall = record.wall
    let micros = Self.wholeMicroseconds(record.mono)
    bytes.append(contentsOf: #","du":"#.utf8)
    JSONBytes.writeInteger((micros &- mono) / 1_000, into: &bytes)
    mono = micros
    bytes.append(contentsOf: #","action":"#.utf8)
    record.action.write(into: &bytes)
    if !(record.summaryIsDerived ?? (record.summary == jsonSummary(of: record.action))) {
      bytes.append(contentsOf: #","summary":"#.utf8)
      JSONBytes.writeString(record.summary, into: &bytes)
    }
    if case .effect(let cause, let effect, let name) = record.cause {
      bytes.append(contentsOf: #","cause":{"#.utf8)
      if cause &+ 1 != record.seq {
        bytes.append(contentsOf: #""seq":"#.utf8)
        JSONBytes.writeUnsigned(cause, into: &bytes)
        bytes.append(UInt8(ascii: ","))
      }
      bytes.append(contentsOf: #""effect":"#.utf8)
      JSONBytes.writeUnsigned(effect, into: &bytes)
      bytes.append(contentsOf: #","name":"#.utf8)
      JSONBytes.writeString(name, into: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    if record.route != route {
      bytes.append(contentsOf: #","route":["#.utf8)
      for (index, component) in record.route.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONBytes.writeString(component, into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
      route = record.route
    }
    if !record.environment.isEmpty {
      bytes.append(contentsOf: #","env":{"#.utf8)
      for (index, entry) in record.environment.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONBytes.writeString(entry.key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        JSONBytes.writeString(entry.value, into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    if !record.reads.isEmpty {
      bytes.append(contentsOf: #","reads":"#.utf8)
      JSONValue.array(record.reads.map(\.json)).write(into: &bytes)
    }
    switch record.change {
    case .delta(let operations):
      bytes.append(contentsOf: #","delta":"#.utf8)
      JSONPatch.write(operations, into: &bytes)
    case .full(let state):
      bytes.append(contentsOf: #","state":"#.utf8)
      state.write(into: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
    seq = record.seq
    return bytes
  }
}
