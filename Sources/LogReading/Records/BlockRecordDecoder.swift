import JSONTree
import LogFormat

/// Reads record lines in file order, filling in what formats 2 and 3 write relative to the record
/// before (see ``BlockRecordEncoder``); format-1 lines pass through unchanged.
///
/// Feed it every record of a block from its keyframe on; a keyframe resets it, so one decoder can
/// read a whole file, blocks skipped or not. A 3.0 reader is a 2.0 reader that also accepts a left
/// out seq, `du` and a cause without its seq, so one decoder serves both.
///
/// ```swift
/// var decoder = BlockRecordDecoder(formatMajor: file.version.major)
/// for block in file.blocks.dropFirst() {
///   for raw in try file.records(inBlock: block) {
///     print(try decoder.decode(line: raw.line).seq)
///   }
/// }
/// ```
package struct BlockRecordDecoder {
  private let relative: Bool
  private var wall: Int64 = 0
  private var mono: Int64 = 0
  private var seq: UInt64 = 0
  private var route: JSONValue?
  /// The `wall` the last keyframe wrote (the time of the state it holds), `nil` when it wrote
  /// none (format 1).
  package private(set) var keyframeWall: Int64?

  /// Creates a decoder for a file of the given major version.
  ///
  /// - Parameter formatMajor: The file's major version (``LogFile/version``).
  package init(formatMajor: UInt8) {
    relative = formatMajor >= 2
  }

  /// Decodes one record line (no newline).
  ///
  /// - Parameter line: The UTF-8 bytes of the record.
  /// - Returns: The record with its seq, absolute times, its route and its summary.
  /// - Throws: ``LogError`` `.malformedRecord` when the line is not a valid record.
  package mutating func decode(line: some Collection<UInt8>) throws -> LogRecord {
    try decode(line: line, knownSeq: nil)
  }

  /// Decodes one record as the block reader split it: a seq the line leaves out is the one the
  /// reader found from the records before it, so the record decodes alone too.
  ///
  /// - Parameter raw: The record, with the seq ``LogFile`` read or implied.
  /// - Returns: The record with its seq, absolute times (relative to what this decoder saw), its
  ///   route and its summary.
  /// - Throws: ``LogError`` `.malformedRecord` when the line is not a valid record.
  package mutating func decode(_ raw: RawRecord) throws -> LogRecord {
    try decode(line: raw.line, knownSeq: raw.seq)
  }

  /// Decodes one record without the records before it: its seq is the reader's, its times stay
  /// relative (`wall`/`mono` are the deltas) and an action's route may be missing.
  ///
  /// - Parameters:
  ///   - raw: The record, with the seq ``LogFile`` read or implied.
  ///   - formatMajor: The file's major version.
  /// - Returns: The record.
  /// - Throws: ``LogError`` `.malformedRecord` when the line is not a valid record.
  package static func decodeAlone(_ raw: RawRecord, formatMajor: UInt8) throws -> LogRecord {
    var decoder = BlockRecordDecoder(formatMajor: formatMajor)
    return try decoder.decode(raw)
  }

  private mutating func decode(line: some Collection<UInt8>, knownSeq: UInt64?) throws
    -> LogRecord
  {
    guard relative else {
      return try LogRecord(json: LogError.recordJSON { try JSONValue(parsing: line) })
    }
    // The members as written, not an object: an action's are looked up a few times and never
    // needed as an object, and filling in what the line left out only appends.
    guard var members = try LogError.recordJSON({ try JSONMembers(parsing: line) }) else {
      throw RecordFields.notAnObject
    }
    let kind: String? = if case .string(let text) = members["t"] { text } else { nil }
    switch kind {
    case "header":
      return try LogRecord(json: .object(members.object))
    case "key":
      keyframeWall = Self.integer(members["wall"])
      wall = keyframeWall ?? 0
      mono = Self.integer(members["mono"]) ?? 0
      seq = Self.unsigned(members["seq"]) ?? 0
      route = nil
      return try LogRecord(json: .object(members.object))
    default:
      break
    }
    fillSeq(&members, kind: kind, known: knownSeq)
    if let delta = Self.integer(members.removeAll(named: "dw")) {
      wall &+= delta
      members.override("wall", with: .int(wall))
    } else if let time = Self.integer(members["wall"]) {
      wall = time
    }
    if let delta = Self.integer(members.removeAll(named: "du")) {
      mono &+= delta &* 1_000
      members.override("mono", with: .int(mono))
    } else if let delta = Self.integer(members.removeAll(named: "dm")) {
      mono &+= delta
      members.override("mono", with: .int(mono))
    } else if let time = Self.integer(members["mono"]) {
      mono = time
    }
    guard kind == "action" else { return try LogRecord(json: .object(members.object)) }
    fillAction(&members)
    // What `LogRecord(json:)` reads of the object these members make, without making it; a
    // summary left out is the one made from the action, when it is asked for.
    return .action(try ActionRecord(RecordFields(members), derivesSummary: true))
  }

  /// Puts back a seq the line left out (``RecordPrefix``'s rule) and remembers the record's seq.
  private mutating func fillSeq(_ members: inout JSONMembers, kind: String?, known: UInt64?) {
    if let written = Self.unsigned(members["seq"]) {
      seq = written
      return
    }
    guard let kind else { return }
    let dropped = kind == "dropped" ? Self.unsigned(members["count"]) ?? 0 : 0
    guard
      let implied = known
        ?? RecordPrefix.expectedSeq(kind: kind, droppedCount: dropped, after: seq),
      let kindIndex = members.firstIndex(of: "t")
    else { return }
    seq = implied
    // Right after `t`: a `seq` written before `t` takes this value, one written after keeps its own.
    members.insert("seq", .unsigned(implied), at: kindIndex + 1)
  }

  private mutating func fillAction(_ members: inout JSONMembers) {
    if let written = members["route"] {
      route = written
    } else {
      members.override("route", with: route ?? .array([]))
    }
    if case .object(var cause)? = members["cause"], cause["by"] == nil {
      cause["by"] = .string("effect")
      if cause["seq"] == nil, seq > 0 { cause["seq"] = .unsigned(seq - 1) }
      members.override("cause", with: .object(cause))
    }
  }

  /// A member as a signed integer (a large unsigned one clamped), or `nil` for anything else.
  static func integer(_ value: JSONValue?) -> Int64? {
    switch value {
    case .int(let number): number
    case .uint(let number): Int64(clamping: number)
    default: nil
    }
  }

  /// A member as an unsigned integer, or `nil` for a negative number or anything else.
  static func unsigned(_ value: JSONValue?) -> UInt64? {
    switch value {
    case .int(let number): number >= 0 ? UInt64(number) : nil
    case .uint(let number): number
    default: nil
    }
  }
}
