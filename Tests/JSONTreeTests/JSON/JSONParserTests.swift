import JSONTree
import Testing
import ToolSupport

@Suite struct JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let text =
      #" {"a": [1, -2, 3.5, 1e3, true, false, null], "b": {"c": "d\n\u00e9\ud83d\ude42"}} "#
    let expected: JSONValue = .object([
      "a": .array([
        .int(1), .int(-2), .double(3.5), .double(1000), .bool(true), .bool(false), .null,
      ]),
      "b": .object(["c": .string("d\né🙂")]),
    ])
    #expect(try JSONValue(parsing: text) == expected)
  }

  @Test func integersBeyondInt64UseUnsignedThenDouble() throws {
    #expect(try JSONValue(parsing: "9223372036854775807") == .int(Int64.max))
    #expect(try JSONValue(parsing: "-9223372036854775808") == .int(Int64.min))
    #expect(try JSONValue(parsing: "18446744073709551615") == .uint(UInt64.max))
    #expect(try JSONValue(parsing: "18446744073709551616") == .double(18446744073709551616))
  }

  @Test(arguments: [
    ("", 0), ("[1,]", 3), ("{\"a\" 1}", 5), ("01", 1), ("[1 2]", 3), ("\"abc", 4), ("tru", 0),
    ("{\"a\":1}x", 7), ("\"\\x\"", 2), ("\"\\ud800\"", 7), ("-", 1), ("1.", 2), ("1e", 2),
    ("\"a\u{01}\"", 2), ("nul", 0), ("{,}", 1), ("[", 1), ("1e400", 0),
  ])
  func malformedTextReportsTheByteOffset(text: String, offset: Int) {
    let error = #expect(throws: JSONError.self) { try JSONValue(parsing: text) }
    #expect(error?.code == .malformedJSON)
    #expect(error?.offset == offset)
  }

  @Test func invalidUTF8InStringsThrows() {
    let bytes: [UInt8] = [0x22, 0xFF, 0x22]
    #expect(throws: JSONError.self) { try JSONValue(parsing: bytes) }
  }

  @Test func nestingBeyondTheLimitThrowsInsteadOfCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONError.self) { try JSONValue(parsing: deep) }
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect((try? JSONValue(parsing: allowed)) != nil)
  }

  @Test func randomTreesRoundTripThroughText() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<500 {
      let tree = RandomTrees.tree(depth: 5, using: &generator)
      #expect(try JSONValue(parsing: tree.jsonBytes) == tree)
      #expect(try JSONValue(parsing: tree.prettyText) == tree)
    }
  }

  @Test func randomBytesNeverTrap() throws {
    var generator = SeededGenerator(seed: 42)
    let alphabet = Array(#"{}[]:,"\ -0123456789.eEtrufalsn"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
    var parsedCount = 0
    for _ in 0..<5000 {
      let length = Int.random(in: 0..<40, using: &generator)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }
      if let value = try? JSONValue(parsing: bytes) {
        parsedCount += 1
        #expect(try JSONValue(parsing: value.jsonBytes) == value)
      }
    }
    #expect(parsedCount < 5000)
  }

  @Test func mutatedValidTextNeverTraps() throws {
    var generator = SeededGenerator(seed: 99)
    var rejected = 0
    for _ in 0..<2000 {
      var bytes = RandomTrees.tree(depth: 4, using: &generator).jsonBytes
      guard !bytes.isEmpty else { continue }
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      if let value = try? JSONValue(parsing: bytes) {
        #expect(try JSONValue(parsing: value.jsonBytes) == value)
      } else {
        rejected += 1
      }
    }
    #expect(rejected > 0, "no mutation made the text invalid, so the error paths went untested")
  }
}
