import Foundation
import JSONTree
import Testing

@testable import LogFormat
@testable import LogReading

/// `BlockRecordDecoder` reads a line's members as written and an action's fields without building
/// the record's object; these tests hold it to what reading the object gives (``ReferenceDecoder``,
/// the decoder as it was before), on the committed logs and on damaged and unusual lines.
@Suite struct RecordDecodingEquivalenceTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Every record of a log, as the block reader splits them.
  private static func rawRecords(_ relativePath: String) throws -> (UInt8, [RawRecord]) {
    let file = try LogFile(path: fixtures.appendingPathComponent(relativePath).path)
    var raws: [RawRecord] = []
    for index in file.blocks.indices where file.blocks[index].kind == .data {
      raws += try file.records(inBlock: index)
    }
    return (file.version.major, raws)
  }

  /// The record or the error, read by both decoders fed the same lines in order.
  private static func expectSameRecords(
    _ lines: [(line: [UInt8], seq: UInt64?)], formatMajor: UInt8,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var decoder = BlockRecordDecoder(formatMajor: formatMajor)
    var reference = ReferenceDecoder(formatMajor: formatMajor)
    for (line, seq) in lines {
      let raw = RawRecord(kind: "", seq: seq ?? 0, line: line)
      let actual = Outcome { try seq == nil ? decoder.decode(line: line) : decoder.decode(raw) }
      let expected = Outcome { try reference.decode(line: line, knownSeq: seq) }
      #expect(
        actual == expected, "\(String(decoding: line, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [
    "format-2.0/tab-stack.ttlog", "format-3.0/app-root.ttlog", "format-3.0/sign-up.ttlog",
    "format-3.0/split-view.ttlog", "format-3.0/tab-stack.ttlog",
  ])
  func committedLogsDecodeToTheSameRecords(_ path: String) throws {
    let (major, raws) = try Self.rawRecords(path)
    #expect(raws.count > 10)
    Self.expectSameRecords(raws.map { ($0.line, $0.seq) }, formatMajor: major)
    Self.expectSameRecords(raws.map { ($0.line, nil) }, formatMajor: major)
  }

  /// Lines after a keyframe that test each rule of filling in what a line leaves out.
  private static let unusualLines: [String] = [
    #"{"t":"action","dw":5,"du":7,"action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","seq":9,"dw":5,"du":7,"action":{"tap":{}},"delta":[]}"#,
    #"{"seq":-1,"t":"action","dw":5,"action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","seq":-1,"dw":5,"action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","seq":"x","action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","t":"action","seq":4,"seq":5,"action":{"a":1},"action":{"b":2},"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"summary":"named","delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"summary":7,"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"summary":"one","summary":"two","delta":[]}"#,
    #"{"t":"action","delta":[]}"#,
    #"{"t":"action","action":{"tap":{}}}"#,
    #"{"t":"action","action":{"tap":{}},"delta":{}}"#,
    #"{"t":"action","action":{"tap":{}},"delta":[{"op":"jump","path":""}]}"#,
    #"{"t":"action","action":{"tap":{}},"state":{"count":1}}"#,
    #"{"t":"action","action":{"tap":{}},"cause":{"effect":3,"name":"run"},"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"cause":{"seq":1,"effect":3,"name":"run"},"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"cause":{"by":"effect","effect":3},"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"cause":{"t":"odd","by":"effect","seq":-2},"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"cause":"external","delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"route":["a",1,"b"],"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"route":"a","delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","dw":"x","wall":12,"dm":3,"action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","du":"x","dm":3,"mono":5,"action":{"tap":{}},"delta":[]}"#,
    #"{"t":"action","du":18446744073709551615,"dw":-9223372036854775808,"action":1,"delta":[]}"#,
    #"{"t":"action","wall":-4,"mono":9223372036854775808,"action":null,"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"reads":[{"uuid":"x"},{"date":1.5}],"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"reads":{"uuid":"x"},"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"reads":[{"a":1,"b":2}],"delta":[]}"#,
    #"{"t":"action","action":{"tap":{}},"env":{"locale":"en","n":1},"delta":[]}"#,
    #"{"t":"action","action":{"$shared":{"id":1}},"delta":[]}"#,
    #"{"t":"effect","event":"started","effect":2,"action":1,"name":"run","dw":1,"du":2}"#,
    #"{"t":"effect","seq":"x","event":"finished","effect":2,"action":1,"name":"run"}"#,
    #"{"t":"marker","text":"here","dw":3}"#,
    #"{"t":"dropped","count":2,"reason":"full"}"#,
    #"{"t":"dropped","count":"many","reason":"full"}"#,
    #"{"t":"oob","delta":[],"shared":[1],"dw":1}"#,
    #"{"t":"close","actions":3,"dropped":0}"#,
    #"{"t":"future","dw":1,"x":[1,2],"seq":-3,"dm":4}"#,
    #"{"dw":1,"t":"future","t":"also"}"#,
    #"{"no":"kind","dw":2}"#,
    #"{"t":7,"dw":2}"#,
    #"[1,2]"#,
    #""text""#,
    #"{"t":"action","action":{"tap":{}},"delta":[]"#,
    #"{"t":"action","action":{"tap":{}},"delta":[]} x"#,
    #"{"t":"action","action":{"tap":"\ud800"},"delta":[]}"#,
    #"{"t":"action","action":{"tap":"\ud83d\ude00\u00e9\n"},"delta":[]}"#,
    #" {"t":"action","action":{"tap":{}},"delta":[]} "#,
    #"{"t":"key","seq":20,"wall":100,"mono":5,"state":{"count":0}}"#,
    #"{"t":"action","dw":1,"du":1,"action":{"after":"key"},"delta":[]}"#,
    #"{"t":"header","seq":0,"format":"ttlog","version":"3.1","wall":1}"#,
  ]

  @Test func unusualAndDamagedLinesDecodeAlike() {
    let key = #"{"t":"key","seq":3,"wall":1000,"mono":2000,"state":{"count":0}}"#
    for major: UInt8 in [1, 2, 3] {
      let lines = ([key] + Self.unusualLines).map { Array($0.utf8) }
      // Each line alone after the keyframe, and all of them in order (the decoder's running seq,
      // times and route carried through).
      for line in lines {
        Self.expectSameRecords([(lines[0], 3), (line, nil)], formatMajor: major)
        Self.expectSameRecords([(lines[0], 3), (line, 4)], formatMajor: major)
      }
      Self.expectSameRecords(lines.map { ($0, nil) }, formatMajor: major)
    }
  }

  @Test func everyPrefixOfADamagedActionLineFailsAlike() {
    let key = Array(#"{"t":"key","seq":3,"wall":1000,"mono":2000,"state":{"count":0}}"#.utf8)
    let line = Array(
      #"{"t":"action","dw":5,"du":7,"action":{"path":{"element":{"id":0,"action":{"emailChanged":"ada\u00e9"}}}},"cause":{"effect":2,"name":"run"},"route":["a"],"delta":[{"op":"replace","path":"/email","value":"ada"}]}"#
        .utf8)
    for end in 0...line.count {
      Self.expectSameRecords([(key, 3), (Array(line[..<end]), nil)], formatMajor: 3)
    }
  }

  @Test func aSummaryLeftOutIsMadeFromTheActionAndPinnedWhenTheActionChanges() throws {
    var decoder = BlockRecordDecoder(formatMajor: 3)
    _ = try decoder.decode(line: Array(#"{"t":"key","seq":0,"state":{}}"#.utf8))
    let line = #"{"t":"action","action":{"rowTapped":{"id":2}},"delta":[]}"#
    guard case .action(var record) = try decoder.decode(line: Array(line.utf8)) else {
      Issue.record("not an action")
      return
    }
    #expect(record.summary == "rowTapped(.id(2))")
    record.action = .object(["other": .object([:])])
    #expect(record.summary == "rowTapped(.id(2))")
    record.summary = "named"
    #expect(record.summary == "named")
  }
}

/// A decoded record or what decoding threw.
private enum Outcome: Equatable {
  case record(LogRecord)
  case failure(LogError)
  case otherFailure(String)

  init(_ body: () throws -> LogRecord) {
    do {
      self = .record(try body())
    } catch let error as LogError {
      self = .failure(error)
    } catch {
      self = .otherFailure("\(error)")
    }
  }
}

/// `BlockRecordDecoder` as it was before it read members as written: parses the line into an
/// object, fills in what the line left out by changing the object, then reads the record from it.
private struct ReferenceDecoder {
  let relative: Bool
  var wall: Int64 = 0
  var mono: Int64 = 0
  var seq: UInt64 = 0
  var route: JSONValue?

  init(formatMajor: UInt8) {
    relative = formatMajor >= 2
  }

  mutating func decode(line: [UInt8], knownSeq: UInt64?) throws -> LogRecord {
    let json: JSONValue
    do {
      json = try JSONValue(parsing: line)
    } catch let error as JSONError {
      throw LogError(error)
    }
    guard relative, case .object(var members) = json else { return try LogRecord(json: json) }
    let kind: String? = if case .string(let text) = members["t"] { text } else { nil }
    switch kind {
    case "header":
      return try LogRecord(json: json)
    case "key":
      wall = BlockRecordDecoder.integer(members["wall"]) ?? 0
      mono = BlockRecordDecoder.integer(members["mono"]) ?? 0
      seq = BlockRecordDecoder.unsigned(members["seq"]) ?? 0
      route = nil
      return try LogRecord(json: json)
    default:
      break
    }
    fillSeq(&members, kind: kind, known: knownSeq)
    if let delta = BlockRecordDecoder.integer(members.removeValue(forKey: "dw")) {
      wall &+= delta
      members["wall"] = .int(wall)
    } else if let time = BlockRecordDecoder.integer(members["wall"]) {
      wall = time
    }
    if let delta = BlockRecordDecoder.integer(members.removeValue(forKey: "du")) {
      mono &+= delta &* 1_000
      members["mono"] = .int(mono)
    } else if let delta = BlockRecordDecoder.integer(members.removeValue(forKey: "dm")) {
      mono &+= delta
      members["mono"] = .int(mono)
    } else if let time = BlockRecordDecoder.integer(members["mono"]) {
      mono = time
    }
    if kind == "action" { fillAction(&members) }
    return try LogRecord(json: .object(members))
  }

  private mutating func fillSeq(_ members: inout JSONObject, kind: String?, known: UInt64?) {
    if let written = BlockRecordDecoder.unsigned(members["seq"]) {
      seq = written
      return
    }
    guard let kind else { return }
    let dropped = kind == "dropped" ? BlockRecordDecoder.unsigned(members["count"]) ?? 0 : 0
    guard
      let implied = known
        ?? RecordPrefix.expectedSeq(kind: kind, droppedCount: dropped, after: seq)
    else { return }
    seq = implied
    var filled = JSONObject(minimumCapacity: members.count + 1)
    for (key, value) in members {
      filled[key] = value
      if key == "t" { filled["seq"] = .unsigned(implied) }
    }
    members = filled
  }

  private mutating func fillAction(_ members: inout JSONObject) {
    if let written = members["route"] {
      route = written
    } else {
      members["route"] = route ?? .array([])
    }
    if case .object(var cause)? = members["cause"], cause["by"] == nil {
      cause["by"] = .string("effect")
      if cause["seq"] == nil, seq > 0 { cause["seq"] = .unsigned(seq - 1) }
      members["cause"] = .object(cause)
    }
    if members["summary"] == nil, let action = members["action"] {
      members["summary"] = .string(jsonSummary(of: action))
    }
  }

}
