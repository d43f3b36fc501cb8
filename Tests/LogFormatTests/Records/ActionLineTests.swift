import JSONTree
import LogFormat
import Testing

/// `BlockRecordEncoder.actionLine(_:)` writes action records straight to bytes; these records,
/// with every optional member and every rule that leaves one out, must come out byte for byte as
/// the record's JSON object writes them (`objectLine(for:)`).
@Suite struct ActionLineTests {
  private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

  private func records() throws -> [ActionRecord] {
    let pointer = JSONPointer(tokens: ["rows", "0", "ti\"t/le~"])
    var withReads = ActionRecord(
      seq: 3, wall: 1_300, mono: 300_000_999, action: try json(#"{"add":{}}"#), summary: "add",
      cause: .effect(seq: 1, effect: 7, name: "run \"sync\""), route: ["List", "sheet: Edit"],
      change: .delta([
        .add(path: pointer, value: .string("new\nline")), .remove(path: pointer),
        .move(from: pointer, path: JSONPointer(tokens: ["b"])),
        .copy(from: JSONPointer(tokens: ["a\u{1}"]), path: JSONPointer(tokens: ["c"])),
        .test(path: JSONPointer(tokens: []), value: .null),
      ]))
    withReads.reads = [
      DependencyRead(dependency: "uuid", value: .string("00000000-0000-0000-0000-000000000001")),
      DependencyRead(dependency: "date", value: .double(1_700_000_000.25)),
    ]
    withReads.environment = [
      "timeZone": "Europe/Paris", "calendar": "gregorian", "locale": "fr_FR",
    ]
    return [
      ActionRecord(
        seq: 1, wall: 1_100, mono: 100_000_000, action: try json(#"{"tabSelected":"second"}"#),
        summary: "tabSelected(.second)", cause: .external, route: ["Home"],
        change: .delta([.replace(path: JSONPointer(tokens: ["tab"]), value: .string("second"))])),
      ActionRecord(
        seq: 2, wall: 1_200, mono: 200_000_000, action: try json(#"{"rowTapped":{"id":2}}"#),
        summary: "rowTapped(id: 2)", cause: .effect(seq: 1, effect: 0, name: "send"),
        route: ["Home"], change: .full(try json(#"{"tab":"second","rows":[]}"#))),
      withReads,
      ActionRecord(
        seq: 9, wall: 900, mono: 50_000_000, action: try json(#"{"typed":"é \"q\" \\"}"#),
        summary: #"typed("é \"q\" \\")"#, cause: .effect(seq: 2, effect: 1, name: "timer"),
        route: [], change: .delta([])),
      ActionRecord(
        seq: UInt64(Int64.max) + 2, wall: -5, mono: -1_500, action: .null, summary: "",
        cause: .external, route: [], change: .delta([])),
    ]
  }

  @Test func actionLinesAreTheBytesOfTheRecordsObject() throws {
    var direct = BlockRecordEncoder()
    var reference = BlockRecordEncoder()
    let key = KeyframeRecord(seq: 0, state: .object([:]))
    #expect(
      direct.keyframeLine(key, wall: 1_000, mono: 0)
        == reference.keyframeLine(key, wall: 1_000, mono: 0))
    for record in try records() {
      let line = direct.actionLine(record)
      let expected = reference.objectLine(for: .action(record))
      #expect(
        line == expected,
        "\(String(decoding: line, as: UTF8.self)) ≠ \(String(decoding: expected, as: UTF8.self))")
    }
  }

  @Test func theDocumentedExampleHolds() throws {
    var encoder = BlockRecordEncoder()
    _ = encoder.keyframeLine(KeyframeRecord(seq: 0, state: .object([:])), wall: 0, mono: 0)
    let record = ActionRecord(
      seq: 1, wall: 5, mono: 5_000_000, action: .object(["tap": .object([:])]), summary: "tap",
      cause: .external, route: ["Home"], change: .delta([]))
    #expect(
      String(decoding: encoder.actionLine(record), as: UTF8.self)
        == #"{"t":"action","dw":5,"du":5000,"action":{"tap":{}},"route":["Home"],"delta":[]}"#)
  }

  @Test func aWritersWordOnTheSummaryHoldsUntilTheSummaryOrTheActionChanges() throws {
    func line(_ record: ActionRecord) -> String {
      var encoder = BlockRecordEncoder()
      _ = encoder.keyframeLine(KeyframeRecord(seq: 0, state: .object([:])), wall: 0, mono: 0)
      return String(decoding: encoder.actionLine(record), as: UTF8.self)
    }
    var record = ActionRecord(
      seq: 1, wall: 5, mono: 5_000_000, action: .object(["tap": .object([:])]), summary: "tap",
      cause: .external, route: [], change: .delta([]))
    record.summaryIsDerived = true
    #expect(!line(record).contains("summary"))
    record.summaryIsDerived = false
    #expect(line(record).contains(#""summary":"tap""#), "the writer's word is taken as given")
    record.summaryIsDerived = true
    record.summary = "tap(.twice)"
    #expect(record.summaryIsDerived == nil)
    #expect(line(record).contains(#""summary":"tap(.twice)""#))
    record.summaryIsDerived = true
    record.action = .object(["tap": .object(["count": .int(2)])])
    #expect(record.summaryIsDerived == nil)
    #expect(line(record).contains(#""summary":"tap(.twice)""#))
  }

  @Test func patchesWriteTheBytesOfTheirJSONForm() throws {
    guard case .delta(let operations) = try records()[2].change else {
      Issue.record("the third record carries a delta")
      return
    }
    var bytes: [UInt8] = []
    JSONPatch.write(operations, into: &bytes)
    #expect(bytes == JSONPatch.jsonValue(operations).jsonBytes)
  }
}
