import JSONTree
import Testing

@Suite struct JSONParserStringTests {
  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""""#, ""),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""\u0041\u00e9\u4e2d\ud83d\ude42""#, "Aé中🙂"),
    ("\"é中🙂\"", "é中🙂"),
    ("\"é\\n🙂\"", "é\n🙂"),
    (#""a\u0000b""#, "a\u{0}b"),
  ])
  func stringsDecodeEscapesAndRawUnicode(text: String, expected: String) throws {
    #expect(try JSONValue(parsing: text) == .string(expected))
  }

  @Test(
    arguments: [
      [0x22, 0x61, 0xFF, 0x22],
      [0x22, 0xF0, 0x9F, 0x98, 0x22],
      [0x22, 0xC0, 0x80, 0x22],
      [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0x5C, 0x6E, 0xC3, 0x22],
      [0x22, 0xEF, 0xBF, 0xBD, 0xFF, 0x22],
    ] as [[UInt8]])
  func invalidUTF8InAStringReportsTheStringsFirstByte(bytes: [UInt8]) {
    let error = #expect(throws: JSONError.self) { try JSONValue(parsing: bytes) }
    #expect(error?.code == .malformedJSON)
    #expect(error?.offset == 1)
    #expect(error?.message.contains("not valid UTF-8") == true)
  }

  @Test func theReplacementCharacterItselfIsValid() throws {
    #expect(try JSONValue(parsing: [0x22, 0xEF, 0xBF, 0xBD, 0x22]) == .string("\u{FFFD}"))
  }

  @Test(arguments: [
    ("9223372036854775807", JSONValue.int(.max)),
    ("-9223372036854775808", .int(.min)),
    ("9223372036854775808", .uint(9_223_372_036_854_775_808)),
    ("18446744073709551615", .uint(.max)),
    ("-9223372036854775809", .double(-9_223_372_036_854_775_808)),
    ("18446744073709551616", .double(18_446_744_073_709_551_616.0)),
    ("0", .int(0)),
    ("-0", .int(0)),
    ("-0.0", .double(-0.0)),
    ("1E2", .double(100)),
  ])
  func numbersAtTheIntegerBoundariesKeepTheirKind(text: String, expected: JSONValue) throws {
    #expect(try JSONValue(parsing: text) == expected)
  }

  @Test func aDuplicateMemberKeepsItsFirstPlaceAndItsLastValue() throws {
    let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
    guard case .object(let members) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(Array(members.keys) == ["a", "b"])
    #expect(members["a"] == .int(3))
  }

  @Test func nestingOneLevelTooDeepFailsAtTheOpeningBracket() {
    let limit = JSONValue.maximumParsingDepth
    let allowed =
      String(repeating: #"{"a":"#, count: limit) + "1" + String(repeating: "}", count: limit)
    #expect((try? JSONValue(parsing: allowed)) != nil)
    let tooDeep =
      String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    let error = #expect(throws: JSONError.self) { try JSONValue(parsing: tooDeep) }
    #expect(error?.offset == limit)
  }
}
