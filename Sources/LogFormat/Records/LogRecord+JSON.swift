import JSONTree

extension LogRecord {
  /// Parses one record line (without its trailing newline).
  ///
  /// - Parameter line: The UTF-8 bytes of one JSON line.
  /// - Throws: ``LogError`` `.malformedRecord` when the line is not JSON or lacks a required field.
  public init(line: some Collection<UInt8>) throws {
    try self.init(json: LogError.recordJSON { try JSONValue(parsing: line) })
  }

  /// Reads a record from its JSON tree.
  ///
  /// - Parameter json: The record object.
  /// - Throws: ``LogError`` `.malformedRecord` when a required field is missing or has the wrong type.
  public init(json: JSONValue) throws {
    let fields = try RecordFields(json)
    let kind = try fields.string("t")
    switch kind {
    case "header": self = .header(try LogHeader(fields))
    case "key": self = .keyframe(try KeyframeRecord(fields))
    case "action": self = .action(try ActionRecord(fields))
    case "oob": self = .outOfBand(try OutOfBandRecord(fields))
    case "marker": self = .marker(try MarkerRecord(fields))
    case "effect": self = .effect(try EffectRecord(fields))
    case "dropped": self = .dropped(try DroppedRecord(fields))
    case "close": self = .close(try CloseRecord(fields))
    case "gap": self = .gap(try GapRecord(fields))
    case "lifecycle":
      guard let record = try AppPhaseRecord(fields) else {
        self = .unknown(kind: kind, seq: try fields.uint("seq"), json: json)
        return
      }
      self = .appPhase(record)
    default: self = .unknown(kind: kind, seq: try fields.uint("seq"), json: json)
    }
  }

  /// The record as a JSON object whose first members are `t` and `seq`.
  public var json: JSONValue {
    var object: JSONObject = ["t": .string(kind), "seq": .unsigned(seq)]
    switch self {
    case .header(let record): record.addFields(to: &object)
    case .keyframe(let record): object["state"] = record.state
    case .action(let record): record.addFields(to: &object)
    case .outOfBand(let record): record.addFields(to: &object)
    case .marker(let record): record.addFields(to: &object)
    case .effect(let record): record.addFields(to: &object)
    case .dropped(let record): record.addFields(to: &object)
    case .close(let record): record.addFields(to: &object)
    case .gap(let record): record.addFields(to: &object)
    case .appPhase(let record): record.addFields(to: &object)
    case .unknown(_, _, let json):
      if case .object(let members) = json {
        for (key, value) in members where key != "t" && key != "seq" { object[key] = value }
      }
    }
    return .object(object)
  }

  /// The record as one JSON line (UTF-8, no trailing newline), ready for `LogWriter`.
  public var line: [UInt8] { json.jsonBytes }
}
