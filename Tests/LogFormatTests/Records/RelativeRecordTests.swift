import JSONTree
import LogFormat
import LogReading
import Testing

@testable import ActionLog

@Suite struct RelativeRecordTests {
  private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

  private func action(
    _ seq: UInt64, wall: Int64, action text: String, summary: String,
    cause: ActionCause = .external,
    route: [String]
  ) throws -> LogRecord {
    .action(
      ActionRecord(
        seq: seq, wall: wall, mono: (wall - 1_000) * 1_000_000, action: try json(text),
        summary: summary, cause: cause, route: route,
        change: .delta([.replace(path: JSONPointer(tokens: ["count"]), value: .int(Int64(seq)))])))
  }

  /// Two blocks' worth of every kind of record, with routes that repeat and change, both causes,
  /// and summaries that can and cannot be rebuilt from the action's JSON.
  private func records() throws -> [LogRecord] {
    [
      .keyframe(KeyframeRecord(seq: 0, state: try json(#"{"count":0}"#))),
      try action(
        1, wall: 1_250,
        action: #"{"path":{"element":{"id":0,"action":{"detail":{"saveTapped":{}}}}}}"#,
        summary: "path(.element(id: 0, action: .detail(.saveTapped)))", route: ["a", "b"]),
      try action(
        2, wall: 1_500, action: #"{"tabSelected":"second"}"#,
        summary: "tabSelected(.second)", cause: .effect(seq: 1, effect: 0, name: "send"),
        route: ["a", "b"]),
      .effect(
        EffectRecord(
          seq: 2, wall: 1_600, mono: 600_000_000, event: .failed, effect: 3, action: 1,
          name: "run", error: "offline")),
      .marker(MarkerRecord(seq: 2, wall: 1_700, mono: 700_000_000, text: "here")),
      .dropped(
        DroppedRecord(seq: 4, count: 2, wall: 1_800, mono: 800_000_000, reason: "queue full")),
      try action(
        5, wall: 1_900, action: #"{"titleChanged":"Rent"}"#, summary: #"titleChanged("Rent")"#,
        route: ["a"]),
      .keyframe(KeyframeRecord(seq: 5, state: try json(#"{"count":5}"#))),
      try action(
        6, wall: 2_000, action: #"{"rowTapped":{"id":2}}"#, summary: "rowTapped(id: 2)",
        route: ["a"]),
      .outOfBand(
        OutOfBandRecord(
          seq: 7, wall: 2_100, mono: 1_100_000_000, change: .full(try json(#"{"count":7}"#)),
          shared: [1])),
      .close(CloseRecord(seq: 7, wall: 2_200, mono: 1_200_000_000, actions: 5, dropped: 2)),
    ]
  }

  private func encode(_ records: [LogRecord]) -> [[UInt8]] {
    var encoder = BlockRecordEncoder()
    var time: (wall: Int64, mono: Int64) = (1_000, 0)
    return records.map { record in
      if case .keyframe(let keyframe) = record {
        return encoder.keyframeLine(keyframe, wall: time.wall, mono: time.mono)
      }
      if case .action(let action) = record { time = (action.wall, action.mono) }
      return encoder.line(for: record)
    }
  }

  @Test func everyRecordDecodesToWhatWasEncoded() throws {
    let records = try records()
    var decoder = BlockRecordDecoder(formatMajor: 2)
    let decoded = try encode(records).map { try decoder.decode(line: $0) }
    #expect(decoded == records)
  }

  @Test func aBlockDecodesAloneFromItsKeyframe() throws {
    let records = try records()
    let lines = encode(records)
    var decoder = BlockRecordDecoder(formatMajor: 2)
    let second = try lines[7...].map { try decoder.decode(line: $0) }
    #expect(second == Array(records[7...]))
  }

  @Test func linesLeaveOutWhatTheRecordBeforeOrTheActionAlreadySays() throws {
    let lines = encode(try records()).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      lines[1]
        == #"{"t":"action","dw":250,"du":250000,"action":{"path":{"element":{"id":0,"action":{"detail":{"saveTapped":{}}}}}},"route":["a","b"],"delta":[{"op":"replace","path":"/count","value":1}]}"#
    )
    #expect(
      lines[2]
        == #"{"t":"action","dw":250,"du":250000,"action":{"tabSelected":"second"},"cause":{"effect":0,"name":"send"},"delta":[{"op":"replace","path":"/count","value":2}]}"#
    )
    #expect(
      lines[8].contains(#""summary":"rowTapped(id: 2)""#),
      "a summary the action's JSON does not rebuild is written")
    #expect(lines[7] == #"{"t":"key","seq":5,"wall":1900,"mono":900000000,"state":{"count":5}}"#)
    #expect(lines[8].contains(#""route":["a"]"#), "a block's first action writes its route")
    #expect(lines[5].hasPrefix(#"{"t":"dropped","count":2,"#), "a dropped record implies its seq")
    #expect(lines[4].hasPrefix(#"{"t":"marker","dw":"#), "a marker shares the seq before it")
  }

  @Test func aSeqOrCauseTheRecordBeforeDoesNotImplyIsWritten() throws {
    let records: [LogRecord] = [
      .keyframe(KeyframeRecord(seq: 3, state: try json(#"{"count":3}"#))),
      try action(
        10, wall: 1_250, action: #"{"tap":{}}"#, summary: "tap",
        cause: .effect(seq: 2, effect: 1, name: "run"), route: ["a"]),
    ]
    let lines = encode(records)
    let text = String(decoding: lines[1], as: UTF8.self)
    #expect(text.hasPrefix(#"{"t":"action","seq":10,"#))
    #expect(text.contains(#""cause":{"seq":2,"effect":1,"name":"run"}"#))
    var decoder = BlockRecordDecoder(formatMajor: 3)
    #expect(try lines.map { try decoder.decode(line: $0) } == records)
  }

  @Test func monotonicTimesAreKeptToTheWholeMicrosecond() throws {
    var encoder = BlockRecordEncoder()
    let key = encoder.keyframeLine(
      KeyframeRecord(seq: 0, state: .object([:])), wall: 1_000, mono: 1_999)
    let marker = LogRecord.marker(
      MarkerRecord(seq: 0, wall: 1_001, mono: 1_234_567, text: "m"))
    let line = encoder.line(for: marker)
    #expect(String(decoding: key, as: UTF8.self).contains(#""mono":1000,"#))
    #expect(String(decoding: line, as: UTF8.self) == #"{"t":"marker","dw":1,"du":1233,"text":"m"}"#)
    var decoder = BlockRecordDecoder(formatMajor: 3)
    _ = try decoder.decode(line: key)
    #expect(
      try decoder.decode(line: line)
        == .marker(MarkerRecord(seq: 0, wall: 1_001, mono: 1_234_000, text: "m")))
  }

  @Test func formatTwoLinesDecodeTheSameInAFormatThreeReader() throws {
    let lines = [
      #"{"t":"key","seq":4,"wall":1000,"mono":0,"state":{"count":4}}"#,
      #"{"t":"action","seq":5,"dw":250,"dm":250000001,"action":{"tap":{}},"cause":{"seq":4,"effect":0,"name":"send"},"route":["a"],"delta":[]}"#,
    ]
    var two = BlockRecordDecoder(formatMajor: 2)
    var three = BlockRecordDecoder(formatMajor: 3)
    let decodedTwo = try lines.map { try two.decode(line: Array($0.utf8)) }
    let decodedThree = try lines.map { try three.decode(line: Array($0.utf8)) }
    #expect(decodedTwo == decodedThree)
    guard case .action(let action) = decodedThree[1] else {
      Issue.record("not an action")
      return
    }
    #expect(action.seq == 5 && action.mono == 250_000_001 && action.wall == 1_250)
    #expect(action.cause == .effect(seq: 4, effect: 0, name: "send"))
  }

  @Test func formatOneLinesPassThroughUnchanged() throws {
    let records = try records()
    var decoder = BlockRecordDecoder(formatMajor: 1)
    let decoded = try records.map { try decoder.decode(line: $0.line) }
    #expect(decoded == records)
  }

  @Test(arguments: [
    (
      #"{"path":{"element":{"id":3,"action":{"detail":{"editTapped":{}}}}}}"#,
      "path(.element(id: 3, action: .detail(.editTapped)))"
    ),
    (#"{"titleChanged":"a\"b"}"#, #"titleChanged("a\"b")"#),
    (#"{"tabs":{"tabSelected":"second"}}"#, "tabs(.tabSelected(.second))"),
    (#"{"intro":{"usernameChanged":"Ada L."}}"#, #"intro(.usernameChanged("Ada L."))"#),
    (#"{"rowTapped":{"id":2}}"#, "rowTapped(.id(2))"),
    (#"{"passwordChanged":"<redacted:0123456789abcdef>"}"#, "passwordChanged(<redacted>)"),
    (#"{"setItems":[1,2,3,4]}"#, "setItems([1, 2, 3, …])"),
    (#"{"select":null}"#, "select(nil)"),
  ])
  func jsonSummaryFollowsTheSummaryStyle(action: String, expected: String) throws {
    #expect(jsonSummary(of: try json(action)) == expected)
  }
}
